import type { TerrenDb } from '../db/database';
import { isLocalId } from '../sync/local-id';
import type { CollectionRecord, EntityKey, OfflineCollection } from './offline-collection';

/**
 * The table key of an entity named by `entityId`. A record created here is first keyed by its
 * local id and then by its server id; a screen, a row or a hook may still hold the local id, so
 * it is looked up in the local → server id map. Call inside a transaction that includes
 * `db.localIds` when the collection creates records.
 */
export async function resolveKey<R extends CollectionRecord, V, I> (
  db: TerrenDb,
  collection: OfflineCollection<R, V, I>,
  entityId: string,
): Promise<EntityKey> {
  if (!isLocalId(entityId)) return collection.keyOf(entityId);
  const mapped = await db.localIds.get(entityId);
  return collection.keyOf(mapped?.serverId ?? entityId);
}
