import type { BrowserContext, Page } from '@playwright/test';
import { throttleCpu } from './browser';

/**
 * Installed before the app's scripts: records, on window.__benchFirstRow, the time (ms since the
 * navigation started) of the first frame painted after a voter row entered the DOM. "After paint"
 * is a message posted from a requestAnimationFrame callback: it runs once that frame is drawn.
 */
export async function probeFirstRow(page: Page, selector: string): Promise<void> {
  await page.addInitScript((rowSelector: string) => {
    const w = window as unknown as { __benchFirstRow?: number };
    const afterPaint = () =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (w.__benchFirstRow = performance.now());
        channel.port2.postMessage(null);
      });
    const observer = new MutationObserver(() => {
      if (document.querySelector(rowSelector)) {
        observer.disconnect();
        afterPaint();
      }
    });
    observer.observe(document, { subtree: true, childList: true });
  }, selector);
}

export async function firstRowTime(page: Page, timeoutMs: number): Promise<number> {
  const handle = await page.waitForFunction(() => (window as unknown as { __benchFirstRow?: number }).__benchFirstRow, undefined, { timeout: timeoutMs });
  return (await handle.jsonValue()) ?? Number.NaN;
}

/**
 * Arms a one-shot measurement in the page: from the next click (its event timestamp, i.e. the
 * input) to the first frame painted after the row `rowTestId` shows data-voted="true".
 * The result lands on window.__benchTap.
 */
export async function armTapProbe(page: Page, rowTestId: string): Promise<void> {
  await page.evaluate((testId: string) => {
    const w = window as unknown as { __benchTap?: number };
    delete w.__benchTap;
    let clickedAt: number | null = null;
    const done = () => document.querySelector(`[data-testid="${testId}"]`)?.getAttribute('data-voted') === 'true';
    const observer = new MutationObserver(() => {
      if (clickedAt === null || !done()) return;
      observer.disconnect();
      const start = clickedAt;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (w.__benchTap = performance.now() - start);
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-voted'] });
    document.addEventListener('click', (event) => (clickedAt = event.timeStamp), { capture: true, once: true });
  }, rowTestId);
}

export async function tapResult(page: Page, timeoutMs: number): Promise<number> {
  const handle = await page.waitForFunction(() => (window as unknown as { __benchTap?: number }).__benchTap, undefined, { timeout: timeoutMs });
  return (await handle.jsonValue()) ?? Number.NaN;
}

/**
 * Opens `path` in a new tab (a new renderer) with the CPU slowed `throttle` times and returns ms
 * from navigation start to the first frame painted with a `selector` row. `bypassServiceWorker`
 * is the online baseline: the same page as a first visit would load it.
 */
export async function openToFirstRow(
  context: BrowserContext,
  path: string,
  selector: string,
  throttle: number,
  bypassServiceWorker: boolean,
  /** The app opens afresh on its lock screen (the data key lives only in memory): typed as soon as it shows, and counted in the time. */
  unlockPassword?: string,
): Promise<number> {
  const page = await context.newPage();
  try {
    const cdp = await throttleCpu(page, throttle);
    if (bypassServiceWorker) {
      await cdp.send('Network.enable');
      await cdp.send('Network.setBypassServiceWorker', { bypass: true });
    }
    await probeFirstRow(page, selector);
    await page.goto(path, { waitUntil: 'commit' });
    if (unlockPassword !== undefined) {
      const lock = page.getByTestId('app-lock');
      await lock.locator('input[type="password"]').fill(unlockPassword, { timeout: 60_000 });
      await lock.locator('button[type="submit"]').click();
    }
    return await firstRowTime(page, 60_000);
  } finally {
    await page.close();
  }
}
