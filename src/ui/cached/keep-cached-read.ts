import { whenDataKey } from '../../db/at-rest/data-key';
import { db } from '../../db/database';

/**
 * How many answers a member keeps for read-only screens. Paged and searched lists store one copy
 * per page and search, so without a bound the table would grow all day; the oldest go first, and
 * the screens a member opens often are always among the newest.
 */
export const MAX_CACHED_READS_PER_MEMBER = 150;

/** Stores a fresh answer and drops the member's oldest copies beyond the bound, in one transaction. */
export async function keepCachedRead(userId: number, key: string, value: unknown, at: number, watermark: number | null = null): Promise<void> {
  // Locked: the copy is sealed under the member's key, so it waits for the password.
  await whenDataKey();
  await db.transaction('rw', db.cachedReads, async () => {
    await db.cachedReads.put({ userId, key, value, at, watermark });
    const count = await db.cachedReads.where('userId').equals(userId).count();
    if (count <= MAX_CACHED_READS_PER_MEMBER) return;
    const stamps: { key: string; at: number }[] = [];
    await db.cachedReads
      .where('userId')
      .equals(userId)
      .each((row) => stamps.push({ key: row.key, at: row.at }));
    stamps.sort((a, b) => a.at - b.at);
    const drop = stamps.slice(0, count - MAX_CACHED_READS_PER_MEMBER).map((row): [number, string] => [userId, row.key]);
    await db.cachedReads.bulkDelete(drop);
  });
}
