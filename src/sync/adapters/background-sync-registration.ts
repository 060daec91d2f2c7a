/** The Background Sync tag the service worker answers by draining the outbox. */
export const OUTBOX_SYNC_TAG = 'terren-outbox';

interface SyncRegistrationLike {
  sync?: { register(tag: string): Promise<void> };
}
interface ServiceWorkerContainerLike {
  ready: Promise<SyncRegistrationLike>;
}

/**
 * Asks the browser (Chromium) to fire a 'sync' event in the service worker once it has
 * connectivity, even if every tab is closed by then. Best effort: elsewhere it does nothing, and
 * the page's own triggers still drain. `ready` never settles without a worker, which is harmless.
 */
export function registerBackgroundSync(): void {
  const container = (globalThis.navigator as { serviceWorker?: ServiceWorkerContainerLike } | undefined)?.serviceWorker;
  if (!container) return;
  container.ready.then((registration) => registration.sync?.register(OUTBOX_SYNC_TAG)).catch(() => {
    // Permission denied or unsupported: the page's triggers remain.
  });
}
