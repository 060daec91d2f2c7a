import { errorText } from '../../contract/error-text';
import { alsoAndTouched, type AlsoBase, alsoBaseBody, changedBase } from './changed-base';
import { conflictCurrent } from './conflict-current';
import type { KindSpec } from './kind-spec';

/**
 * What a member wants of a record they create, edit and delete (a coordinator's emigrant or
 * diaspora reference): whether it exists, its editable values, the server values the edit was made
 * from (its base, filled in by the collection's rebase), and the create-only fields (`fixed`: the
 * voter or the country, which an edit never changes).
 */
export interface EditableDesired<E extends object, F> {
  exists: boolean;
  value: E;
  base: E | null;
  fixed: F;
  /** Values an unanswered earlier send may have left on the server (see AlsoBase); absent: none. */
  also?: AlsoBase<E> | undefined;
  /** The fields the member touched (see changeBase); absent on older rows: those differing from the base. */
  touched?: string[] | undefined;
}

export interface EditableRecordKindOptions<E, F> {
  kind: string;
  /** Throw on malformed data (hand-written checks: this runs in the service worker). */
  parseValue(value: unknown): E;
  parseFixed(value: unknown): F;
  createPath: string;
  /** PUT (edit) and DELETE of one record. */
  itemPath(id: number): string;
  /** The `Error` of a 404 for a record that is not there (deleted elsewhere). */
  goneText: string;
}

export function parseEditableDesired<E extends object, F>(value: unknown, options: Pick<EditableRecordKindOptions<E, F>, 'parseValue' | 'parseFixed'>): EditableDesired<E, F> {
  if (typeof value !== 'object' || value === null) throw new Error('malformed record change');
  const { exists, value: edit, base, fixed, also, touched } = value as Record<string, unknown>;
  if (typeof exists !== 'boolean') throw new Error('malformed record change: exists');
  const parsed = options.parseValue(edit);
  return {
    exists,
    value: parsed,
    base: base === null || base === undefined ? null : options.parseValue(base),
    fixed: options.parseFixed(fixed),
    ...alsoAndTouched({ also, touched }, parsed, options.parseValue),
  };
}

function createdIdOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('id' in body)) return null;
  const { id } = body;
  return Number.isSafeInteger(id) && (id as number) > 0 ? String(id) : null;
}

/**
 * One outbox kind for a record the member creates, edits and deletes. The row holds the desired
 * state, so the request depends on what the server already holds:
 * - not created yet: POST with the device's local id as `client_ref` (the server answers a repeat
 *   with the record it made, so a create retried after a lost answer makes one record); edits made
 *   before it went out travel in that one POST. An edit made while the POST was unanswered has the
 *   create as its base: the repeated POST only learns the id (not complete), then the edit goes
 *   out as a PUT, since a repeat is answered with the record as first made;
 * - created: PUT with every field and, in `base`, the changed ones with the values they were changed
 *   from (409 when another device changed one of those meanwhile: the member decides);
 * - deleted: DELETE; a 404 'gone' is what the delete wanted. A delete behind a create whose answer
 *   was lost first repeats the create only to learn the id (not complete).
 * A create the server applied from this device before, whose record was deleted since, answers
 * 'gone' too: the record leaves the device.
 */
export function editableRecordKind<E extends object, F extends object>(options: EditableRecordKindOptions<E, F>): KindSpec {
  return {
    kind: options.kind,
    request(row, target) {
      const desired = parseEditableDesired(row.desired, options);
      if (target.serverId === null) {
        const create = { method: 'POST' as const, path: options.createPath, body: { ...desired.fixed, ...desired.value, client_ref: target.entityId } };
        return { ...create, complete: desired.exists && desired.base === null };
      }
      const id = Number(target.serverId);
      if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`invalid ${options.kind} id ${target.serverId}`);
      if (!desired.exists) return { method: 'DELETE', path: options.itemPath(id), complete: true };
      if (desired.base === null) throw new Error(`${options.kind} edit without a base`);
      return { method: 'PUT', path: options.itemPath(id), body: { ...desired.fixed, ...desired.value, base: changedBase({ ...desired, base: desired.base }), ...alsoBaseBody(desired.also) }, complete: true };
    },
    createdId: createdIdOf,
    // Deleted elsewhere: what a delete wanted, and for a create this device had applied before (a
    // retry, or a copy that crossed the network late) the later delete wins; an edit of it needs
    // the member (attention).
    isSuccessEquivalent: (status, body, method) => (method === 'DELETE' || method === 'POST') && status === 404 && errorText(body) === options.goneText,
    goneDesired: (row) => ({ ...parseEditableDesired(row.desired, options), exists: false }),
    // Only an edit is answered 409 (a record that exists on the server, with its fixed fields).
    conflictHolds(body, row) {
      const current = conflictCurrent(body, (value) => options.parseValue(value));
      if (current === undefined) return undefined;
      const { fixed } = parseEditableDesired(row.desired, options);
      return { exists: true, value: current, base: null, fixed } satisfies EditableDesired<E, F>;
    },
  };
}
