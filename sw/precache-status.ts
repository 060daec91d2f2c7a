/// <reference lib="webworker" />
import { matchPrecache } from 'workbox-precaching';
import { PRECACHE_STATUS_REQUEST, type PrecacheStatus } from '../src/lib/precache-status';

declare const self: ServiceWorkerGlobalScope;

type ManifestEntry = string | { url: string };

/** How many of the manifest's files are in the precache: a file the browser evicted or never stored is missing. */
async function precacheStatus(manifest: readonly ManifestEntry[]): Promise<PrecacheStatus> {
  const found = await Promise.all(manifest.map(async (entry) => (await matchPrecache(typeof entry === 'string' ? entry : entry.url)) !== undefined));
  return { total: manifest.length, cached: found.filter(Boolean).length };
}

/**
 * Answers the readiness check's question (src/lib/precache-status.ts) on the port it sent: that
 * the worker controls the page says nothing of whether every screen's code is stored.
 */
export function answerPrecacheStatus(manifest: readonly ManifestEntry[]): void {
  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    const data: unknown = event.data;
    const port = event.ports[0];
    if (port === undefined || typeof data !== 'object' || data === null || !('type' in data) || data.type !== PRECACHE_STATUS_REQUEST) return;
    event.waitUntil(precacheStatus(manifest).then((status) => port.postMessage(status)));
  });
}
