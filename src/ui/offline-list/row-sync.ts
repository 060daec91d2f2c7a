import type { RowSync } from './sync-mark';

/** A row's mark from the outbox states: a key absent from the map has been acknowledged (sent). */
export function rowSyncOf(states: ReadonlyMap<string, 'pending' | 'attention'>, key: string): RowSync {
  return states.get(key) ?? 'sent';
}

/** How many rows of one kind (outbox key prefix) wait to be sent or need attention. */
export function syncCounts(
  states: ReadonlyMap<string, 'pending' | 'attention'>,
  prefix: string,
): { pending: number; attention: number } {
  let pending = 0;
  let attention = 0;
  for (const [key, state] of states) {
    if (!key.startsWith(prefix)) continue;
    if (state === 'pending') pending++;
    else attention++;
  }
  return { pending, attention };
}
