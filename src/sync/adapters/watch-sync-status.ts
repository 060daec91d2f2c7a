import type { TerrenDb } from '../../db/database';
import { watchStored, type StoredWatchOptions } from '../../db/watch-stored';
import { readStoredSyncStatus, type StoredSyncStatus } from './read-sync-status';

/** The tables readStoredSyncStatus reads; a change anywhere else cannot change the status. */
const WATCHED_TABLES = ['outbox', 'meta', 'session'] as const;

/** During a drain every row changes the outbox twice; the status follows at this pace at most. */
export const STATUS_MIN_INTERVAL_MS = 250;

export type StatusWatchOptions = StoredWatchOptions;

/**
 * Calls `onStatus` with the stored status now and after every change to the tables it is read
 * from, in this context, another tab or the service worker, coalesced (see watchStored): at most
 * one read starts per `minIntervalMs` (default STATUS_MIN_INTERVAL_MS), so a drain does not keep
 * it re-reading. Returns the unsubscribe function.
 */
export function watchStoredSyncStatus(
  db: TerrenDb,
  onStatus: (status: StoredSyncStatus) => void,
  { minIntervalMs = STATUS_MIN_INTERVAL_MS, ...options }: StatusWatchOptions = {},
): () => void {
  return watchStored(db, WATCHED_TABLES, () => readStoredSyncStatus(db), onStatus, { minIntervalMs, ...options });
}
