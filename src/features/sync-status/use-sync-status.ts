import { useSyncExternalStore } from 'react';
import { getSyncStatus, subscribeSyncStatus } from '../../sync/adapters/browser-runtime';
import type { SyncStatus } from '../../sync/sync-status';

/** The live sync status (see SyncStatus); re-renders on every change. */
export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(subscribeSyncStatus, getSyncStatus);
}
