/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core';
import { db } from '../src/db/database';

declare const self: ServiceWorkerGlobalScope;

/** How many files the media cache keeps; the first stored go first. */
export const MEDIA_MAX_ENTRIES = 300;


const tokenOf = (authorization: string | null): string | null => /^Token (\S+)$/.exec(authorization ?? '')?.[1] ?? null;

/**
 * The media cache's rules, with no record of its own outside Cache Storage (Workbox's
 * ExpirationPlugin kept every URL in an IndexedDB database that outlived the cache at sign-out):
 * - an answer is kept only while the token it was fetched with is still signed in on this
 *   device (sign-out clears the token before it empties the cache): a fetch that was under way
 *   when the member signed out would otherwise put a file back into the emptied cache;
 * - the key is the bare URL, so the token the request carried is never stored with it;
 * - past MEDIA_MAX_ENTRIES the oldest entries go. Files never change under their address, and
 *   the whole cache goes at sign-out, so no age limit is needed.
 */
export const mediaCachePlugin: WorkboxPlugin = {
  cacheKeyWillBeUsed: ({ request }) => Promise.resolve(new Request(request.url)),
  cacheWillUpdate: async ({ request, response }) => {
    if (response.status !== 200) return null;
    const token = tokenOf(request.headers.get('Authorization'));
    if (token === null) return null;
    const sessions = await db.session.toArray();
    // No rows at all: a login stored before sign-ins were recorded here, with nothing to tell by.
    return sessions.length === 0 || sessions.some((row) => row.token === token) ? response : null;
  },
  cacheDidUpdate: async ({ cacheName }) => {
    const cache = await self.caches.open(cacheName);
    const keys = await cache.keys();
    for (const key of keys.slice(0, Math.max(0, keys.length - MEDIA_MAX_ENTRIES))) await cache.delete(key);
  },
};
