import { MAX_ALSO_BASE, type AlsoBase } from '../../contract/field-edit';

export type { AlsoBase };

/**
 * What a row's desired state says about the fields it changes: the full `base`, the fields the
 * member touched (`touched`, absent on rows written before it: then every field whose value
 * differs from the base) and the values an unanswered earlier send may have set (`also`).
 */
export interface FieldChange<V extends object> {
  value: V;
  base: V;
  also?: AlsoBase<V> | undefined;
  touched?: readonly string[] | undefined;
}

/**
 * The fields a change asks the server to set: those the member touched, and those an earlier send
 * of the same row asked for and never heard back about (`also`): the server may hold that send's
 * value, so the member's must be said again, even where it is back to the base.
 */
export function changedFields<V extends object>(change: FieldChange<V>): (keyof V & string)[] {
  const desired = change.value as Record<string, unknown>;
  const was = change.base as Record<string, unknown>;
  const sent = (change.also ?? {}) as Record<string, unknown[] | undefined>;
  const { touched } = change;
  return Object.keys(change.base).filter(
    (field) => (touched ? touched.includes(field) : desired[field] !== was[field]) || (sent[field]?.length ?? 0) > 0,
  ) as (keyof V & string)[];
}

/**
 * The `base` a PUT carries: only the fields the member changed (changedFields), each with the value
 * the change was made from. The server checks and applies just those, so another device's change
 * of any other field stands.
 */
export function changedBase<V extends object>(change: FieldChange<V>): Partial<V> {
  const partial: Partial<V> = {};
  for (const field of changedFields(change)) partial[field] = change.base[field];
  return partial;
}

/** The `also_base` of a PUT: present only when an earlier send is unanswered. */
export function alsoBaseBody<V extends object>(also: AlsoBase<V> | undefined): { also_base?: AlsoBase<V> } {
  return also === undefined || Object.keys(also).length === 0 ? {} : { also_base: also };
}

/**
 * `also` with what an unanswered send asked for (`sent`, changing `fields` from `base`): per field,
 * the server now holds either the base or that value. The newest values are kept when too many
 * changes pile up behind one unanswered send.
 */
export function withUnanswered<V extends object>(also: AlsoBase<V>, base: V, sent: V, fields: readonly (keyof V & string)[]): AlsoBase<V> {
  const next: AlsoBase<V> = { ...also };
  for (const field of fields) {
    const value = sent[field];
    if (value === base[field]) continue;
    const known: V[typeof field][] = next[field] ?? [];
    if (!known.includes(value)) next[field] = [...known, value].slice(-MAX_ALSO_BASE);
  }
  return next;
}

/** The record as a pending change shows it over the server's: the server's values, with the fields the change sets. */
export function overChanged<V extends object>(server: V, change: FieldChange<V>): V {
  const shown = { ...server };
  for (const field of changedFields(change)) shown[field] = change.value[field];
  return shown;
}

/** A row's `also`, each value checked as the record's own field is (`parse` throws on a bad one). */
export function parseAlso<V extends object>(raw: unknown, sample: V, parse: (value: unknown) => V): AlsoBase<V> | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new Error('malformed also_base');
  const also: AlsoBase<V> = {};
  for (const [field, values] of Object.entries(raw as Record<string, unknown>)) {
    if (!Object.hasOwn(sample, field) || !Array.isArray(values) || values.length > MAX_ALSO_BASE) throw new Error(`malformed also_base: ${field}`);
    const key = field as keyof V & string;
    also[key] = values.map((value: unknown) => parse({ ...sample, [field]: value })[key]);
  }
  return also;
}

/** A row's `also` and `touched` as stored: each only when the row has it. */
export function alsoAndTouched<V extends object>(raw: { also: unknown; touched: unknown }, sample: V, parse: (value: unknown) => V): { also?: AlsoBase<V>; touched?: string[] } {
  const also = parseAlso(raw.also, sample, parse);
  const touched = parseTouched(raw.touched, sample);
  return { ...(also === undefined ? {} : { also }), ...(touched === undefined ? {} : { touched }) };
}

/** A row's `touched`: names of the record's fields. */
export function parseTouched(raw: unknown, sample: object): string[] | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!Array.isArray(raw) || raw.some((field) => typeof field !== 'string' || !Object.hasOwn(sample, field))) throw new Error('malformed touched fields');
  return raw as string[];
}
