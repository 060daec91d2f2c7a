/** Keys of the `meta` table, in one place so the page, the worker and the tests agree. */
export const META_KEYS = {
  /** This device's random id (string), sent as x-terren-client-id. */
  clientId: 'clientId',
  /** Last time the server acknowledged an outbox row (epoch ms). */
  lastSyncAt: 'lastSyncAt',
  /** navigator.storage.persist() answer (boolean). */
  storagePersisted: 'storagePersisted',
  /**
   * The last number of the device-wide change sequence (see OutboxRow.seq). Lives and dies with
   * clientId: the server orders changes per (client id, voter).
   */
  changeSeq: 'changeSeq',
  /** The API base the page sends to (string, '' = same origin), read by the service worker. */
  apiBase: 'apiBase',
} as const;

/** When one of a member's downloaded lists was last stored on this device (epoch ms); sign-out removes it. */
export function downloadedAtKey(list: 'observer' | 'patronage' | 'referred' | 'patronaged' | 'emigrant' | 'diaspora' | 'ftv', userId: number): string {
  return `downloadedAt:${list}:${userId}`;
}

/**
 * The watermark of the newest list of a collection stored for a member: an older list arriving
 * later (two refreshes crossing) is not stored over it. Starts with 'downloadedAt:' so sign-out
 * removes it with the download times.
 */
export function listedAtKey(kind: string, userId: number): string {
  return `downloadedAt:watermark:${kind}:${userId}`;
}

/**
 * The list cursor (`?since=`) of a collection's newest stored answer for a member, with that
 * answer's watermark: `{ cursor: string, watermark: number }` (collection-delta.ts). Starts with
 * 'downloadedAt:' so sign-out removes it.
 */
export function listCursorKey(kind: string, userId: number): string {
  return `downloadedAt:cursor:${kind}:${userId}`;
}

/** The member's app-lock password verifier ({salt, iterations, hash}, never the password); sign-out removes it. */
export function appLockKey(userId: number): string {
  return `appLock:${userId}`;
}

/** The member's data key wrapped under their password (at-rest/key-store.ts); sign-out removes it once no unsent change needs it. */
export function dataKeyKey(userId: number): string {
  return `dataKey:${userId}`;
}
