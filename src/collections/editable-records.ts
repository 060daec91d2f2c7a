import type { Table } from 'dexie';
import type { EditableRecord, EditableState, EntityKey, OutboxRow, TerrenDb } from '../db/database';
import type { EditableDesired } from '../sync/kinds/editable-record-kind';
import type { KindSpec } from '../sync/kinds/kind-spec';
import { entityIdOf } from '../sync/outbox-row';
import type { OfflineCollection } from './offline-collection';

export const NOT_CREATED = { exists: false, value: null } as const;

/** The comparable state a row asks for: a delete carries no values. */
export function stateOf<E>(desired: { exists: boolean; value: E }): EditableState<E> {
  return desired.exists ? { exists: true, value: desired.value } : NOT_CREATED;
}

/**
 * The base of a new edit: the values the server will hold just before it arrives if every earlier
 * change from this device lands (the same rule as patronaged-voters.ts). Null while the server
 * has never held the record: the change is then the create itself.
 */
function baseFor<E, F>(record: EditableRecord<E>, pending: OutboxRow | undefined, parse: (desired: unknown) => EditableDesired<E, F>): E | null {
  const server = record.serverState.value;
  if (!pending || pending.state === 'attention') return server;
  const earlier = parse(pending.desired);
  if (pending.sentVersion !== null) return earlier.exists ? earlier.value : server;
  return earlier.base ?? server;
}

export interface EditableCollectionOptions<R extends EditableRecord<E>, E, F, I> {
  spec: KindSpec;
  parse: (desired: unknown) => EditableDesired<E, F>;
  table: (db: TerrenDb) => Table<R, [number, EntityKey]>;
  download: {
    entityId: (item: I) => string;
    value: (item: I) => E;
    toRecord: (item: I, userId: number, merged: { intent: EditableState<E>; server: EditableState<E>; serverAt: number }) => R;
  };
  /** How the sync panel names the record. */
  name: (record: R) => string;
  /** The sync-status strings of a create, an edit and a delete. */
  actions: { add: string; edit: string; remove: string };
}

/**
 * An offline collection of records the member creates, edits and deletes (see
 * editable-record-kind.ts for the requests). Creates go through createRecord under a local id.
 */
export function editableCollection<R extends EditableRecord<E>, E, F, I>(
  options: EditableCollectionOptions<R, E, F, I>,
): OfflineCollection<R, EditableState<E>, I> {
  return {
    kind: options.spec.kind,
    spec: options.spec,
    table: options.table,
    keyOf: (entityId) => entityId,
    valueOf: (desired) => stateOf(options.parse(desired)),
    intent: (record) => record.state,
    server: (record) => record.serverState,
    withIntent: (state) => ({ state }) as Partial<R>,
    withServer: (serverState, at) => ({ serverState, serverAt: at }) as Partial<R>,
    rebase: (desired, record, pending) => ({ ...options.parse(desired), base: baseFor(record, pending, options.parse) }),
    rekey: (record, serverId) => ({ ...record, key: serverId }),
    isGone: (record) => !record.state.exists && !record.serverState.exists,
    download: {
      entityId: options.download.entityId,
      value: (item) => ({ exists: true, value: options.download.value(item) }),
      toRecord: options.download.toRecord,
    },
    describe: (row, record) => {
      const desired = options.parse(row.desired);
      const action = !desired.exists ? options.actions.remove : record?.serverState.exists === true ? options.actions.edit : options.actions.add;
      return { action, name: record ? options.name(record) : null, entityId: entityIdOf(row) };
    },
  };
}
