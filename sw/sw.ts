/// <reference lib="webworker" />
import './background-sync';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { MEDIA_CACHE } from '../src/lib/cache-names';

declare const self: ServiceWorkerGlobalScope;

// The app shell and every route chunk (and the lazily loaded languages) are precached at install,
// so any screen opens with no signal once the app has been opened once.
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Client routes (/settings, /observer-module, …) are answered with the precached index.html;
// API calls and uploaded files are never given the app page instead of their content.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/media\//],
  }),
);

// Photos and uploaded files: immutable once uploaded, so cache-first, bounded in count and age.
// Workbox only stores 200 answers here, so a 404 or an error page is never cached. A member's
// photos are personal, so sign-out empties this cache. Nothing under /api/ is ever cached here.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/media/') && request.method === 'GET',
  new CacheFirst({
    cacheName: MEDIA_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

// A new version waits until the page asks (the user pressed 'Rifresko'): it never takes over
// while someone is working.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING') void self.skipWaiting();
});

// On the very first install there is no older version to protect, so the new worker controls the
// open page at once (the media cache and offline reloads work from the first visit).
clientsClaim();
