import type { TerrenDb } from '../db/database';
import type { DexieRecordHooks } from '../sync/adapters/dexie-store';
import { entityIdOf } from '../sync/outbox-row';
import type { AnyCollection, CollectionRecord } from './offline-collection';
import { offlineCollections } from './registry';
import { resolveKey } from './resolve-record';

async function settle(db: TerrenDb, collection: AnyCollection, id: [number, string | number], changes: Partial<CollectionRecord>): Promise<void> {
  const table = collection.table(db);
  const record = await table.get(id);
  if (!record) return;
  const next = { ...record, ...changes };
  if (collection.isGone?.(next)) await table.delete(id);
  else await table.put(next);
}

/**
 * What an acknowledgement and a discard do to a collection's record, run by the outbox store
 * inside its own transaction. Only the record of the member who made the change is touched:
 * each member holds their own copy of their lists.
 */
export function collectionHooks(collection: AnyCollection): DexieRecordHooks {
  return {
    tables: (db) => [collection.table(db), db.localIds],
    async onAcknowledged(db, ack, now) {
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
      // One step of several (a create sent only to learn the id a delete needs): the server does
      // not hold the desired state yet.
      if (!ack.complete) return;
      await settle(db, collection, [ack.userId, key], collection.withServer(collection.valueOf(ack.desired), now));
    },
    async onDiscarded(db, row) {
      const id: [number, string | number] = [row.userId, await resolveKey(db, collection, entityIdOf(row))];
      const record = await collection.table(db).get(id);
      if (record) await settle(db, collection, id, collection.withIntent(collection.server(record)));
    },
  };
}

/** The hooks of every registered collection, by kind. */
export const registryHooks: Readonly<Record<string, DexieRecordHooks>> = Object.fromEntries(
  offlineCollections.map((collection) => [collection.kind, collectionHooks(collection)]),
);
