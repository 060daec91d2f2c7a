import type { Table } from 'dexie';
import type { TerrenDb } from '../db/database';
import type { KindSpec } from '../sync/kinds/kind-spec';
import type { OutboxRow } from '../sync/outbox-row';
import type { CollectionRecord, EntityKey, OfflineCollection, RowDescription } from './offline-collection';

/** A record the member creates on this device that the server never sends back into its table. */
export interface SentOnceRecord extends CollectionRecord {
  /** A local id (`local-…`), sent as the record's client_ref. */
  key: string;
  /** False once the member discarded it. */
  exists: boolean;
  sent: boolean;
}

/**
 * The collection of such records (a comment, a document): the value is "exists", and a record
 * leaves the device once the server has it (the screen then shows the server's copy) or once the
 * member discards it. Nothing is ever downloaded into its table.
 */
export function sentOnceCollection<R extends SentOnceRecord>(options: {
  spec: KindSpec;
  table: (db: TerrenDb) => Table<R, [number, EntityKey]>;
  /** Throws when a row's desired state is malformed. */
  check: (desired: unknown) => void;
  describe: (row: OutboxRow, record: R | undefined) => RowDescription;
}): OfflineCollection<R, boolean, R> {
  return {
    kind: options.spec.kind,
    spec: options.spec,
    table: options.table,
    keyOf: (entityId) => entityId,
    valueOf: (desired) => {
      options.check(desired);
      return true;
    },
    intent: (record) => record.exists,
    server: (record) => record.sent,
    withIntent: (exists) => ({ exists }) as Partial<R>,
    withServer: (sent, at) => ({ sent, serverAt: at }) as Partial<R>,
    isGone: (record) => record.sent || !record.exists,
    download: {
      entityId: (item) => item.key,
      value: (item) => item.sent,
      toRecord: (item) => item,
    },
    describe: options.describe,
  };
}
