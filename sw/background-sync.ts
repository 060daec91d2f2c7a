/// <reference lib="webworker" />
import { db } from '../src/db/database';
import { META_KEYS } from '../src/db/meta-keys';
import { OUTBOX_SYNC_TAG } from '../src/sync/adapters/background-sync-registration';
import { createOutboxEngine } from '../src/sync/adapters/outbox-engine';

declare const self: ServiceWorkerGlobalScope;

/** Background Sync's event (Chromium); not in TypeScript's worker lib. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

/** Within one sync event, a retry due this soon is waited for instead of handed back to the browser. */
const WAIT_FOR_RETRY_MS = 60_000;
/** Chromium allows a sync event a few minutes; stop well before. */
const EVENT_BUDGET_MS = 3 * 60_000;

/**
 * Drains the same Dexie outbox with the same engine as the page, under the same lock. Rejects when
 * rows that could be sent are still waiting, so the browser fires the event again later.
 */
export async function drainOutboxInWorker(): Promise<void> {
  const startedAt = Date.now();
  const { engine } = createOutboxEngine({
    db,
    baseUrl: async () => {
      const value = (await db.meta.get(META_KEYS.apiBase))?.value;
      return typeof value === 'string' ? value : '';
    },
    scheduleRetries: false,
  });
  try {
    for (;;) {
      const result = await engine.sync();
      // A tab holds the lock: it is draining and keeps its own retry timer.
      if (!result.ran || result.nextDueAt === null) return;
      const wait = Math.max(0, result.nextDueAt - Date.now());
      if (wait > WAIT_FOR_RETRY_MS || Date.now() - startedAt + wait > EVENT_BUDGET_MS) {
        throw new Error('terren-outbox: rows still waiting; asking the browser to retry');
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  } finally {
    await engine.stop();
  }
}

self.addEventListener('sync', (event) => {
  const syncEvent = event as SyncEvent;
  if (syncEvent.tag !== OUTBOX_SYNC_TAG) return;
  syncEvent.waitUntil(drainOutboxInWorker());
});
