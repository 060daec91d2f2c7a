/// <reference lib="webworker" />
import './background-sync';
import { clientsClaim, registerQuotaErrorCallback } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { MEDIA_CACHE, OLD_EXPIRATION_DB } from '../src/lib/cache-names';
import { mediaCachePlugin } from './media-cache';
import { cacheOnUse, splitManifest } from './on-use-cache';
import { answerPrecacheStatus } from './precache-status';

declare const self: ServiceWorkerGlobalScope;

// What the field needs (the shell, sign-in, the field screens and their languages) is precached at
// install, so it opens with no signal once the app has been opened once; the rest of the code is
// cached when first fetched or at idle (on-use-cache.ts, scripts/precache-plan.ts).
cleanupOutdatedCaches();
// Read once: the build replaces exactly one occurrence of the name.
const { precached, onUse } = splitManifest(self.__WB_MANIFEST);
precacheAndRoute(precached);
answerPrecacheStatus(precached);
cacheOnUse(onUse);

// Client routes (/settings, /observer-module, …) are answered with the precached index.html;
// API calls and uploaded files are never given the app page instead of their content. No route
// here matches /api/, so the field screens' live stream (/api/live/) goes to the network untouched.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/media\//],
  }),
);

// Photos and uploaded files, fetched by the page with the member's token (an <img> without one is
// never answered from here): immutable once uploaded, so cache-first, so what the member has seen
// shows offline. A member's files are personal: sign-out empties this cache, and the plugin keeps
// no per-URL record anywhere else (media-cache.ts). Nothing under /api/ is ever cached here.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/media/') && request.method === 'GET' && request.headers.has('Authorization'),
  new CacheFirst({ cacheName: MEDIA_CACHE, plugins: [mediaCachePlugin] }),
);
registerQuotaErrorCallback(() => void self.caches.delete(MEDIA_CACHE));

// Earlier versions kept the media cache's URLs in Workbox's expiration database; once this worker
// is active no older one holds it open, so it can go.
self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(
    new Promise<void>((resolve) => {
      const request = self.indexedDB.deleteDatabase(OLD_EXPIRATION_DB);
      request.addEventListener('success', () => resolve());
      request.addEventListener('error', () => resolve());
      request.addEventListener('blocked', () => resolve());
    }),
  );
});

// A new version waits until the page asks (the user pressed 'Rifresko'): it never takes over
// while someone is working.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING') void self.skipWaiting();
});

// On the very first install there is no older version to protect, so the new worker controls the
// open page at once (the media cache and offline reloads work from the first visit).
clientsClaim();
