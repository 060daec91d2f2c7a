import type { Table } from 'dexie';
import type { EditableRecord, EditableState, EntityKey, TerrenDb } from '../db/database';
import type { EditableDesired } from '../sync/kinds/editable-record-kind';
import type { KindSpec } from '../sync/kinds/kind-spec';
import { entityIdOf } from '../sync/outbox-row';
import { overChanged } from '../sync/kinds/changed-base';
import { changeBase, fromForm, openedOf, withSeen } from './change-base';
import type { OfflineCollection } from './offline-collection';

export const NOT_CREATED = { exists: false, value: null } as const;

/** The comparable state a row asks for: a delete carries no values. */
export function stateOf<E>(desired: { exists: boolean; value: E }): EditableState<E> {
  return desired.exists ? { exists: true, value: desired.value } : NOT_CREATED;
}

export interface EditableCollectionOptions<R extends EditableRecord<E>, E extends object, F, I> {
  spec: KindSpec;
  parse: (desired: unknown) => EditableDesired<E, F>;
  table: (db: TerrenDb) => Table<R, [number, EntityKey]>;
  download: {
    entityId: (item: I) => string;
    value: (item: I) => E;
    toRecord: (item: I, userId: number, merged: { intent: EditableState<E>; server: EditableState<E>; serverAt: number }) => R;
    /** See OfflineCollection.download.clientRef. */
    clientRef?: (item: I) => string | null;
  };
  /** How the sync panel names the record. */
  name: (record: R) => string;
  /** See OfflineCollection.derive. */
  derive?: (record: R) => Partial<R>;
  /** The sync-status strings of a create, an edit and a delete. */
  actions: { add: string; edit: string; remove: string };
}

/**
 * An offline collection of records the member creates, edits and deletes (see
 * editable-record-kind.ts for the requests). Creates go through createRecord under a local id.
 */
export function editableCollection<R extends EditableRecord<E>, E extends object, F, I>(
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
    // Null while the server has never held the record: the change is then the create itself.
    rebase: (desired, record, pending) => {
      const parsed = options.parse(desired);
      const shown = { server: record.serverState.value, shown: record.state.value };
      const opened = openedOf(desired);
      const form = parsed.exists
        ? fromForm(parsed.value, opened === undefined ? undefined : options.parse({ ...(desired as object), value: opened }).value, record.state.exists ? record.state.value : null)
        : { value: parsed.value, seen: {} };
      const change = changeBase<E>(parsed.exists ? form.value : null, shown, pending, (earlier) => {
        const before = options.parse(earlier);
        return { sentValue: before.exists ? before.value : null, base: before.base, also: before.also, touched: before.touched };
      });
      // The stored change keeps no `opened`: parse reads only the row's own fields.
      return { ...parsed, value: form.value, ...withSeen(change, form.seen) };
    },
    overlay: (desired, server) => {
      const parsed = options.parse(desired);
      if (!parsed.exists || parsed.base === null || !server.exists || server.value === null) return stateOf(parsed);
      return { exists: true, value: overChanged(server.value, { ...parsed, base: parsed.base }) };
    },
    ...(options.derive ? { derive: options.derive } : {}),
    rekey: (record, serverId) => ({ ...record, key: serverId }),
    // An edit made while its create was unanswered is based on that create, which the server holds.
    stepHolds: (desired) => {
      const parsed = options.parse(desired);
      return parsed.exists && parsed.base !== null ? { exists: true, value: parsed.base } : undefined;
    },
    isGone: (record) => !record.state.exists && !record.serverState.exists,
    download: {
      entityId: options.download.entityId,
      value: (item) => ({ exists: true, value: options.download.value(item) }),
      toRecord: options.download.toRecord,
      ...(options.download.clientRef ? { clientRef: options.download.clientRef } : {}),
    },
    describe: (row, record) => {
      const desired = options.parse(row.desired);
      const action = !desired.exists ? options.actions.remove : record?.serverState.exists === true ? options.actions.edit : options.actions.add;
      return { action, name: record ? options.name(record) : null, entityId: entityIdOf(row) };
    },
  };
}
