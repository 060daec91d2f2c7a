import type { Table } from 'dexie';
import type { TerrenDb } from '../db/database';
import type { KindSpec } from '../sync/kinds/kind-spec';
import type { OutboxRow } from '../sync/outbox-row';

export type { EntityKey } from '../db/database';
import type { EntityKey } from '../db/database';

/** Every record of an offline collection: one member's copy, keyed [userId, entity key]. */
export interface CollectionRecord {
  userId: number;
  /**
   * The server's change watermark (src/contract/headers.ts) of the newest acknowledgement of this
   * record: a download whose watermark is not greater may predate that change, so it must not
   * overwrite what the acknowledgement set. Absent when no acknowledgement is newer than the
   * last download.
   */
  serverAt?: number;
  /**
   * For a record created on this device: the local id its outbox row keeps after the server id
   * became the record's key (a delete queued behind the create still goes out under it).
   */
  outboxId?: string;
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
 * local writes with their outbox row (collection-write.ts), creates under a local id
 * (collection-create.ts), the download merged with pending rows (collection-download.ts), what an
 * acknowledgement or a discard does to the record (collection-hooks.ts), the sign-out wipe
 * (wipe.ts), and how the sync panel describes a row. Free of React and zod: the service worker
 * loads the registry.
 *
 * `V` is the value the user sets and the server holds (compared as JSON), `I` an item of the
 * area's list download.
 */
export interface OfflineCollection<R extends CollectionRecord, V, I> {
  /** The outbox kind; every row key is `<kind>:<entity id>`. */
  kind: string;
  /** How the desired state goes to the server. */
  spec: KindSpec;
  table(db: TerrenDb): Table<R, [number, EntityKey]>;
  /** The table key of an entity id as it appears in a row key. */
  keyOf(entityId: string): EntityKey;
  /** The value a row's desired state asks for; throws when the row is malformed. */
  valueOf(desired: unknown): V;
  /** The user's current intent, as the record shows it. */
  intent(record: R): V;
  /** The last value the server confirmed. */
  server(record: R): V;
  /** The fields that show `value` as the user's intent. */
  withIntent(value: V): Partial<R>;
  /**
   * Fields computed from the rest of the record (the search folds of a reference): written in the
   * same transaction as every change of the intent, so a search never sees a record half-changed.
   */
  derive?(record: R): Partial<R>;
  /** The fields that record `value` as confirmed by the server at watermark `at` (undefined: unknown). */
  withServer(value: V, at: number | undefined): Partial<R>;
  /**
   * For records several people edit: completes the desired state of a new change with the base
   * it was made from (see patronaged-voters.ts). `pending` is the entity's outbox row, if any.
   */
  rebase?(desired: unknown, record: R, pending: OutboxRow | undefined): unknown;
  /**
   * What a record shows while the member's change waits, over the server's value from a download:
   * for records edited field by field, the server's values with only the fields the change sets on
   * top, so another device's change of another field shows at once. Defaults to the row's value.
   */
  overlay?(desired: unknown, server: V): V;
  /**
   * The kind whose creates give this collection's local ids, when another collection's (the
   * diaspora statuses are keyed like their references). Defaults to this collection's own kind.
   */
  localIdKind?: string;
  /**
   * For records keyed by a local id until a create is acknowledged (this collection's or
   * `localIdKind`'s): the record under its server id.
   */
  rekey?(record: R, serverId: string): R;
  /**
   * What the server is known to hold after one step of several was acknowledged (a create repeated
   * only to learn the id an edit behind it needs): the create as first sent. Undefined: unknown.
   */
  stepHolds?(desired: unknown): V | undefined;
  /** True when neither the member nor the server holds the record any more: it leaves the device. */
  isGone?(record: R): boolean;
  download: {
    entityId(item: I): EntityKey;
    /** The server's value in a downloaded item. */
    value(item: I): V;
    /** The record for a downloaded item, with the merged intent and server state. */
    toRecord(item: I, userId: number, merged: { intent: V; server: V; serverAt: number | undefined }): R;
    /**
     * The local id the item was created under on a device (its create's client_ref), for kinds
     * created offline: while this device still holds the record under that id (the create's
     * answer is not in yet), the item is that record, not another one.
     */
    clientRef?(item: I): string | null;
  };
  describe(row: OutboxRow, record: R | undefined): RowDescription;
}

/** Any collection, for the registry (its members are methods, so a specific collection fits). */
export type AnyCollection = OfflineCollection<CollectionRecord, unknown, unknown>;

/** What every outbox key of the collection starts with, for counting a list's pending rows. */
export function rowKeyPrefix(collection: { kind: string }): string {
  return `${collection.kind}:`;
}

export function rowKey(collection: { kind: string }, entityId: EntityKey): string {
  return `${rowKeyPrefix(collection)}${entityId}`;
}

/** The key of the outbox row that holds a record's pending change. */
export function recordRowKey(collection: { kind: string }, key: EntityKey, record: CollectionRecord | undefined): string {
  return rowKey(collection, record?.outboxId ?? key);
}
