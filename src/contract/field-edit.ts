/**
 * Field-by-field edits of a record several devices change (patronaged and first-time voters,
 * emigrant and diaspora references). An edit's `base` names only the fields the member changed,
 * each with the value the change was made from; the server applies those fields alone, so a
 * change made elsewhere to another field survives. The server and the client share these rules.
 * Zod-free: the service worker loads the offline collections that use them.
 */

/** The 409 answer of an edit: the server's values and the changed fields another device changed first. */
export interface FieldConflict<T extends object> {
  Error: string;
  current: T;
  fields: (keyof T & string)[];
}

/** The fields `base` names, in `fields` order; a field whose value is undefined counts as not named. */
export function namedFields<T extends object>(base: Partial<T>, fields: readonly (keyof T & string)[]): (keyof T & string)[] {
  return fields.filter((field) => Object.hasOwn(base, field) && base[field] !== undefined);
}

/**
 * Per field, the other values the server may hold because of this device: an earlier send of the
 * same record went out and its answer never came, so it may or may not have landed. The server
 * accepts them as the base too; without them a second change made while the first was on its way
 * could only be based on one outcome and would collide with the other.
 */
export type AlsoBase<T extends object> = { [K in keyof T]?: T[K][] };

/** At most this many other values per field: one per change made while a send was unanswered. */
export const MAX_ALSO_BASE = 16;

/**
 * The fields of `base` whose change collides with another: the stored value is neither the one the
 * change was made from, nor one an unanswered earlier send of this device may have set (`also`),
 * nor the one it sets (then it is the retry of a change whose answer was lost). All normalised; a
 * field `base` does not name never collides.
 */
export function contestedFields<T extends object>(
  stored: T,
  base: Partial<T>,
  edit: T,
  fields: readonly (keyof T & string)[],
  also: AlsoBase<T> = {},
): (keyof T & string)[] {
  return namedFields(base, fields).filter(
    (field) => stored[field] !== base[field] && stored[field] !== edit[field] && !(also[field] ?? []).includes(stored[field]),
  );
}

/** `stored` with the values of `edit` in `changed`: the record an edit leaves (normalise it again). */
export function withFields<T extends object>(stored: T, edit: T, changed: readonly (keyof T & string)[]): T {
  const merged = { ...stored };
  for (const field of changed) merged[field] = edit[field];
  return merged;
}

/**
 * A partial base in the normalised form the server compares: normalised as the record the device
 * saw (the edit with the changed fields at their base values), since one field's normal form can
 * depend on another's (no safety without a preference).
 */
export function normalizedBase<T extends object>(edit: T, base: Partial<T>, fields: readonly (keyof T & string)[], normalize: (values: T) => T): Partial<T> {
  const named = namedFields(base, fields);
  const seen = normalize(withFields(edit, { ...edit, ...base }, named));
  const normal: Partial<T> = {};
  for (const field of named) normal[field] = seen[field];
  return normal;
}

/** `also` in the normalised form the server compares, each value normalised as `normalizedBase` does. */
export function normalizedAlso<T extends object>(edit: T, also: AlsoBase<T>, fields: readonly (keyof T & string)[], normalize: (values: T) => T): AlsoBase<T> {
  const normal: AlsoBase<T> = {};
  for (const field of fields) {
    const values = also[field];
    if (values === undefined) continue;
    normal[field] = values.map((value) => normalize({ ...edit, [field]: value })[field]);
  }
  return normal;
}

/** The fields whose values differ between two normalised records: what an edit writes. */
export function differingFields<T extends object>(a: T, b: T, fields: readonly (keyof T & string)[]): (keyof T & string)[] {
  return fields.filter((field) => a[field] !== b[field]);
}
