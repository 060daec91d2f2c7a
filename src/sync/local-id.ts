const PREFIX = 'local-';

/**
 * An id for a record created on this device before the server has seen it, e.g. the `<local id>`
 * of `referred:<local id>`. Random, so two devices (or two tabs) never collide; the prefix keeps
 * it apart from server ids, which are numbers.
 */
export function newLocalId(): string {
  return PREFIX + crypto.randomUUID();
}

export function isLocalId(id: string): boolean {
  return id.startsWith(PREFIX);
}
