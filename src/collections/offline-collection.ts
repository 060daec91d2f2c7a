import type { Table } from 'dexie';
import type { TerrenDb } from '../db/database';
import type { KindSpec } from '../sync/kinds/kind-spec';
import type { OutboxRow } from '../sync/outbox-row';

/** Every record of an offline collection: one member's copy, keyed [userId, entity id]. */
export interface CollectionRecord {
  userId: number;
  /**
   * Epoch ms of the newest server knowledge from an acknowledgement. A download that started
   * earlier must not overwrite it with its older copy.
   */
  serverAt?: number;
}

/** How the sync panel names a row, in the user's terms. */
export interface RowDescription {
  /** A key of the sync-status strings taking `{{name}}` ('voteConfirm'), or 'unknown'. */
  action: string;
  /** "Name Surname (nr. 12)", or null when the record is not on the device. */
  name: string | null;
  entityId: string;
}

/**
 * One offline record type, defined once. Everything else about it is derived: the outbox key,
 * local writes with their outbox row (collection-write.ts), the download merged with pending rows
 * (collection-download.ts), what an acknowledgement or a discard does to the record
 * (collection-hooks.ts), and how the sync panel describes a row. Free of React and zod: the
 * service worker loads the registry.
 *
 * `V` is the value the user sets and the server holds (compared as JSON), `I` an item of the
 * area's list download.
 */
export interface OfflineCollection<R extends CollectionRecord, V, I> {
  /** The outbox kind; every row key is `<kind>:<entity id>`. */
  kind: string;
  /** How the desired state goes to the server. */
  spec: KindSpec;
  table(db: TerrenDb): Table<R, [number, number]>;
  /** The value a row's desired state asks for; throws when the row is malformed. */
  valueOf(desired: unknown): V;
  /** The user's current intent, as the record shows it. */
  intent(record: R): V;
  /** The last value the server confirmed. */
  server(record: R): V;
  /** The fields that show `value` as the user's intent. */
  withIntent(value: V): Partial<R>;
  /** The fields that record `value` as confirmed by the server at `at`. */
  withServer(value: V, at: number): Partial<R>;
  download: {
    entityId(item: I): number;
    /** The server's value in a downloaded item. */
    value(item: I): V;
    /** The record for a downloaded item, with the merged intent and server state. */
    toRecord(item: I, userId: number, merged: { intent: V; server: V; serverAt: number }): R;
  };
  describe(row: OutboxRow, record: R | undefined): RowDescription;
}

/** Any collection, for the registry (its members are methods, so a specific collection fits). */
export type AnyCollection = OfflineCollection<CollectionRecord, unknown, unknown>;

export function rowKey(collection: { kind: string }, entityId: number | string): string {
  return `${collection.kind}:${entityId}`;
}
