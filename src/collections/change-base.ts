import type { OutboxRow } from '../sync/outbox-row';

/**
 * The base of a new change to a record several devices edit: the values the server will hold just
 * before it arrives, if every earlier change from this device lands. A change already handed to
 * the transport is assumed to land (its own retry is accepted by the server as already applied);
 * an unsent one is replaced by this change, so its base carries over; after a conflict (attention)
 * the freshly downloaded server values are the base the member decided against.
 *
 * `sentValue` reads what an earlier row asks the server to hold (null: what the server holds).
 */
export function changeBase<V>(
  server: V,
  pending: OutboxRow | undefined,
  earlierOf: (desired: unknown) => { sentValue: V | null; base: V | null },
): V {
  if (!pending || pending.state === 'attention') return server;
  const earlier = earlierOf(pending.desired);
  if (pending.sentVersion !== null) return earlier.sentValue ?? server;
  return earlier.base ?? server;
}

/** For a row whose desired state is `{value, base}`: it asks the server to hold `value`. */
export function sentAndBase<V>(desired: { value: V; base: V | null }): { sentValue: V; base: V | null } {
  return { sentValue: desired.value, base: desired.base };
}
