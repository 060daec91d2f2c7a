import { collectionOf } from '../../collections/registry';
import { resolveKey } from '../../collections/resolve-record';
import type { RowDescription } from '../../collections/offline-collection';
import { db, type OutboxRow } from '../../db/database';
import { entityIdOf } from '../../sync/outbox-row';

export type { RowDescription } from '../../collections/offline-collection';

/** What a row would change, in terms the user recognises (the record's name when on the device). */
export async function describeRow(row: OutboxRow): Promise<RowDescription> {
  const collection = collectionOf(row.kind);
  if (!collection) return { action: 'unknown', name: null, entityId: row.key };
  const record = await collection.table(db).get([row.userId, await resolveKey(db, collection, entityIdOf(row))]);
  try {
    return collection.describe(row, record);
  } catch {
    // A malformed row is exactly what the panel must still show.
    return { action: 'unknown', name: null, entityId: row.key };
  }
}
