import { sameDesired, type OutboxRow } from './outbox-row';
import type { Acknowledgement } from './ports';

/**
 * The outbox's state transitions as pure functions over one row. Both stores (Dexie and memory)
 * call these inside their transaction, so the rules live in one place and are unit-tested once.
 */
export type RowPlan = { action: 'none' } | { action: 'delete' } | { action: 'put'; row: OutboxRow };

const NONE: RowPlan = { action: 'none' };
const DELETE: RowPlan = { action: 'delete' };

/** A local change to one entity: the state the user wants the server to hold. */
export interface LocalChange {
  key: string;
  kind: string;
  userId: number;
  desired: unknown;
}

/**
 * Folds a local change into the entity's row (coalescing).
 * `serverHolds`: the desired state equals the server's last known state for the entity.
 * - no row: nothing to send when the server already holds it, else a fresh row (version 1);
 * - the server holds it and no version was ever handed to the transport: the row is deleted;
 * - otherwise the row takes the new desired state with a new version, even when that is the
 *   server's known state, because a request already sent may still land (or have landed).
 * The latest writer owns the row: it is sent with their token.
 * `seq` is the device's next change sequence number (see OutboxRow.seq); every new version takes it.
 */
export function planWrite(existing: OutboxRow | undefined, change: LocalChange, serverHolds: boolean, now: number, seq?: number): RowPlan {
  const sequenced = seq === undefined ? {} : { seq };
  if (!existing) {
    if (serverHolds) return NONE;
    return {
      action: 'put',
      row: {
        key: change.key,
        kind: change.kind,
        userId: change.userId,
        desired: change.desired,
        version: 1,
        state: 'pending',
        attempts: 0,
        nextAttemptAt: now,
        lastError: null,
        createdAt: now,
        updatedAt: now,
        sentVersion: null,
        ...sequenced,
      },
    };
  }
  if (serverHolds && existing.sentVersion === null) return DELETE;
  if (existing.state === 'pending' && existing.userId === change.userId && sameDesired(existing.desired, change.desired)) return NONE;
  // A row the server refused starts afresh with the user's new decision; a row in backoff keeps
  // its wait, so taps cannot hammer a server that asked us to slow down.
  const fresh = existing.state === 'attention' || existing.attempts === 0;
  const { attentionStatus: _refusal, ...rest } = existing;
  return {
    action: 'put',
    row: {
      ...rest,
      kind: change.kind,
      userId: change.userId,
      desired: change.desired,
      version: existing.version + 1,
      state: 'pending',
      lastError: null,
      attempts: fresh ? 0 : existing.attempts,
      nextAttemptAt: fresh ? now : existing.nextAttemptAt,
      updatedAt: now,
      ...sequenced,
    },
  };
}

/** The row's current version is handed to the transport. */
export function planBeginSend(current: OutboxRow | undefined, userIds: ReadonlySet<number>, now: number): RowPlan {
  if (!current || current.state !== 'pending' || !userIds.has(current.userId)) return NONE;
  const claimed: OutboxRow = { ...current, sentVersion: current.version, updatedAt: now };
  if (current.seq === undefined) delete claimed.sentSeq;
  else claimed.sentSeq = current.seq;
  return { action: 'put', row: claimed };
}

/**
 * Whether an answer is to the send the row has in flight: the same version of the same life of
 * the row. Anything else is a late answer a closed page had already handed to the store: the
 * send it answers was superseded, so it must neither settle the row nor set the record's known
 * server state (the server may hold something newer by now).
 */
export function answersCurrentSend(current: OutboxRow | undefined, ack: Acknowledgement): current is OutboxRow {
  return current !== undefined && current.sentVersion === ack.version && current.sentSeq === ack.seq;
}

/**
 * A send was acknowledged: the server now holds `ack.desired`. Only an answer to the send in
 * flight counts (answersCurrentSend); a late one from a closed page changes nothing.
 * - a step of several (complete false): the row stays, due at once, for its next step;
 * - the sent version is still current: the row is deleted (compare-and-delete);
 * - a newer version exists: it stays queued, unless the user has come back to exactly what the
 *   server now holds. Either way the sent version is settled (sentVersion null): one entity's
 *   requests go strictly one after the other, so nothing older is still on its way.
 */
export function planAcknowledge(current: OutboxRow | undefined, ack: Acknowledgement, now: number): RowPlan {
  if (!answersCurrentSend(current, ack)) return NONE;
  if (ack.complete && current.version === ack.version) return DELETE;
  if (ack.complete && sameDesired(current.desired, ack.desired)) return DELETE;
  const settled: OutboxRow = { ...current, sentVersion: null, attempts: 0, nextAttemptAt: now, updatedAt: now };
  delete settled.sentSeq;
  return { action: 'put', row: settled };
}

/** A transient failure: whatever version the row is at now waits until `nextAttemptAt`. */
export function planReschedule(current: OutboxRow | undefined, attempts: number, nextAttemptAt: number): RowPlan {
  if (!current || current.state !== 'pending') return NONE;
  return { action: 'put', row: { ...current, attempts, nextAttemptAt } };
}

/**
 * The server refused `version`. If the user has changed the row since, the new version deserves
 * its own try, so only the refused version stops for attention.
 */
export function planAttention(current: OutboxRow | undefined, version: number, message: string, now: number, status: number | null = null): RowPlan {
  if (!current || current.version !== version) return NONE;
  return { action: 'put', row: { ...current, state: 'attention', lastError: message, attentionStatus: status, updatedAt: now } };
}

/** Whether a row needing attention is a conflict with another device's change (409), not a refusal. */
export function isConflict(row: Pick<OutboxRow, 'state' | 'attentionStatus'>): boolean {
  return row.state === 'attention' && row.attentionStatus === 409;
}

/** Connectivity is back: a row waiting out a backoff is due now (its attempt count is kept). */
export function planExpedite(current: OutboxRow, now: number): RowPlan {
  if (current.state !== 'pending' || current.nextAttemptAt <= now) return NONE;
  return { action: 'put', row: { ...current, nextAttemptAt: now } };
}

/** The user's 'try again'. */
export function planRetry(current: OutboxRow | undefined, now: number): RowPlan {
  if (!current) return NONE;
  const { attentionStatus: _refusal, ...rest } = current;
  return { action: 'put', row: { ...rest, state: 'pending', lastError: null, attempts: 0, nextAttemptAt: now, updatedAt: now } };
}
