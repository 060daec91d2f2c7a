import type { TerrenDb } from '../db/database';
import { writeOutboxChange } from '../sync/adapters/outbox-write';
import { newLocalId } from '../sync/local-id';
import { rowKey, type CollectionRecord, type OfflineCollection } from './offline-collection';

/**
 * A record the member creates on this device: stored under a fresh local id with its outbox row
 * (the create) in ONE transaction. Edits before it is sent fold into the same row, and a delete
 * before it is sent leaves nothing to send (see planWrite). Returns the local id.
 */
export async function createRecord<R extends CollectionRecord, V, I>(
  db: TerrenDb,
  collection: OfflineCollection<R, V, I>,
  userId: number,
  build: (localId: string) => R,
  desired: unknown,
): Promise<string> {
  collection.valueOf(desired);
  const localId = newLocalId();
  const table = collection.table(db);
  await db.transaction('rw', table, db.outbox, db.meta, async () => {
    await table.add(build(localId));
    await writeOutboxChange(db, { key: rowKey(collection, localId), kind: collection.kind, userId, desired }, false, Date.now());
  });
  return localId;
}
