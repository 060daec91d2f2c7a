import { changedFields, overChanged, withUnanswered, type AlsoBase } from '../sync/kinds/changed-base';
import type { OutboxRow } from '../sync/outbox-row';

/** What a new change of a record several devices edit is based on (see changeBase). */
export interface ChangeBase<V extends object> {
  base: V | null;
  also?: AlsoBase<V>;
  touched?: string[];
}

/** What an earlier row of the entity asks for: `sentValue` the values it asks the server to hold (null: none, a delete). */
export interface EarlierChange<V extends object> {
  sentValue: V | null;
  base: V | null;
  also?: AlsoBase<V> | undefined;
  touched?: readonly string[] | undefined;
}

const union = (a: readonly string[], b: readonly string[]): string[] => [...new Set([...a, ...b])];

/**
 * The base of a new change (`value`) to a record several devices edit, and the fields it touches.
 * - The fields the member touched now: those where `value` differs from what the record shows
 *   (`shown`). With a change still waiting, its touched fields stay touched and keep the base they
 *   were changed from; every other field is based on what the server last held (`server`).
 * - A version handed to the transport and not answered may or may not have landed: its values
 *   join `also`, so the server accepts either outcome as the base, and the fields it set are said
 *   again even where the member has since gone back.
 * - After a conflict (attention) the freshly downloaded server values are the base the member
 *   decided against, and what differs from them is what they decided.
 * - A record the server has never held (`server` null) being created: an unanswered create is the
 *   base of an edit made meanwhile, so that edit goes out as a PUT once the create is known.
 */
export function changeBase<V extends object>(
  value: V | null,
  record: { server: V | null; shown: V | null },
  pending: OutboxRow | undefined,
  earlierOf: (desired: unknown) => EarlierChange<V>,
): ChangeBase<V> {
  const { server, shown } = record;
  const differing = (from: V | null): string[] =>
    value === null ? [] : Object.keys(value).filter((field) => from === null || (value as Record<string, unknown>)[field] !== (from as Record<string, unknown>)[field]);
  const now = differing(shown);
  if (!pending) return based(server, {}, now);
  const earlier = earlierOf(pending.desired);
  const also = earlier.also ?? {};
  const before = earlier.base === null || earlier.sentValue === null ? [] : changedFields({ value: earlier.sentValue, base: earlier.base, touched: earlier.touched, also });
  if (pending.state === 'attention') return based(server, {}, differing(server));
  const unanswered = pending.sentVersion !== null;
  if (earlier.base === null) return based((unanswered ? earlier.sentValue : null) ?? server, also, now);
  const base = { ...(server ?? earlier.base) };
  for (const field of before) base[field] = earlier.base[field];
  const sent = unanswered && earlier.sentValue !== null ? withUnanswered(also, earlier.base, earlier.sentValue, before) : also;
  return based(base, sent, union(before, now));
}

/**
 * A form's save against the record as it is now. A form takes the record's values once, when it
 * opens (`opened`), and a list download may change the record before it is saved. Only the fields
 * the member changed in the form take its values (`edited`); every other field keeps the record's
 * current one, so a field another device changed meanwhile is not sent back at its old value. A
 * changed field that the download changed too is based on what the member saw (`seen`), so the
 * server answers a conflict instead of taking this change over the other device's.
 */
export function fromForm<V extends object>(edited: V, opened: V | undefined, current: V | null): { value: V; seen: Partial<V> } {
  if (opened === undefined || current === null) return { value: edited, seen: {} };
  const value = { ...current };
  const seen: Partial<V> = {};
  for (const field of Object.keys(edited) as (keyof V & string)[]) {
    if (edited[field] === opened[field]) continue;
    value[field] = edited[field];
    if (opened[field] !== current[field]) seen[field] = opened[field];
  }
  return { value, seen };
}

/** A change's base with the values the member saw in the form where they differ (fromForm). */
export function withSeen<V extends object>(change: ChangeBase<V>, seen: Partial<V>): ChangeBase<V> {
  const fields = Object.keys(seen);
  if (fields.length === 0 || change.base === null) return change;
  return { ...change, base: { ...change.base, ...seen }, touched: union(change.touched ?? [], fields) };
}

/** The raw `opened` of a save (the values its form opened with), when it carries one. */
export function openedOf(desired: unknown): unknown {
  return typeof desired === 'object' && desired !== null && 'opened' in desired ? desired.opened : undefined;
}

/** Only what says something: no `also` when nothing is unanswered, no `touched` for a create (it sends every field). */
function based<V extends object>(base: V | null, also: AlsoBase<V>, touched: string[]): ChangeBase<V> {
  return { base, ...(Object.keys(also).length > 0 ? { also } : {}), ...(base === null ? {} : { touched }) };
}

/** A row's desired state for a record edited field by field: `{value, base, also, touched}`. */
type FieldWiseDesired<V extends object> = Omit<EarlierChange<V>, 'sentValue'> & { value: V };

/** For a row whose desired state is `{value, base, also, touched}`: it asks the server to hold `value`. */
export function sentAndBase<V extends object>(desired: FieldWiseDesired<V>): EarlierChange<V> {
  return { sentValue: desired.value, base: desired.base, also: desired.also, touched: desired.touched };
}

/**
 * The `rebase` and `overlay` of a collection whose record is one value edited field by field
 * (`server` the value the server last held, `shown` the member's intent as the record shows it).
 */
export function fieldByField<R, V extends object>(parse: (desired: unknown) => FieldWiseDesired<V>, server: (record: R) => V, shown: (record: R) => V) {
  return {
    rebase: (desired: unknown, record: R, pending: OutboxRow | undefined): unknown => {
      const opened = openedOf(desired);
      const form = fromForm(parse(desired).value, opened === undefined ? undefined : parse({ value: opened }).value, shown(record));
      const change = changeBase(form.value, { server: server(record), shown: shown(record) }, pending, (earlier) => sentAndBase(parse(earlier)));
      return { value: form.value, ...withSeen(change, form.seen) };
    },
    overlay: (desired: unknown, held: V): V => {
      const change = parse(desired);
      return change.base === null ? change.value : overChanged(held, { ...change, base: change.base });
    },
  };
}
