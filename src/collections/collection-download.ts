import { whenDataKey } from '../db/at-rest/data-key';
import { cmp, type Table } from 'dexie';
import type { OutboxRow, TerrenDb } from '../db/database';
import { listedAtKey } from '../db/meta-keys';
import { isLocalId } from '../sync/local-id';
import { entityIdOf } from '../sync/outbox-row';
import { rowKey, type CollectionRecord, type EntityKey, type OfflineCollection } from './offline-collection';

/** Records per IndexedDB transaction while storing a list: big enough to be quick, small enough to keep the UI responsive. */
export const STORE_CHUNK_SIZE = 2_000;

export type DownloadProgress = (done: number, total: number) => void;

interface Merged<V> {
  intent: V;
  server: V;
  serverAt: number | undefined;
}

/**
 * Whether what the device knows of a record at watermark `knownAt` is at least as new as a
 * download taken at `watermark` (see server/http/watermark.ts): only a greater watermark proves
 * the download saw the change. A download without a watermark (a server that sends none) is
 * taken as newer, as every download was before watermarks.
 */
export function knownSince(knownAt: number | undefined, watermark: number | null): boolean {
  return knownAt !== undefined && watermark !== null && knownAt >= watermark;
}

/**
 * The local intent of an entity during a list refresh: a pending row of this member keeps the
 * user's decision; otherwise the server's state wins. The known server state is taken from the
 * download unless an acknowledgement (or a download) at least as new already set it: the order is
 * the server's, by watermark, not the order in which the answers happened to arrive.
 */
export function merge<R extends CollectionRecord, V, I>(
  collection: OfflineCollection<R, V, I>,
  fromServer: V,
  existing: R | undefined,
  row: OutboxRow | undefined,
  userId: number,
  watermark: number | null,
): Merged<V> {
  const keepKnown = existing !== undefined && knownSince(existing.serverAt, watermark);
  const server = keepKnown ? collection.server(existing) : fromServer;
  const serverAt = keepKnown ? existing.serverAt : (watermark ?? undefined);
  const own = row !== undefined && row.userId === userId;
  const intent = !own ? server : collection.overlay ? collection.overlay(row.desired, server) : collection.valueOf(row.desired);
  // A row is kept even when the list already holds what it asks: the list may have been read
  // before the change was made (another device had the same value then, and may have changed it
  // since). Sent, it changes nothing where the server already holds it.
  return { intent, server, serverAt };
}

/**
 * Stores a member's freshly downloaded list in chunks (one transaction each), merged with their
 * pending local changes, then removes the records that left the list. A record that left the
 * list but still has an unsent change of this member stays, so the change stays explainable.
 * `watermark` is the list answer's (null: the server sent none). A record this device knows at
 * least as newly is left as it is: a delete the server confirmed after the list was read stays
 * deleted (its tombstone), a create confirmed meanwhile stays. Progress is (stored, total).
 *
 * The collection's `toRecord` may return the item itself (sent-once kinds do): each item is read
 * for its id and value first, and not used again after.
 *
 * Resolves with the records it stored, in the download's order (none when a newer list of the
 * collection is stored already).
 */
