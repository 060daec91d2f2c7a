/**
 * The server's rule for a PUT whose `base` holds only the changed fields: a field in the base whose
 * stored value is neither that base nor the new value is contested (409 with their names); else
 * only those fields are written, so a field the member did not change keeps the server's value.
 */
export function applyChangedFields<V extends object>(current: V, body: V & { base: Partial<V> }): { contested: string[]; next: V } {
  const stored = current as Record<string, unknown>;
  const sent = body as Record<string, unknown>;
  const fields = Object.keys(body.base);
  const contested = fields.filter((field) => stored[field] !== (body.base as Record<string, unknown>)[field] && stored[field] !== sent[field]);
  const next = { ...stored };
  if (contested.length === 0) for (const field of fields) next[field] = sent[field];
  return { contested, next: next as V };
}
