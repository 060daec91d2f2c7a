import type { OutboxRow } from './outbox-row';
import {
  answersCurrentSend,
  planAcknowledge,
  planAttention,
  planBeginSend,
  planExpedite,
  planReschedule,
  planRetry,
  planWrite,
  type LocalChange,
  type RowPlan,
} from './outbox-rules';
import type { Acknowledgement, DueQuery, OutboxStore } from './ports';

/** Work happens synchronously; the answer still arrives asynchronously, as from IndexedDB. */
const done = <T>(value: T): Promise<T> => Promise.resolve(value);

/** Callbacks standing in for the Dexie store's record updates (a voter's serverVoted, …). */
export interface MemoryRecordHooks {
  onAcknowledged?(ack: Acknowledgement, now: number): void;
  onDiscarded?(row: OutboxRow): void;
}

/**
 * The in-memory OutboxStore for tests and for the property test's "reload": a new engine over the
 * same instance sees exactly what a reloaded page would find in IndexedDB. Each method does its
 * work synchronously, so it is atomic like a transaction.
 */
export class MemoryOutboxStore implements OutboxStore {
  readonly rows = new Map<string, OutboxRow>();
  readonly localIds = new Map<string, string>();
  lastSyncAt: number | null = null;
  /** The device's change sequence (what the Dexie side keeps in its meta table). */
  private seq = 0;

  constructor(private readonly hooks: MemoryRecordHooks = {}) {}

  /** A local write (what a feature's store does in its Dexie transaction). */
  write(change: LocalChange, serverHolds: boolean, now: number): Promise<RowPlan> {
    const plan = planWrite(this.rows.get(change.key), change, serverHolds, now, ++this.seq);
    this.apply(change.key, plan);
    return Promise.resolve(plan);
  }

  get(key: string): OutboxRow | undefined {
    const row = this.rows.get(key);
    return row && { ...row };
  }

  all(): OutboxRow[] {
    return [...this.rows.values()].map((row) => ({ ...row }));
  }

  claimDue({ userIds, now, exclude, limit }: DueQuery): Promise<OutboxRow[]> {
    const users = new Set(userIds);
    const claimed: OutboxRow[] = [];
    for (const row of this.pending(users, exclude)) {
      if (claimed.length >= limit || row.nextAttemptAt > now) break;
      const plan = planBeginSend(row, users, now);
      this.apply(row.key, plan);
      if (plan.action === 'put') claimed.push({ ...plan.row });
    }
    return done(claimed);
  }

  nextDueAt({ userIds, exclude }: Omit<DueQuery, 'now' | 'limit'>): Promise<number | null> {
    return done(this.pending(new Set(userIds), exclude)[0]?.nextAttemptAt ?? null);
  }

  serverIdOf(localId: string): Promise<string | null> {
    return done(this.localIds.get(localId) ?? null);
  }

  acknowledge(acks: readonly Acknowledgement[], now: number): Promise<void> {
    for (const ack of acks) {
      if (ack.localId !== null && ack.createdId !== null) this.localIds.set(ack.localId, ack.createdId);
      if (answersCurrentSend(this.rows.get(ack.key), ack)) this.hooks.onAcknowledged?.(ack, now);
      this.apply(ack.key, planAcknowledge(this.rows.get(ack.key), ack, now));
    }
    if (acks.length > 0) this.lastSyncAt = now;
    return done(undefined);
  }

  reschedule(key: string, attempts: number, nextAttemptAt: number): Promise<void> {
    this.apply(key, planReschedule(this.rows.get(key), attempts, nextAttemptAt));
    return done(undefined);
  }

  markAttention(key: string, version: number, message: string, now: number, status: number | null = null): Promise<void> {
    this.apply(key, planAttention(this.rows.get(key), version, message, now, status));
    return done(undefined);
  }

  expedite(userIds: readonly number[], now: number): Promise<void> {
    const users = new Set(userIds);
    for (const row of [...this.rows.values()]) {
      if (users.has(row.userId)) this.apply(row.key, planExpedite(row, now));
    }
    return done(undefined);
  }

  retry(key: string, now: number): Promise<void> {
    this.apply(key, planRetry(this.rows.get(key), now));
    return done(undefined);
  }

  discard(key: string): Promise<void> {
    const row = this.rows.get(key);
    if (row) {
      this.rows.delete(key);
      this.hooks.onDiscarded?.(row);
    }
    return done(undefined);
  }

  private pending(users: ReadonlySet<number>, exclude: ReadonlySet<string>): OutboxRow[] {
    return [...this.rows.values()]
      .filter((row) => row.state === 'pending' && users.has(row.userId) && !exclude.has(row.key))
      .sort((a, b) => a.nextAttemptAt - b.nextAttemptAt || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  private apply(key: string, plan: RowPlan): void {
    if (plan.action === 'delete') this.rows.delete(key);
    else if (plan.action === 'put') this.rows.set(key, { ...plan.row });
  }
}
