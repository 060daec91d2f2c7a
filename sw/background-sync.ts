/// <reference lib="webworker" />
import { db } from '../src/db/database';
import { getClientId } from '../src/db/client-id';
import { META_KEYS } from '../src/db/meta-keys';
import { voteRecordHooks } from '../src/db/vote-record-hooks';
import { OUTBOX_SYNC_TAG } from '../src/sync/adapters/background-sync-registration';
import { browserNetwork } from '../src/sync/adapters/browser-network';
import { DexieOutboxStore } from '../src/sync/adapters/dexie-store';
import { dexieTokens } from '../src/sync/adapters/dexie-tokens';
import { createFetchTransport } from '../src/sync/adapters/fetch-transport';
import { webLock } from '../src/sync/adapters/web-lock';
import { SyncEngine } from '../src/sync/engine';
import { voteKinds } from '../src/sync/kinds/vote-kinds';
import { systemClock } from '../src/sync/system-clock';

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
  const engine = new SyncEngine({
    store: new DexieOutboxStore(db, voteRecordHooks),
    transport: createFetchTransport({
      kinds: voteKinds,
      baseUrl: async () => {
        const value = (await db.meta.get(META_KEYS.apiBase))?.value;
        return typeof value === 'string' ? value : '';
      },
      clientId: () => getClientId(db),
    }),
    tokens: dexieTokens(db),
    clock: systemClock,
    network: browserNetwork,
    lock: webLock(),
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
