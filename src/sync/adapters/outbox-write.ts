import Dexie from 'dexie';
import { planWrite, type LocalChange, type RowPlan } from '../outbox-rules';
import type { OutboxRow } from '../outbox-row';
import type { TerrenDb } from '../../db/database';
import { META_KEYS } from '../../db/meta-keys';

/** What folding a change into the outbox needs to know: the entity's row and the device's last change number. */
export interface OutboxSlot {
  key: string;
  existing: OutboxRow | undefined;
  lastSeq: unknown;
}

/**
 * Reads the slot of row `key`. Both reads go out at once, so a caller that also reads its record
 * (setIntent) waits for one round trip instead of one per read: at a phone's speed each round trip
 * is a task behind whatever else the page is doing. Call it inside the write's transaction.
 */
export async function readOutboxSlot(db: TerrenDb, key: string): Promise<OutboxSlot> {
  const [existing, last] = await Promise.all([db.outbox.get(key), db.meta.get(META_KEYS.changeSeq)]);
  return { key, existing, lastSeq: last?.value };
}

let wake: (() => void) | null = null;

/**
 * Who to wake once a transaction that queued a change has committed: the page's sync runtime.
 * One write path: the write itself asks for the send, so no caller can forget to, and nothing is
 * asked before the change is durable (a transaction that fails wakes no one).
 */
export function wakeOnOutboxCommit(listener: (() => void) | null): void {
  wake = listener;
}

const recorders = new Set<(key: string) => void>();

/**
 * Tells `record` the key of every row a local change touches from now on, until the returned stop
 * is called: a screen learns which rows its save left, also when the change was folded into a row
 * already waiting (ui/honest-save).
 */
export function recordOutboxKeys(record: (key: string) => void): () => void {
  recorders.add(record);
  return () => recorders.delete(record);
}

/** The device's last change number from its stored value (meta changeSeq); 0 before the first change. */
export function lastChangeSeq(stored: unknown): number {
  return typeof stored === 'number' && Number.isSafeInteger(stored) ? stored : 0;
}

/**
 * Folds a local change into a slot read in the same transaction (see planWrite) and issues the
 * writes together: the row (put or delete) and the next number of the device-wide change
 * sequence (gaps are harmless; going back never happens), which is `seq`, also when the row is
 * left as it was. `written` settles when both are done.
 */
export function writeOutboxSlot(
  db: TerrenDb,
  slot: OutboxSlot,
  change: LocalChange,
  serverHolds: boolean,
  now: number,
): { plan: RowPlan; seq: number; written: Promise<unknown> } {
  if (slot.key !== change.key) throw new Error(`outbox slot ${slot.key} read for change ${change.key}`);
  const seq = lastChangeSeq(slot.lastSeq) + 1;
  for (const record of recorders) record(change.key);
  const plan = planWrite(slot.existing, change, serverHolds, now, seq);
  const writes: Promise<unknown>[] = [db.meta.put({ key: META_KEYS.changeSeq, value: seq })];
  if (plan.action === 'delete') writes.push(db.outbox.delete(change.key));
  else if (plan.action === 'put') writes.push(db.outbox.put(plan.row));
  const written = Promise.all(writes);
  if (plan.action === 'put') {
    const transaction = Dexie.currentTransaction;
    // The runtime's drain waits a moment anyway (WRITE_DEBOUNCE_MS), so a wake once the writes
    // are done is as good when no transaction is in view; a drain that finds nothing is harmless.
    if (transaction) transaction.on('complete', () => wake?.());
    else void written.then(() => wake?.(), () => undefined);
  }
  return { plan, seq, written };
}

/**
 * Folds a local change into the outbox (see planWrite). Call it INSIDE the transaction that
 * writes the record itself, with `db.outbox` and `db.meta` in its scope: the record, its row and
 * the device's change sequence then commit or fail together, so no change goes untracked.
 */
export async function writeOutboxChange(db: TerrenDb, change: LocalChange, serverHolds: boolean, now: number): Promise<RowPlan> {
  const { plan, written } = writeOutboxSlot(db, await readOutboxSlot(db, change.key), change, serverHolds, now);
  await written;
  return plan;
}

/** The state of an entity's outbox row once a plan is applied to it; null when it has none (nothing to send). */
export function rowStateAfter(plan: RowPlan, existing: OutboxRow | undefined): OutboxRow['state'] | null {
  if (plan.action === 'put') return plan.row.state;
  if (plan.action === 'delete') return null;
  return existing?.state ?? null;
}
