import { describeOutboxRow } from '../../collections/describe-row';
import type { RowDescription } from '../../collections/offline-collection';
import { db, type OutboxRow } from '../../db/database';

export type { RowDescription } from '../../collections/offline-collection';

/** What a row would change, in terms the user recognises (the record's name when on the device). */
export function describeRow(row: OutboxRow): Promise<RowDescription> {
  return describeOutboxRow(db, row);
}
