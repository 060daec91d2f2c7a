import { isPrecacheStatus, PRECACHE_STATUS_REQUEST, type PrecacheStatus } from '../../lib/precache-status';
import type { ReadinessFacts } from './rules';

/** A worker busy installing can take a while to answer; no answer then means "unknown", not "missing". */
const ANSWER_WAIT_MS = 4_000;

/** Asks the controlling worker how much of its precache is stored (sw/precache-status.ts); null without an answer. */
function askPrecache(worker: ServiceWorker): Promise<PrecacheStatus | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => {
      channel.port1.close();
      resolve(null);
    }, ANSWER_WAIT_MS);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(isPrecacheStatus(event.data) ? event.data : null);
    };
    worker.postMessage({ type: PRECACHE_STATUS_REQUEST }, [channel.port2]);
  });
}

/** Whether the app opens with no signal: a worker controls this page and holds every file it precaches. */
export async function probeApp(): Promise<ReadinessFacts['app']> {
  if (!('serviceWorker' in navigator)) return { supported: false, controlled: false, precache: null };
  const controller = navigator.serviceWorker.controller;
  if (controller === null) return { supported: true, controlled: false, precache: null };
  return { supported: true, controlled: true, precache: await askPrecache(controller) };
}
