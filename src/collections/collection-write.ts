import type { TerrenDb } from '../db/database';
import { writeOutboxChange } from '../db/outbox-write';
import { isLocalId } from '../sync/local-id';
import { sameDesired } from '../sync/outbox-row';
import { recordRowKey, type CollectionRecord, type EntityKey, type OfflineCollection } from './offline-collection';
import { resolveKey } from './resolve-record';

/**
 * Records the user's decision on one entity: the record and its outbox row (holding `desired`,
 * the state the server should end up with) are written in ONE transaction. Throws, writing
 * nothing, on IndexedDB or quota errors, or when the entity is not on this device. The caller
 * then asks for a sync. `entityId` may be a local id whose create the server has since confirmed.
 */
export async function setIntent<R extends CollectionRecord, V, I> (
  db: TerrenDb,
  collection: OfflineCollection<R, V, I>,
  userId: number,
  entityId: EntityKey,
  desired: unknown,
): Promise<void> {
  const value = collection.valueOf(desired);
  const table = collection.table(db);
  await db.transaction('rw', [table, db.outbox, db.meta, db.localIds], async () => {
    let key = await resolveKey(db, collection, String(entityId));
    let record = await table.get([userId, key]);
    if (!record && isLocalId(String(entityId))) {
      // Keyed like another kind's record whose create is confirmed, before its own row was sent.
      key = collection.keyOf(String(entityId));
      record = await table.get([userId, key]);
    }
    if (!record) throw new Error(`${collection.kind} ${entityId} is not on this device`);
    const outboxKey = recordRowKey(collection, key, record);
    const full = collection.rebase ? collection.rebase(desired, record, await db.outbox.get(outboxKey)) : desired;
    const changes = collection.withIntent(value);
    await table.update([userId, key], (stored) => void Object.assign(stored, changes));
    if (collection.isGone?.({ ...record, ...changes })) await table.delete([userId, key]);
    const change = { key: outboxKey, kind: collection.kind, userId, desired: full };
    await writeOutboxChange(db, change, sameDesired(value, collection.server(record)), Date.now());
  });
}
