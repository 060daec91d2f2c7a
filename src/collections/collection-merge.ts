import type { TerrenDb } from '../db/database';
import { rowKey, type CollectionRecord, type OfflineCollection } from './offline-collection';

/**
 * Stores part of a member's records fresh from the server (one task's participants, one
 * assignment) without touching the rest, as storeDownload does for a whole list: a pending change
 * of this member keeps their intent, and an acknowledgement newer than the fetch keeps its value.
 */
export async function storeFetched<R extends CollectionRecord, V, I>(
  db: TerrenDb,
  collection: OfflineCollection<R, V, I>,
  userId: number,
  items: readonly I[],
  fetchStartedAt: number,
): Promise<void> {
  const table = collection.table(db);
  const { download } = collection;
  await db.transaction('rw', table, db.outbox, async () => {
    for (const item of items) {
      const id = download.entityId(item);
      const existing = await table.get([userId, id]);
      const row = await db.outbox.get(rowKey(collection, id));
      const ackIsNewer = existing?.serverAt !== undefined && existing.serverAt > fetchStartedAt;
      const server = ackIsNewer ? collection.server(existing) : download.value(item);
      const serverAt = ackIsNewer && existing.serverAt !== undefined ? existing.serverAt : fetchStartedAt;
      const intent = row?.userId === userId ? collection.valueOf(row.desired) : server;
      await table.put(download.toRecord(item, userId, { intent, server, serverAt }));
    }
  });
}
