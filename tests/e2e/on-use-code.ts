import type { Page } from '@playwright/test';
import { WARM_ON_USE_REQUEST, type OnUseCodeStatus } from '../../src/lib/on-use-code';

/**
 * Asks the active worker to store the code it does not precache (charts, the editor, the screens
 * the field does not use; sw/on-use-cache.ts) and waits until it has: what the page does at idle,
 * done now, so a test that goes offline next finds every screen it used, as the app did when the
 * precache held everything. Returns the worker's count, for a test that wants to see it.
 */
export async function waitForOnUseCode(page: Page): Promise<OnUseCodeStatus> {
  return page.evaluate(async (type) => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (!worker) throw new Error('no active service worker');
    return new Promise<{ total: number; cached: number }>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event: MessageEvent<{ total: number; cached: number }>) => {
        channel.port1.close();
        resolve(event.data);
      };
      worker.postMessage({ type }, [channel.port2]);
    });
  }, WARM_ON_USE_REQUEST);
}
