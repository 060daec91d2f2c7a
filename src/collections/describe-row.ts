import type { TerrenDb, OutboxRow } from '../db/database';
import { entityIdOf } from '../sync/outbox-row';
import type { RowDescription } from './offline-collection';
import { collectionOf } from './registry';
import { resolveKey } from './resolve-record';

/**
 * What a row would change, in terms the user recognises (the record's name when on the device):
 * the sync panel's list and the day seal's refusal say it the same way.
 */
export async function describeOutboxRow(db: TerrenDb, row: OutboxRow): Promise<RowDescription> {
  const collection = collectionOf(row.kind);
  if (!collection) return { action: 'unknown', name: null, entityId: row.key };
  const record = await collection.table(db).get([row.userId, await resolveKey(db, collection, entityIdOf(row))]);
  try {
    return collection.describe(row, record);
  } catch {
    // A malformed row is exactly what the member must still be shown.
    return { action: 'unknown', name: null, entityId: row.key };
  }
}
