/// <reference lib="webworker" />
import type { PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ON_USE_CODE_CACHE } from '../src/lib/cache-names';
import { WARM_ON_USE_REQUEST, type OnUseCodeStatus } from '../src/lib/on-use-code';

declare const self: ServiceWorkerGlobalScope;

type ManifestEntry = string | (PrecacheEntry & { onUse?: boolean });

/** The build marks with `onUse` the files it leaves out of the precache (scripts/precache-plan.ts). */
export function splitManifest(manifest: readonly ManifestEntry[]): { precached: (string | PrecacheEntry)[]; onUse: string[] } {
  const precached: (string | PrecacheEntry)[] = [];
  const onUse: string[] = [];
  for (const entry of manifest) {
    if (typeof entry !== 'string' && entry.onUse === true) onUse.push(new URL(entry.url, self.location.href).pathname);
    else precached.push(typeof entry === 'string' ? entry : { url: entry.url, revision: entry.revision ?? null, ...(entry.integrity ? { integrity: entry.integrity } : {}) });
  }
  return { precached, onUse };
}

/**
 * Stores every on-use file the cache lacks, one at a time (the field's own requests go first), and
 * drops files of earlier versions. Stops at the first failure: offline, the rest waits for the next ask.
 */
async function warm(paths: ReadonlySet<string>): Promise<OnUseCodeStatus> {
  const cache = await self.caches.open(ON_USE_CODE_CACHE);
  const stored = new Set<string>();
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (paths.has(path)) stored.add(path);
    else await cache.delete(request);
  }
  for (const path of paths) {
    if (stored.has(path)) continue;
    try {
      await cache.add(new Request(path, { priority: 'low' }));
      stored.add(path);
    } catch {
      break;
    }
  }
  return { total: paths.size, cached: stored.size };
}

/**
 * The files the precache leaves out are hashed and never change under their name: served from
 * this cache once fetched (CacheFirst), and fetched at idle when the page asks, so a screen used
 * once, or warmed, opens offline too.
 */
export function cacheOnUse(onUse: readonly string[]): void {
  const paths = new Set(onUse);
  registerRoute(
    ({ url, request }) => url.origin === self.location.origin && request.method === 'GET' && paths.has(url.pathname),
    new CacheFirst({ cacheName: ON_USE_CODE_CACHE }),
  );
  let warming: Promise<OnUseCodeStatus> | null = null;
  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    const data: unknown = event.data;
    if (typeof data !== 'object' || data === null || !('type' in data) || data.type !== WARM_ON_USE_REQUEST) return;
    warming ??= warm(paths).finally(() => {
      warming = null;
    });
    const port = event.ports[0];
    event.waitUntil(warming.then((status) => port?.postMessage(status)));
  });
}
