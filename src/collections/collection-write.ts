import type { TerrenDb } from '../db/database';
import { writeOutboxChange } from '../db/outbox-write';
import { sameDesired } from '../sync/outbox-row';
import { rowKey, type CollectionRecord, type OfflineCollection } from './offline-collection';

/**
 * Records the user's decision on one entity: the record and its outbox row (holding `desired`,
 * the state the server should end up with) are written in ONE transaction. Throws, writing
 * nothing, on IndexedDB or quota errors, or when the entity is not on this device. The caller
 * then asks for a sync.
 */
export async function setIntent<R extends CollectionRecord, V, I>(
  db: TerrenDb,
  collection: OfflineCollection<R, V, I>,
  userId: number,
  entityId: number,
  desired: unknown,
): Promise<void> {
  const value = collection.valueOf(desired);
  const table = collection.table(db);
  await db.transaction('rw', table, db.outbox, db.meta, async () => {
    const record = await table.get([userId, entityId]);
    if (!record) throw new Error(`${collection.kind} ${entityId} is not on this device`);
    const changes = collection.withIntent(value);
    await table.update([userId, entityId], (stored) => void Object.assign(stored, changes));
    const change = { key: rowKey(collection, entityId), kind: collection.kind, userId, desired };
    await writeOutboxChange(db, change, sameDesired(value, collection.server(record)), Date.now());
  });
}
