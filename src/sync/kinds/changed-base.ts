/**
 * The `base` a PUT carries: only the fields the member changed, each with the value the change was
 * made from. The server checks and applies just those, so another device's change of any other
 * field stands. The row keeps the full base (rows written before this rule hold one too): which
 * fields changed is only known by comparing it with the desired values, here, at sending time.
 */
export function changedBase<V extends object>(value: V, base: V): Partial<V> {
  const desired = value as Record<string, unknown>;
  return Object.fromEntries(Object.entries(base).filter(([field, was]) => desired[field] !== was)) as Partial<V>;
}
