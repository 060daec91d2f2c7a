import type { TerrenDb } from '../db/database';
import type { DexieRecordHooks } from '../sync/adapters/dexie-store';
import { entityIdOf, type OutboxRow } from '../sync/outbox-row';
import { merge } from './collection-download';
import type { AnyCollection, CollectionRecord } from './offline-collection';
import { offlineCollections } from './registry';
import { resolveKey } from './resolve-record';
import { dropWaitingOnCreate, tablesWaitingOn } from './waiting-on-create';

/**
 * Applies `changes` to a record; one that neither side holds any more leaves the device. When the
 * server confirmed that at a known watermark, a tombstone remembers it, so a list read before the
 * delete was applied cannot bring the record back (storeDownload).
 */
async function settle(db: TerrenDb, collection: AnyCollection, id: [number, string | number], changes: Partial<CollectionRecord>, watermark: number | null): Promise<void> {
  const table = collection.table(db);
  const record = await table.get(id);
  if (!record) return;
  const changed = { ...record, ...changes };
  const next = collection.derive ? { ...changed, ...collection.derive(changed) } : changed;
  if (!collection.isGone?.(next)) {
    await table.put(next);
    return;
  }
  await table.delete(id);
  const [userId, key] = id;
  await dropWaitingOnCreate(db, collection.kind, userId, key);
  if (watermark !== null) await db.tombstones.put({ userId, kind: collection.kind, key, watermark });
}

/** The record an outbox row is about, and its table key (a local id resolved to its server id). */
async function recordOfRow(db: TerrenDb, collection: AnyCollection, row: OutboxRow): Promise<{ id: [number, string | number]; record: CollectionRecord | undefined }> {
  const id: [number, string | number] = [row.userId, await resolveKey(db, collection, entityIdOf(row))];
  return { id, record: await collection.table(db).get(id) };
}

/**
 * What an acknowledgement and a discard do to a collection's record, run by the outbox store
 * inside its own transaction. Only the record of the member who made the change is touched:
 * each member holds their own copy of their lists.
 */
export function collectionHooks(collection: AnyCollection): DexieRecordHooks {
  return {
    tables: (db) => [collection.table(db), db.localIds, db.tombstones, ...tablesWaitingOn(db, collection.kind)],
    async onAcknowledged(db, ack, _now, settled) {
      const table = collection.table(db);
      if (ack.localId !== null && collection.rekey) {
        // The create is confirmed (by this row, or by another kind's row for a record keyed like
        // it): from now on the record is known by its server id.
        const serverId = ack.createdId ?? (await db.localIds.get(ack.localId))?.serverId ?? null;
        const created = serverId === null ? undefined : await table.get([ack.userId, ack.localId]);
        if (created && serverId !== null) {
          await table.delete([ack.userId, ack.localId]);
          await table.put({ ...collection.rekey(created, serverId), outboxId: ack.localId });
        }
      }
      const key = await resolveKey(db, collection, entityIdOf(ack));
      const watermark = ack.watermark ?? null;
      // One step of several (a create sent only to learn the id a delete or an edit needs): the
      // server does not hold the desired state yet, though it may be known to hold the record.
      if (!ack.complete) {
        const held = collection.stepHolds?.(ack.desired);
        if (held !== undefined) await settle(db, collection, [ack.userId, key], collection.withServer(held, watermark ?? undefined), watermark);
        return;
      }
      // What the server answered it holds, when the kind reads it, else what was asked of it.
      const held = collection.valueOf(ack.answered ?? ack.desired);
      const changes = collection.withServer(held, watermark ?? undefined);
      // Nothing newer of the member waits: show the server's whole state, another device's part
      // too (and a copy of the record a list stored under its server id before this create's id
      // was known ends as the member's change left it).
      const shown = settled ? { ...changes, ...collection.withIntent(held) } : changes;
      await settle(db, collection, [ack.userId, key], shown, watermark);
    },
    // A conflict's answer is the server's copy as it refused: stored as a list download would store
    // it (ordered by watermark), so the member decides against it and 'keep mine' is based on it.
    async onServerCopy(db, row, { held, watermark }) {
      const { id, record } = await recordOfRow(db, collection, row);
      if (!record) return;
      const { intent, server, serverAt } = merge(collection, collection.valueOf(held), record, row, row.userId, watermark);
      await settle(db, collection, id, { ...collection.withServer(server, serverAt), ...collection.withIntent(intent) }, null);
    },
    async onDiscarded(db, row) {
      const { id, record } = await recordOfRow(db, collection, row);
      if (record) await settle(db, collection, id, collection.withIntent(collection.server(record)), null);
    },
  };
}

/** The hooks of every registered collection, by kind. */
export const registryHooks: Readonly<Record<string, DexieRecordHooks>> = Object.fromEntries(
  offlineCollections.map((collection) => [collection.kind, collectionHooks(collection)]),
);
