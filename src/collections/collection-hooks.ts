import type { DexieRecordHooks } from '../sync/adapters/dexie-store';
import { entityIdOf } from '../sync/outbox-row';
import type { AnyCollection } from './offline-collection';
import { offlineCollections } from './registry';

/**
 * What an acknowledgement and a discard do to a collection's record, run by the outbox store
 * inside its own transaction. Only the record of the member who made the change is touched:
 * each member holds their own copy of their lists.
 */
export function collectionHooks(collection: AnyCollection): DexieRecordHooks {
  return {
    tables: (db) => [collection.table(db)],
    async onAcknowledged(db, ack, now) {
      await collection.table(db).update([ack.userId, Number(entityIdOf(ack))], collection.withServer(collection.valueOf(ack.desired), now));
    },
    async onDiscarded(db, row) {
      const id: [number, number] = [row.userId, Number(entityIdOf(row))];
      const record = await collection.table(db).get(id);
      if (record) await collection.table(db).update(id, collection.withIntent(collection.server(record)));
    },
  };
}

/** The hooks of every registered collection, by kind. */
export const registryHooks: Readonly<Record<string, DexieRecordHooks>> = Object.fromEntries(
  offlineCollections.map((collection) => [collection.kind, collectionHooks(collection)]),
);
