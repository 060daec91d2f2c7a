import { contestedFields, differingFields, namedFields, normalizedAlso, normalizedBase, withFields, type AlsoBase } from '../../src/contract/field-edit';
import type { Db } from '../db/client';
import { isStale, type EditCaller, type Tx } from './client-entity-seq';
import { transactionOr } from './guarded-write';

/** One record type's part in a guarded edit; `Row` is its locked row, `Saved` what a save answers with. */
export interface GuardedRecord<T extends object, Row, Saved, Check extends string> {
  /** The fields an edit may change. */
  fields: readonly (keyof T & string)[];
  /** The one form values are stored, sent and compared in. */
  normalize: (values: T) => T;
  /** The member's own row, locked for the transaction; undefined when it is not theirs or does not exist. */
  lock: (tx: Tx) => Promise<Row | undefined>;
  /** The row's editable values, normalised. */
  stored: (row: Row) => T;
  /** The key of the device-order rule (`client_entity_seqs.entity`). */
  entity: string;
  /** The rules that need the database (ids that exist, rules over another table), on the record the edit leaves. */
  check?: (tx: Tx, merged: T, row: Row) => Promise<Check | null>;
  /** Writes the changed values. */
  write: (tx: Tx, changes: Partial<T>) => Promise<void>;
  /** The record as the call answers with it, after the write. */
  readBack: (tx: Tx) => Promise<Saved>;
}

/** One edit: every field of the payload, and the changed ones with the values they were made from (no base: all of them, unguarded). */
export interface GuardedEditInput<T extends object, Problem> {
  edit: T;
  base: Partial<T> | undefined;
  /** Per changed field, more values the base may be (an unanswered earlier send of this device). */
  alsoBase?: AlsoBase<T> | undefined;
  /** The form's rules on the record the edit leaves; a broken rule's answer, or null. */
  rules: (merged: T) => Problem | null;
}

export type GuardedEditResult<T extends object, Saved, Check extends string, Problem> =
  | { kind: 'notFound' }
  | { kind: 'invalid'; problem: Problem }
  | { kind: 'refused'; check: Check }
  | { kind: 'conflict'; current: T; fields: (keyof T & string)[] }
  /** `stale`: an older change from the same device than one already applied; nothing was written. */
  | { kind: 'saved' | 'stale'; saved: Saved };

/**
 * Applies an edit field by field, in one transaction with the member's row locked: the rules on
 * the merged record (the stored values with the changed fields set), the device's order rule,
 * then the two-device rule per changed field (see contestedFields); a conflict rolls back, so it
 * claims no sequence number and the member's decision can reuse it. Only the values that differ
 * from the stored ones are written. Without a base every field counts as changed and none is
 * guarded (older clients). A base naming no field changes nothing and answers with the record.
 */
export async function guardedEdit<T extends object, Row, Saved, Check extends string, Problem>(
  db: Db,
  record: GuardedRecord<T, Row, Saved, Check>,
  input: GuardedEditInput<T, Problem>,
  caller: EditCaller,
): Promise<GuardedEditResult<T, Saved, Check, Problem>> {
  type Result = GuardedEditResult<T, Saved, Check, Problem>;
  return transactionOr<Result>(db, async (tx, rollback) => {
    const row = await record.lock(tx);
    if (row === undefined) return { kind: 'notFound' };
    const current = record.stored(row);
    const edit = record.normalize(input.edit);
    const changed = input.base === undefined ? record.fields : namedFields(input.base, record.fields);
    const merged = record.normalize(withFields(current, edit, changed));
    if (changed.length > 0) {
      const problem = input.rules(merged);
      if (problem !== null) return { kind: 'invalid', problem };
      const check = (await record.check?.(tx, merged, row)) ?? null;
      if (check !== null) return { kind: 'refused', check };
    }
    if (await isStale(tx, caller, record.entity)) return { kind: 'stale', saved: await record.readBack(tx) };
    if (input.base !== undefined) {
      const base = normalizedBase(input.edit, input.base, record.fields, record.normalize);
      const also = normalizedAlso(input.edit, input.alsoBase ?? {}, record.fields, record.normalize);
      const contested = contestedFields(current, base, edit, record.fields, also);
      if (contested.length > 0) rollback({ kind: 'conflict', current, fields: contested });
    }
    const writes = differingFields(current, merged, record.fields);
    if (writes.length > 0) {
      const changes: Partial<T> = {};
      for (const field of writes) changes[field] = merged[field];
      await record.write(tx, changes);
    }
    return { kind: 'saved', saved: await record.readBack(tx) };
  });
}
