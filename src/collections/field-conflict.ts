import type { EditableState } from '../db/database';

/**
 * A change the server answered 409, read field by field against the freshly downloaded server copy.
 * Only the fields the member changed (desired value ≠ the change's base) are theirs; every other
 * field is the server's, whatever the member's stale copy of it says: a conflict on one field never
 * changes another.
 */
export interface FieldConflict<V> {
  /** The server's values with the member's changed fields over them. */
  mine: V;
  /** The changed fields another device changed too, to a value other than the member's. */
  contested: (keyof V & string)[];
}

/** Which version a contested field keeps. */
export type FieldChoice = 'mine' | 'theirs';

const fieldsOf = <V extends object>(values: V): (keyof V & string)[] => Object.keys(values) as (keyof V & string)[];

/**
 * `base` is the row's (a full base, or null for a row that never got one: then every field that
 * differs from the server counts as changed).
 */
export function fieldConflict<V extends object>(desired: V, base: V | null, server: V): FieldConflict<V> {
  const changed = fieldsOf(server).filter((field) => desired[field] !== (base ?? server)[field]);
  const mine = { ...server };
  for (const field of changed) mine[field] = desired[field];
  const contested = changed.filter((field) => server[field] !== desired[field] && (base === null || server[field] !== base[field]));
  return { mine, contested };
}

/**
 * The values of the member's decision: theirs on the fields they keep (a contested field not chosen
 * stays theirs), the server's everywhere else. Null when that is the server's copy: nothing is left
 * to send.
 */
export function resolvedValues<V extends object>(conflict: FieldConflict<V>, server: V, choices: Readonly<Partial<Record<string, FieldChoice>>>): V | null {
  const values = { ...conflict.mine };
  for (const field of conflict.contested) if (choices[field] === 'theirs') values[field] = server[field];
  return fieldsOf(server).every((field) => values[field] === server[field]) ? null : values;
}

/**
 * The conflict of a stopped row: its desired values and base (`parse` reads the row's desired
 * state), against the server's fresh copy. A screen may hold no row (yet) or a malformed one: the
 * record's intent then stands for the member's values, without a base.
 */
export function conflictOfRow<V extends object>(desired: unknown, parse: (desired: unknown) => { value: V; base: V | null }, intent: V, server: V): FieldConflict<V> {
  const row = readRow(desired, parse);
  return fieldConflict(row?.value ?? intent, row?.base ?? null, server);
}

function readRow<T>(desired: unknown, parse: (desired: unknown) => T): T | null {
  if (desired === undefined) return null;
  try {
    return parse(desired);
  } catch {
    // A malformed row is refused on the device anyway; the record still shows what the member wants.
    return null;
  }
}

/**
 * The same for a record the member creates, edits and deletes: null unless both the member and
 * the server hold its values (a refused create or delete is no question of fields).
 */
export function editableConflict<E extends object>(
  record: { state: EditableState<E>; serverState: EditableState<E> },
  desired: unknown,
  parse: (desired: unknown) => { value: E; base: E | null },
): { conflict: FieldConflict<E>; server: E } | null {
  const { value: intent } = record.state;
  const { value: server } = record.serverState;
  if (intent === null || server === null) return null;
  return { conflict: conflictOfRow(desired, parse, intent, server), server };
}
