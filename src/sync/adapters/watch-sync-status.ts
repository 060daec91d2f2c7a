import Dexie, { type ObservabilitySet } from 'dexie';
import type { TerrenDb } from '../../db/database';
import { readStoredSyncStatus, type StoredSyncStatus } from './read-sync-status';

/** The tables readStoredSyncStatus reads; a change anywhere else cannot change the status. */
const WATCHED_TABLES = ['outbox', 'meta', 'session'] as const;

/** During a drain every row changes the outbox twice; the status follows at this pace at most. */
export const STATUS_MIN_INTERVAL_MS = 250;

export interface StatusWatchOptions {
  /** Least time between the starts of two reads. Default STATUS_MIN_INTERVAL_MS. */
  minIntervalMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * Calls `onStatus` with the stored status now and after every change to the tables it is read
 * from, made in this context, another tab or the service worker (Dexie's 'storagemutated' event,
 * which liveQuery also listens to).
 *
 * Unlike liveQuery, which restarts its query on every mutation (a drain would keep it re-reading
 * and competing with the engine's transactions), reads are coalesced: at most one starts per
 * `minIntervalMs`, and a change that arrives during or after a read always gets a later read, so
 * the last snapshot delivered reflects the last change. Returns the unsubscribe function.
 */
export function watchStoredSyncStatus(
  db: TerrenDb,
  onStatus: (status: StoredSyncStatus) => void,
  { minIntervalMs = STATUS_MIN_INTERVAL_MS, onError = () => {} }: StatusWatchOptions = {},
): () => void {
  const prefixes = WATCHED_TABLES.map((table) => `idb://${db.name}/${table}/`);
  let closed = false;
  let reading = false;
  /** A change arrived while a read was running: that read may have missed it. */
  let dirty = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastReadAt = -Infinity;

  const read = async (): Promise<void> => {
    timer = null;
    if (closed) return;
    reading = true;
    dirty = false;
    lastReadAt = Date.now();
    try {
      const status = await readStoredSyncStatus(db);
      if (!closed) onStatus(status);
    } catch (error) {
      if (!closed) onError(error);
    } finally {
      reading = false;
      if (dirty) schedule();
    }
  };

  function schedule(): void {
    if (closed) return;
    if (reading) {
      dirty = true;
      return;
    }
    if (timer !== null) return;
    timer = setTimeout(() => void read(), Math.max(0, lastReadAt + minIntervalMs - Date.now()));
  }

  const onMutated = (parts: ObservabilitySet): void => {
    // 'all' is what Dexie sends when a page comes back from the back/forward cache.
    if (Object.keys(parts).some((part) => part === 'all' || prefixes.some((prefix) => part.startsWith(prefix)))) schedule();
  };
  Dexie.on.storagemutated.subscribe(onMutated);
  schedule();

  return () => {
    closed = true;
    Dexie.on.storagemutated.unsubscribe(onMutated);
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
}
