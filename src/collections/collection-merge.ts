import type { TerrenDb } from '../db/database';
import { merge } from './collection-download';
import { rowKey, type CollectionRecord, type OfflineCollection } from './offline-collection';

/**
 * Stores part of a member's records fresh from the server (one task's participants, one
 * assignment) without touching the rest, merged as storeDownload merges a whole list: a pending
 * change of this member keeps their intent, and an acknowledgement at least as new as the fetch's
 * watermark keeps its value.
 */
export async function storeFetched<R extends CollectionRecord, V, I>(
  db: TerrenDb,
  collection: OfflineCollection<R, V, I>,
  userId: number,
  items: readonly I[],
  watermark: number | null,
): Promise<void> {
  const table = collection.table(db);
  const { download } = collection;
  await db.transaction('rw', table, db.outbox, async () => {
    for (const item of items) {
      const id = download.entityId(item);
      const existing = await table.get([userId, id]);
      const row = await db.outbox.get(rowKey(collection, id));
      // The list refresh's rule; a part never drops the member's row, the next change or ack settles it.
      const { intent, server, serverAt } = merge(collection, download.value(item), existing, row, userId, watermark);
      await table.put(download.toRecord(item, userId, { intent, server, serverAt }));
    }
  });
}
