/**
 * The server's copy in a field-by-field edit's 409 answer (`current` of FieldConflict, see
 * src/contract/field-edit.ts), read with the kind's own value parser; undefined when the body has
 * none or it does not parse (an older server, a proxy's page): the list download then tells.
 */
export function conflictCurrent<E>(body: unknown, parseValue: (value: unknown) => E): E | undefined {
  if (typeof body !== 'object' || body === null || !('current' in body)) return undefined;
  try {
    return parseValue(body.current);
  } catch {
    return undefined;
  }
}

/** `conflictHolds` of a kind whose row is `{value, base}` (field-by-field edits): the 409's copy as a row with no base. */
export function valueConflictHolds<E>(parseValue: (value: unknown) => E): (body: unknown) => { value: E; base: null } | undefined {
  return (body) => {
    const current = conflictCurrent(body, parseValue);
    return current === undefined ? undefined : { value: current, base: null };
  };
}
