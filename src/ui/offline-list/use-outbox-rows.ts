import { useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/database';
import type { OutboxRow } from '../../sync/outbox-row';
import type { RowSync } from './sync-mark';

/** A record's change still in the outbox: waiting to be sent, or stopped with the server's reason. */
export interface RowOutbox {
  state: 'pending' | 'attention';
  lastError: string | null;
  /** The refusal's HTTP status (409: a conflict, see isConflict); absent on rows stopped before it was kept. */
  attentionStatus?: number | null;
  /**
   * The refused change itself, only while the row needs attention: the conflict and refusal views
   * read which fields the member changed from its base.
   */
  desired?: unknown;
  /** Grows with every local change: a new desired state is a new version. */
  version?: number;
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
    for (const row of all) if (row.kind === kind) next.set(row.key, rowOutboxOf(row));
    if (sameRows(previous.current, next)) return previous.current;
    previous.current = next;
    return next;
  }, [userId, kind]);
  return rows ?? NONE;
}

/** What a screen shows of an outbox row. */
export function rowOutboxOf(row: OutboxRow): RowOutbox {
  const shown: RowOutbox = { state: row.state, lastError: row.lastError, version: row.version };
  return row.state === 'attention' ? { ...shown, attentionStatus: row.attentionStatus, desired: row.desired } : shown;
}

function sameRows(a: OutboxRows, b: OutboxRows): boolean {
  if (a.size !== b.size) return false;
  for (const [key, row] of b) {
    const old = a.get(key);
    if (old?.state !== row.state || old.lastError !== row.lastError || old.attentionStatus !== row.attentionStatus || old.version !== row.version) return false;
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
