import Dexie from 'dexie';
import type { TerrenDb } from '../../db/database';
import { META_KEYS } from '../../db/meta-keys';
import type { MemberSyncCounts, SyncStatus } from '../sync-status';

export type StoredSyncStatus = Pick<SyncStatus, 'members' | 'lastSyncAt' | 'authRequired' | 'storagePersisted'>;

/**
 * The part of the status that lives in IndexedDB, as one consistent snapshot: a single readonly
 * transaction (one instead of seven, each of which a drain's writes would queue behind), index
 * counts and an index `first()` only, never a row list. Counting an index range still walks its
 * keys, so callers re-run it at a bounded pace (see watch-sync-status.ts), not per change.
 */
export function readStoredSyncStatus(db: TerrenDb): Promise<StoredSyncStatus> {
  return db.transaction('r', [db.outbox, db.meta, db.session], () => readInTransaction(db));
}

async function readInTransaction(db: TerrenDb): Promise<StoredSyncStatus> {
  const userIds = (await db.outbox.orderBy('userId').uniqueKeys()) as number[];
  const members = new Map<number, MemberSyncCounts>();
  for (const userId of userIds) {
    const range = (state: string) => [[userId, state, Dexie.minKey], [userId, state, Dexie.maxKey]] as const;
    const [pendingLow, pendingHigh] = range('pending');
    const [attentionLow, attentionHigh] = range('attention');
    const [pending, attention, oldest] = await Promise.all([
      db.outbox.where('[userId+state+nextAttemptAt]').between(pendingLow, pendingHigh, true, true).count(),
      db.outbox.where('[userId+state+nextAttemptAt]').between(attentionLow, attentionHigh, true, true).count(),
      db.outbox.where('[userId+state+createdAt]').between(pendingLow, pendingHigh, true, true).first(),
    ]);
    if (pending + attention > 0) members.set(userId, { pending, attention, oldestPendingAt: oldest?.createdAt ?? null });
  }
  const [lastSync, persisted, sessions] = await Promise.all([
    db.meta.get(META_KEYS.lastSyncAt),
    db.meta.get(META_KEYS.storagePersisted),
    db.session.toArray(),
  ]);
  return {
    members,
    lastSyncAt: typeof lastSync?.value === 'number' ? lastSync.value : null,
    storagePersisted: typeof persisted?.value === 'boolean' ? persisted.value : null,
    authRequired: sessions.filter((s) => s.token === null && typeof s.authRejectedAt === 'number').map((s) => s.userId),
  };
}
