/** Where a row stands: waiting to be sent (possibly after a backoff), or stopped until the user acts. */
export type OutboxRowState = 'pending' | 'attention';

/**
 * One outbox row per entity, holding the desired state (not a log of clicks).
 *
 * Invariants:
 * - `key` is `<kind>:<entity id>`; the entity id is a server id or a local id (`local-…`).
 * - `version` grows by one on every local change of the row; a send is acknowledged by deleting
 *   the row only if its version is still the version that was sent (compare-and-delete).
 * - `sentVersion` is non-null from the moment a version is handed to the transport until an answer
 *   settles it. While it is non-null the server may already hold a state this device has not seen
 *   acknowledged, so the row is never dropped by coalescing, even when the user goes back to the
 *   server's last known state.
 * - A row is sent only with the token of `userId`.
 */
export interface OutboxRow {
  /** Entity key, e.g. `vote:observer:<voter_id>`, `vote:patronage:<patronager_voter_id>`. */
  key: string;
  kind: string;
  /** The member who made the latest change: the row is sent only with this member's token. */
  userId: number;
  /** What the server should end up holding for this entity (JSON-serialisable). */
  desired: unknown;
  version: number;
  state: OutboxRowState;
  /** Failed attempts since the last success or user retry; drives the backoff. */
  attempts: number;
  /** Epoch ms before which the row is not sent. Set to the write time for a fresh change (first in, first out). */
  nextAttemptAt: number;
  /** The server's `Error` text (or a local reason) when state is 'attention'. */
  lastError: string | null;
  /**
   * The HTTP status of the refusal when state is 'attention' (null: refused on the device, e.g.
   * malformed data or a missing file). 409 means another device changed the record: a conflict
   * for the member to resolve; any other status is a refusal, never sent again as it is.
   */
  attentionStatus?: number | null;
  /** Epoch ms of the first local change not yet acknowledged: the "oldest pending" age. */
  createdAt: number;
  updatedAt: number;
  /** The version handed to the transport whose effect is not yet known; null when none. */
  sentVersion: number | null;
  /**
   * The `seq` of that version. Versions start again at 1 when a row is deleted and its entity
   * changes again, so the version alone does not tell an answer to this send from a late answer
   * to a send of the row's previous life (stored by a page that has since closed).
   */
  sentSeq?: number;
  /**
   * This version's place in the device-wide sequence of local changes (strictly increasing across
   * every row, also after a row is deleted and its entity changes again). Sent with the request so
   * the server can ignore a change older than one it already applied from this device. Absent on
   * rows written before sequences existed; those go without the header.
   */
  seq?: number;
}

/** The entity id part of a row's key (the key is `<kind>:<entity id>`). */
export function entityIdOf(row: Pick<OutboxRow, 'key' | 'kind'>): string {
  return row.key.slice(row.kind.length + 1);
}

/** Two desired states are the same when their JSON is: they are plain data written by the app. */
export function sameDesired(a: unknown, b: unknown): boolean {
  return stableJson(a) === stableJson(b);
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : v,
  );
}
