import type { TerrenDb } from '../db/database';
import { readOutboxSlot, rowStateAfter, writeOutboxSlot } from '../sync/adapters/outbox-write';
import { isLocalId } from '../sync/local-id';
import { sameDesired, type OutboxRowState } from '../sync/outbox-row';
import { recordRowKey, rowKey, type CollectionRecord, type EntityKey, type OfflineCollection } from './offline-collection';
import { resolveKey } from './resolve-record';
import { dropWaitingOnCreate, tablesWaitingOn } from './waiting-on-create';

/**
 * Records the user's decision on one entity: the record and its outbox row (holding `desired`,
 * the state the server should end up with) are written in ONE transaction. Throws, writing
 * nothing, on IndexedDB or quota errors, or when the entity is not on this device. Its commit
 * wakes the sync runtime (wakeOnOutboxCommit). `entityId` may be a local id whose create the
 * server has since confirmed.
 */
export async function setIntent<R extends CollectionRecord, V, I> (
  db: TerrenDb,
  collection: OfflineCollection<R, V, I>,
  userId: number,
  entityId: EntityKey,
  desired: unknown,
): Promise<void> {
  await writeIntent(db, collection, userId, entityId, desired);
}

/**
 * What a committed write left: the entity's outbox state ('pending', or null when nothing is left
 * to send) and the device change number the write took (OutboxRow.seq). A screen that shows the
 * state before it next reads the outbox can tell, by that number, which later read includes the
 * write and so replaces what it showed: the row may be sent and acknowledged in between.
 */
export interface WrittenIntent {
  state: OutboxRowState | null;
  seq: number;
}

/**
 * setIntent, resolving once the transaction has committed with what it left (WrittenIntent), so a
 * screen can show the row's mark without reading it back.
 *
 * A tap waits for this, so its reads go out together and so do its writes: the record, the row it
 * most likely owns and the change sequence in one round trip, then the record, the row and the
 * sequence. (Sequential awaits took eight round trips, each a task behind whatever else the page
 * was doing at the time.)
 */
export async function writeIntent<R extends CollectionRecord, V, I> (
  db: TerrenDb,
  collection: OfflineCollection<R, V, I>,
  userId: number,
  entityId: EntityKey,
  desired: unknown,
): Promise<WrittenIntent> {
  const table = collection.table(db);
  const id = String(entityId);
  return db.transaction('rw', [table, db.outbox, db.meta, db.localIds, ...tablesWaitingOn(db, collection.kind)], async () => {
    let key = await resolveKey(db, collection, id);
    const [found, guessed] = await Promise.all([table.get([userId, key]), readOutboxSlot(db, rowKey(collection, key))]);
    let record: R | undefined = found;
    let slot = guessed;
    if (!record && isLocalId(id)) {
      // Keyed like another kind's record whose create is confirmed, before its own row was sent.
      key = collection.keyOf(id);
      record = await table.get([userId, key]);
    }
    if (!record) throw new Error(`${collection.kind} ${entityId} is not on this device`);
    // A record created here keeps its row under the local id (outboxId).
    const outboxKey = recordRowKey(collection, key, record);
    if (outboxKey !== slot.key) slot = await readOutboxSlot(db, outboxKey);
    const full = collection.rebase ? collection.rebase(desired, record, slot.existing) : desired;
    // From the rebased change: a form's save (fromForm) keeps the fields a download changed meanwhile.
    const value = collection.valueOf(full);
    const intended: R = { ...record, ...collection.withIntent(value) };
    const updated: R = collection.derive ? { ...intended, ...collection.derive(intended) } : intended;
    const change = { key: outboxKey, kind: collection.kind, userId, desired: full };
    const { plan, seq, written } = writeOutboxSlot(db, slot, change, sameDesired(value, collection.server(record)), Date.now());
    // A record created here and deleted before its create went out takes what waits on it along.
    const gone = collection.isGone?.(updated) === true;
    await Promise.all([gone ? table.delete([userId, key]) : table.put(updated), written, gone ? dropWaitingOnCreate(db, collection.kind, userId, key) : undefined]);
    return { state: rowStateAfter(plan, slot.existing), seq };
  });
}