export async function storeDownload<R extends CollectionRecord, V, I>(
  db: TerrenDb,
  collection: OfflineCollection<R, V, I>,
  userId: number,
  items: readonly I[],
  watermark: number | null,
  onProgress?: DownloadProgress,
): Promise<R[]> {
  // Locked (a reload before the password, or the app lock): the records cannot be sealed yet.
  await whenDataKey();
  const table = collection.table(db);
  const { download } = collection;
  const total = items.length;
  // Two refreshes crossed: a newer list is stored already, so this one has nothing newer to say
  // about any record, and storing it would bring back what was deleted between the two reads.
  // Asked again in every transaction, since the other list may finish while this one is stored.
  const listedKey = listedAtKey(collection.kind, userId);
  const newerListStored = async (): Promise<boolean> => {
    const listedAt = await db.meta.get(listedKey);
    return watermark !== null && typeof listedAt?.value === 'number' && watermark <= listedAt.value;
  };
  if (await newerListStored()) return [];
  const createdHere = await localIdsByServerId(db, collection.localIdKind ?? collection.kind);
  // A record created here keeps its outbox row under its local id (see CollectionRecord.outboxId).
  const rowKeyOf = (key: EntityKey, record: R | undefined): string =>
    rowKey(collection, record?.outboxId ?? createdHere.get(String(key)) ?? key);
  const rowPrefix = rowKey(collection, '');
  // The list's keys, gathered chunk by chunk, so the items need not be read again at the end.
  const listed = new Set<EntityKey>();
  const stored: R[] = [];
  onProgress?.(0, total);
  let superseded = false;
  for (let start = 0; start < total && !superseded; start += STORE_CHUNK_SIZE) {
    await db.transaction('rw', table, db.outbox, db.tombstones, db.meta, async () => {
      superseded = await newerListStored();
      if (superseded) return;
      // Read in the chunk's own transaction: a delete confirmed while the list was being stored
      // (its record gone, its tombstone written) is seen here, never half.
      const tombstones = await tombstonesOf(db, userId, collection.kind);
      let chunk = items.slice(start, start + STORE_CHUNK_SIZE);
      if (tombstones.size > 0) chunk = chunk.filter((item) => !knownSince(tombstones.get(String(download.entityId(item))), watermark));
      chunk = await withoutUnansweredCreates(table, userId, chunk, download);
      const ids = chunk.map((item) => download.entityId(item));
      for (const id of ids) listed.add(id);
      const existing = await storedUnder(table, userId, ids);
      // Most downloads meet no pending change of this kind: one count instead of a read per key,
      // and no outbox key is made for any of them.
      const anyRow = (await db.outbox.where(':id').startsWith(rowPrefix).count()) > 0;
      const keys = anyRow ? ids.map((id, i) => rowKeyOf(id, existing[i])) : [];
      const rows = anyRow ? await db.outbox.bulkGet(keys) : [];
      const records: R[] = [];
      chunk.forEach((item, i) => {
        const state = merge(collection, download.value(item), existing[i], rows[i], userId, watermark);
        const record = download.toRecord(item, userId, state);
        // A change made while the record had its local id stays under it: remember where.
        const underLocalId = rows[i] !== undefined && keys[i] !== rowKey(collection, ids[i] ?? '');
        const outboxId = existing[i]?.outboxId ?? (underLocalId ? entityIdOf({ key: keys[i] ?? '', kind: collection.kind }) : undefined);
        records.push(outboxId === undefined ? record : { ...record, outboxId });
      });
      await table.bulkPut(records);
      for (const record of records) stored.push(record);
    });
    onProgress?.(Math.min(start + STORE_CHUNK_SIZE, total), total);
  }
  // Keys compare as text, as they did when every key was turned into one: built only if needed.
  let listedText: Set<string> | undefined;
  const isListed = (key: EntityKey) => listed.has(key) || (listedText ??= new Set([...listed].map(String))).has(String(key));
  if (superseded) return [];
  await db.transaction('rw', table, db.outbox, db.tombstones, db.meta, async () => {
    if (await newerListStored()) return;
    if (watermark !== null) await db.meta.put({ key: listedKey, value: watermark });
    // The list is newer than these deletes: it no longer needs telling that they happened.
    if (watermark !== null) {
      await db.tombstones
        .where('[userId+kind]')
        .equals([userId, collection.kind])
        .filter((tombstone) => tombstone.watermark < watermark)
        .delete();
    }
    // Every listed record was just stored, so as many records as listed keys means none is left
    // over: a first download then reads no key back.
    const held = table.where('userId').equals(userId);
    if ((await held.count()) === listed.size) return;
    const stale: [number, EntityKey][] = [];
    for (const [, key] of await held.primaryKeys()) {
      if (isListed(key)) continue;
      const record = await table.get([userId, key]);
      // Known at least as newly as this list (a create confirmed meanwhile): newer news.
      if (knownSince(record?.serverAt, watermark)) continue;
      if ((await db.outbox.get(rowKeyOf(key, record)))?.userId !== userId) stale.push([userId, key]);
    }
    await table.bulkDelete(stale);
  });
  return stored;
}

/**
 * The chunk without the items this device still holds under the local id they were created with:
 * the create's answer was lost, so the server has the record and this device does not know its
 * id yet. Stored under the server id too, it would be listed twice, and a change of that second
 * copy would be a second outbox row for one record (the server keeps only one device order per
 * record, so one change would be dropped). The record under its local id stands for it until the
 * create's repeat is answered and moves it to the server id; a copy stored by an earlier list is
 * removed as no longer listed.
 */
async function withoutUnansweredCreates<R, I>(table: Table<R, [number, EntityKey]>, userId: number, chunk: I[], download: { clientRef?(item: I): string | null }): Promise<I[]> {
  if (!download.clientRef) return chunk;
  const refs = chunk.map((item) => download.clientRef?.(item) ?? null);
  const asked = refs.filter((ref): ref is string => ref !== null && isLocalId(ref));
  if (asked.length === 0) return chunk;
  const held = await table.bulkGet(asked.map((ref): [number, EntityKey] => [userId, ref]));
  const heldRefs = new Set(asked.filter((_, i) => held[i] !== undefined));
  return heldRefs.size === 0 ? chunk : chunk.filter((_, i) => !heldRefs.has(refs[i] ?? ''));
}

/** The watermark of each of this kind's confirmed deletes still remembered, by entity key as text. */
async function tombstonesOf(db: TerrenDb, userId: number, kind: string): Promise<Map<string, number>> {
  const rows = await db.tombstones.where('[userId+kind]').equals([userId, kind]).toArray();
  return new Map(rows.map((row) => [String(row.key), row.watermark]));
}

/**
 * The member's records stored under `ids` (undefined where none is). A first download finds the
 * key range empty: one count then answers for the whole chunk instead of a read per id.
 */
async function storedUnder<R>(table: Table<R, [number, EntityKey]>, userId: number, ids: readonly EntityKey[]): Promise<(R | undefined)[]> {
  const [first] = ids;
  if (first === undefined) return [];
  let low = first;
  let high = first;
  for (const id of ids) {
    if (cmp(id, low) < 0) low = id;
    if (cmp(id, high) > 0) high = id;
  }
  const inRange = await table.where(':id').between([userId, low], [userId, high], true, true).count();
  return inRange === 0 ? [] : table.bulkGet(ids.map((id): [number, EntityKey] => [userId, id]));
}

/** The server id → local id map of this kind's records created on the device. */
async function localIdsByServerId(db: TerrenDb, kind: string): Promise<Map<string, string>> {
  const rows = await db.localIds.filter((row) => row.kind === kind).toArray();
  return new Map(rows.map((row) => [row.serverId, row.localId]));
}
