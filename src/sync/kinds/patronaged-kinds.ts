import type { PatronagedEdit } from '../../contract/patronaged-edit';
import { alsoAndTouched, type AlsoBase, alsoBaseBody, changedBase } from './changed-base';
import { valueConflictHolds } from './conflict-current';
import type { KindSpec } from './kind-spec';

export const PATRONAGED_KIND = 'patronaged';

/** The member's edit of a patronaged voter and the server values it was made from (its base). */
export interface PatronagedDesired {
  value: PatronagedEdit;
  /** Null until the write fills it in (collection rebase); a row is never sent without it. */
  base: PatronagedEdit | null;
  /** Values an unanswered earlier send may have left on the server (see AlsoBase); absent: none. */
  also?: AlsoBase<PatronagedEdit> | undefined;
  /** The fields the member touched (see changeBase); absent on older rows: those differing from the base. */
  touched?: string[] | undefined;
}

const FIELDS: Record<keyof PatronagedEdit, (v: unknown) => boolean> = {
  political_preference_id: (v) => v === null || (Number.isSafeInteger(v) && (v as number) > 0),
  safety_rating: (v) => v === null || v === 1 || v === 2 || v === 3,
  is_emigrant: (v) => typeof v === 'boolean',
  country_emigrant_id: (v) => v === null || (Number.isSafeInteger(v) && (v as number) > 0),
  phone: (v) => v === null || typeof v === 'string',
  email: (v) => v === null || typeof v === 'string',
  comment: (v) => v === null || typeof v === 'string',
  emigrant_city: (v) => v === null || typeof v === 'string',
  emigrant_address: (v) => v === null || typeof v === 'string',
  emigrant_zipcode: (v) => v === null || typeof v === 'string',
  emigrant_has_documents: (v) => v === null || typeof v === 'boolean',
  emigrant_votes_in_box: (v) => v === null || typeof v === 'boolean',
};

// Hand-written checks rather than zod: this file is bundled into the service worker, kept small.
export function parsePatronagedEdit(value: unknown): PatronagedEdit {
  if (typeof value !== 'object' || value === null) throw new Error('malformed patronaged edit');
  const record = value as Record<string, unknown>;
  for (const [field, valid] of Object.entries(FIELDS)) {
    if (!valid(record[field])) throw new Error(`malformed patronaged edit: ${field}`);
  }
  return Object.fromEntries(Object.keys(FIELDS).map((field) => [field, record[field]])) as unknown as PatronagedEdit;
}

export function parsePatronagedDesired(value: unknown): PatronagedDesired {
  if (typeof value !== 'object' || value === null || !('value' in value)) throw new Error('malformed patronaged row');
  const { value: edit, base, also, touched } = value as { value: unknown; base?: unknown; also?: unknown; touched?: unknown };
  const parsed = parsePatronagedEdit(edit);
  return {
    value: parsed,
    base: base === null || base === undefined ? null : parsePatronagedEdit(base),
    ...alsoAndTouched({ also, touched }, parsed, parsePatronagedEdit),
  };
}

/**
 * PUT /api/patronage/patronager/voter-update/{id}/ (spec 02 §7): every field, and in `base` the
 * changed ones with the values they were changed from. The server answers 409 only when another
 * device changed one of those since, and the row then needs the member's decision.
 */
export const patronagedKind: KindSpec = {
  kind: PATRONAGED_KIND,
  request(row, target) {
    const desired = parsePatronagedDesired(row.desired);
    const id = Number(target.entityId);
    if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`invalid patronaged voter id ${target.entityId}`);
    if (desired.base === null) throw new Error('patronaged edit without a base');
    return { method: 'PUT', path: `/api/patronage/patronager/voter-update/${id}/`, body: { ...desired.value, base: changedBase({ ...desired, base: desired.base }), ...alsoBaseBody(desired.also) }, complete: true };
  },
  conflictHolds: valueConflictHolds(parsePatronagedEdit),
};
