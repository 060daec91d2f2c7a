/** Per-member counts. Rows of a member are sent only with that member's token. */
export interface MemberSyncCounts {
  /** Rows waiting to be sent (including ones in backoff or in flight). */
  pending: number;
  /** Rows the server refused; they wait for the user's 'try again' or 'discard'. */
  attention: number;
  /** createdAt of the oldest pending row (epoch ms), or null. */
  oldestPendingAt: number | null;
}

/**
 * A snapshot of the sync state for the UI. Replaced (never mutated) on every change, so it can
 * be handed to React's useSyncExternalStore as is.
 */
export interface SyncStatus {
  /** navigator.onLine with its events: false means certainly offline. */
  online: boolean;
  /** A drain is running in this tab. */
  syncing: boolean;
  /** Counts per member that has rows; members without rows are absent. */
  members: ReadonlyMap<number, MemberSyncCounts>;
  /** The last time the server acknowledged a row, from any tab or the worker (epoch ms). */
  lastSyncAt: number | null;
  /** Members whose token the server refused (401/403): they must sign in again; their rows wait. */
  authRequired: readonly number[];
  /** The answer of navigator.storage.persist() after sign-in, or null when not asked or unsupported. */
  storagePersisted: boolean | null;
}

export const NO_COUNTS: MemberSyncCounts = { pending: 0, attention: 0, oldestPendingAt: null };

export const INITIAL_SYNC_STATUS: SyncStatus = {
  online: true,
  syncing: false,
  members: new Map(),
  lastSyncAt: null,
  authRequired: [],
  storagePersisted: null,
};

export function countsOf(status: SyncStatus, userId: number | null): MemberSyncCounts {
  return (userId === null ? undefined : status.members.get(userId)) ?? NO_COUNTS;
}

/**
 * Whether two snapshots show the same thing. The stored part is read again after every write to
 * the outbox, meta or session tables (a list download writes meta, a tap writes its sequence
 * there) and comes back as new objects; handing an equal snapshot on would re-render every
 * subscriber (the top bar's indicator) for nothing.
 */
export function sameSyncStatus(a: SyncStatus, b: SyncStatus): boolean {
  return (
    a.online === b.online &&
    a.syncing === b.syncing &&
    a.lastSyncAt === b.lastSyncAt &&
    a.storagePersisted === b.storagePersisted &&
    a.authRequired.length === b.authRequired.length &&
    a.authRequired.every((userId, i) => b.authRequired[i] === userId) &&
    sameCounts(a.members, b.members)
  );
}

function sameCounts(a: ReadonlyMap<number, MemberSyncCounts>, b: ReadonlyMap<number, MemberSyncCounts>): boolean {
  if (a.size !== b.size) return false;
  for (const [userId, counts] of a) {
    const other = b.get(userId);
    if (!other || other.pending !== counts.pending || other.attention !== counts.attention || other.oldestPendingAt !== counts.oldestPendingAt) return false;
  }
  return true;
}
