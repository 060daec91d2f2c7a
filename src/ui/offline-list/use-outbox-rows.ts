import { useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/database';
import type { RowSync } from './sync-mark';

/** A record's change still in the outbox: waiting to be sent, or stopped with the server's reason. */
export interface RowOutbox {
  state: 'pending' | 'attention';
  lastError: string | null;
}

export type OutboxRows = ReadonlyMap<string, RowOutbox>;

const NONE: OutboxRows = new Map();

/**
 * This member's outbox rows of one kind, by row key. An outbox write that changes no row of the
 * kind (another list's, a retry's timestamps) keeps the same Map, so the table does not re-render.
 */
export function useOutboxRows(userId: number, kind: string): OutboxRows {
  const previous = useRef<OutboxRows>(NONE);
  const rows = useLiveQuery(async () => {
    const all = await db.outbox.where('userId').equals(userId).toArray();
    const next = new Map<string, RowOutbox>();
    for (const row of all) if (row.kind === kind) next.set(row.key, { state: row.state, lastError: row.lastError });
    if (sameRows(previous.current, next)) return previous.current;
    previous.current = next;
    return next;
  }, [userId, kind]);
  return rows ?? NONE;
}

function sameRows(a: OutboxRows, b: OutboxRows): boolean {
  if (a.size !== b.size) return false;
  for (const [key, row] of b) {
    const old = a.get(key);
    if (old?.state !== row.state || old.lastError !== row.lastError) return false;
  }
  return true;
}

/** A record without an outbox row has been acknowledged (or never changed): sent. */
export function syncOf(rows: OutboxRows, key: string): RowSync {
  return rows.get(key)?.state ?? 'sent';
}

/** How many rows wait to be sent or need attention. */
export function outboxCounts(rows: OutboxRows): { pending: number; attention: number } {
  let attention = 0;
  for (const row of rows.values()) if (row.state === 'attention') attention++;
  return { pending: rows.size - attention, attention };
}
