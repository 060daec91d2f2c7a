import type { RowDescription } from '../../../collections/offline-collection';
import type { OutboxRow } from '../../../db/database';

/** An outbox row of the member with what it would change, as the sync panel describes it. */
export interface DescribedRow {
  row: OutboxRow;
  description: RowDescription;
}

/**
 * Why a row keeps the day open:
 * - waiting: never sent yet;
 * - sending: sent, the server's answer has not arrived (it may hold it already, or not);
 * - retrying: a send failed (no answer, or a server error) and will be tried again;
 * - conflict: another device changed the record first; the member decides in the sync panel;
 * - refused: the server refused the change; the member corrects or drops it.
 */
export type HoldReason = 'waiting' | 'sending' | 'retrying' | 'conflict' | 'refused';

export interface HeldRow {
  key: string;
  description: RowDescription;
  reason: HoldReason;
  /** The server's text or the failure, when there is one. */
  error: string | null;
}

/** The day can be sealed (ask the server for its receipt), or why not. */
export type SealCheck =
  | { ok: true }
  | {
      ok: false;
      /** No connection: the receipt comes from the server, so the seal needs one even with nothing pending. */
      offline: boolean;
      /** Marks (votes) not on the server yet, each with its voter and reason. */
      marks: HeldRow[];
      /** The member's other changes still on the device (a profile edit, a referral…). */
      others: HeldRow[];
    };

const MARK_ACTIONS: ReadonlySet<string> = new Set(['voteConfirm', 'voteRemove']);

export function holdReason(row: OutboxRow): HoldReason {
  if (row.state === 'attention') return row.attentionStatus === 409 ? 'conflict' : 'refused';
  if (row.sentVersion !== null) return 'sending';
  return row.attempts > 0 ? 'retrying' : 'waiting';
}

/**
 * The seal's rule: nothing of the member may still be on the device only (pending or needing
 * attention, of any kind: the day is closed with nothing left behind), and the server must be
 * reachable. Rows are listed oldest first, marks apart from the rest.
 */
export function checkSeal(rows: readonly DescribedRow[], online: boolean): SealCheck {
  if (online && rows.length === 0) return { ok: true };
  const held = [...rows]
    .sort((a, b) => a.row.createdAt - b.row.createdAt || (a.row.key < b.row.key ? -1 : 1))
    .map(({ row, description }): HeldRow => ({ key: row.key, description, reason: holdReason(row), error: row.lastError }));
  return {
    ok: false,
    offline: !online,
    marks: held.filter((h) => MARK_ACTIONS.has(h.description.action)),
    others: held.filter((h) => !MARK_ACTIONS.has(h.description.action)),
  };
}

/** Rows a foreground sync may still send: everything not waiting for the member. */
export function stillSending(rows: readonly Pick<OutboxRow, 'state'>[]): boolean {
  return rows.some((row) => row.state === 'pending');
}
