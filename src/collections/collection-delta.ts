import { whenDataKey } from '../db/at-rest/data-key';
import type { TerrenDb } from '../db/database';
import { listCursorKey, listedAtKey } from '../db/meta-keys';
import { merge } from './collection-download';
import { rowKey, type CollectionRecord, type EntityKey, type OfflineCollection } from './offline-collection';

/**
 * Delta sync: a list answer carries a cursor (src/contract/voting-day.ts), and the next download
 * asks only for what changed since it. The cursor stored is always that of the answer with the
 * greatest watermark stored so far, kept beside it: answers can be stored out of the order they
 * were read in, and the merge keeps per record the newest by watermark, so the device's records
 * hold everything before the cursor of the newest answer, not necessarily of the last one stored.
 */
interface StoredCursor {
  cursor: string;
  watermark: number;
}

function storedCursorOf(value: unknown): StoredCursor | null {
  if (typeof value !== 'object' || value === null) return null;
  const { cursor, watermark } = value as Partial<StoredCursor>;
  return typeof cursor === 'string' && typeof watermark === 'number' ? { cursor, watermark } : null;
}

/** The cursor to ask `?since=` with, or null: download the whole list. */
export async function storedCursor(db: TerrenDb, kind: string, userId: number): Promise<string | null> {
  return storedCursorOf((await db.meta.get(listCursorKey(kind, userId)))?.value)?.cursor ?? null;
}

/**
 * Remembers an answer's cursor unless a newer answer's is stored, or a newer whole list is (it is
 * about to store its own). Without a watermark an answer cannot be placed: its cursor is dropped,
 * and the next download is whole. Call inside a transaction on `db.meta` or on its own.
 */
export async function noteCursor(db: TerrenDb, kind: string, userId: number, cursor: string | undefined, watermark: number | null): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const key = listCursorKey(kind, userId);
    if (cursor === undefined || watermark === null) {
      await db.meta.delete(key);
      return;
    }
    const [held, listed] = await Promise.all([db.meta.get(key), db.meta.get(listedAtKey(kind, userId))]);
    const known = storedCursorOf(held?.value);
    if (known !== null && known.watermark >= watermark) return;
    if (typeof listed?.value === 'number' && listed.value > watermark) return;
    await db.meta.put({ key, value: { cursor, watermark } satisfies StoredCursor });
  });
}

/** One change of a delta: a record's key and the value the server now holds. */
export interface DeltaChange<V> {
  key: EntityKey;
  value: V;
}

/** What storeDelta did: stored; dropped as older than the newest whole list; or not stored because a record it names is not on the device (download the list whole). */
export type DeltaOutcome = 'stored' | 'older' | 'missing';

/**
 * Stores a delta (records' new server values) as a list download merges them (storeDownload's
 * `merge`: a pending change of this member keeps their intent, a record known at least as newly
 * keeps its value) and remembers its cursor, in one transaction: a cursor is never ahead of the
 * records. A delta read before the newest whole list stored is dropped, cursor and all: that list
 * already says at least as much. A delta naming a record the device does not hold changes nothing
 * (a change carries no more than the value, so the record cannot be made from it).
 */
export async function storeDelta<R extends CollectionRecord, V, I>(
  db: TerrenDb,
  collection: OfflineCollection<R, V, I>,
  userId: number,
  changes: readonly DeltaChange<V>[],
  watermark: number | null,
  cursor: string,
): Promise<DeltaOutcome> {
  await whenDataKey();
  const table = collection.table(db);
  return db.transaction('rw', table, db.outbox, db.meta, async (): Promise<DeltaOutcome> => {
    const listed = (await db.meta.get(listedAtKey(collection.kind, userId)))?.value;
    if (watermark === null || (typeof listed === 'number' && listed >= watermark)) return 'older';
    if (changes.length > 0) {
      const existing = await table.bulkGet(changes.map((change): [number, EntityKey] => [userId, change.key]));
      const held = existing.filter((record): record is R => record !== undefined);
      if (held.length < changes.length) return 'missing';
      // A record created here keeps its outbox row under its local id (see CollectionRecord.outboxId).
      const rows = await db.outbox.bulkGet(held.map((record, i) => rowKey(collection, record.outboxId ?? changes[i]?.key ?? '')));
      const records = held.map((record, i) => {
        const { intent, server, serverAt } = merge(collection, changes[i]!.value, record, rows[i], userId, watermark);
        return { ...record, ...collection.withIntent(intent), ...collection.withServer(server, serverAt) };
      });
      await table.bulkPut(records);
    }
    await noteCursor(db, collection.kind, userId, cursor, watermark);
    return 'stored';
  });
}
