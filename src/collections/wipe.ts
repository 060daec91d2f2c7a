import type { TerrenDb } from '../db/database';
import { offlineCollections, memberTables } from './registry';

/**
 * Sign-out on a shared phone: every record the member downloaded goes (each collection's table,
 * and the member's other lists), so the next person to sign in on this browser cannot read them.
 * The outbox is left alone: an unsent change leaves only when its member signs in again, and a
 * row holds no more than its request needs. The exception is a row with a file (a document not
 * uploaded yet): a file is the member's own content, so it goes, and its row with it (it could
 * never be sent without it). The next sign-in downloads the lists again.
 */
export async function wipeMemberRecords(db: TerrenDb, userId: number): Promise<void> {
  const names = [...offlineCollections.map((c) => c.table(db).name), ...memberTables(db)];
  await db.transaction('rw', [...names, db.meta.name, db.outbox.name, db.outboxFiles.name], async () => {
    for (const name of names) await db.table(name).where('userId').equals(userId).delete();
    await db.meta.filter((row) => row.key.startsWith('downloadedAt:') && row.key.endsWith(`:${userId}`)).delete();
    const fileKeys = await db.outboxFiles.where('userId').equals(userId).primaryKeys();
    await db.outbox.bulkDelete(fileKeys);
    await db.outboxFiles.bulkDelete(fileKeys);
  });
}
