import { backoffDelay } from './backoff';
import { isLocalId } from './local-id';
import { entityIdOf } from './outbox-row';
import type { OutboxRow } from './outbox-row';
import type { Acknowledgement, Clock, Lock, NetworkStatus, OutboxStore, SendOutcome, SyncEvent, TokenSource, Transport } from './ports';
import { WakeSignal } from './wake-signal';

export interface SyncEngineOptions {
  store: OutboxStore;
  transport: Transport;
  tokens: TokenSource;
  clock: Clock;
  network: NetworkStatus;
  lock: Lock;
  /** Returns [0, 1]; injected so tests can pin the jitter. Default Math.random. */
  random?: () => number;
  /** Requests in flight at once. Default 4. */
  concurrency?: number;
  /**
   * After a drain, set a timer for the next due retry. Default true; false in the service worker,
   * which reports `nextDueAt` to its caller instead.
   */
  scheduleRetries?: boolean;
  /** When another runner holds the lock (or the store failed), look again after this. Default 5 s. */
  recheckMs?: number;
  /**
   * A drain starts no new request after this long and lets go of the lock once its requests in
   * flight settle (or `releaseGraceMs` later), then looks again at once: other tabs and the
   * service worker get their turn, and no runner can hold the lock forever. Default 60 s.
   */
  drainDeadlineMs?: number;
  /** After the deadline, how long requests still in flight may keep the lock. Default 20 s. */
  releaseGraceMs?: number;
  onEvent?: (event: SyncEvent) => void;
}

export interface DrainResult {
  /** False when another runner (a tab or the worker) held the lock; that runner drains instead. */
  ran: boolean;
  /** Rows acknowledged by the server during this drain. */
  sent: number;
  /**
   * The earliest time a pending row of a member with a usable token falls due, or null when there
   * is none (the rest wait for connectivity, a sign-in or the user).
   */
  nextDueAt: number | null;
}

const NOT_RUN: DrainResult = { ran: false, sent: 0, nextDueAt: null };

/**
 * How long a drain keeps the signed-in tokens it read without a trigger. A sign-in always comes
 * with one (the runtime calls sync); a sign-out that sends none is seen within this, and until
 * then the member's rows can only go out with that member's own token, which the server refuses.
 */
export const TOKENS_MAX_AGE_MS = 1_000;

/** An answered row waiting for its group's acknowledgement transaction. */
interface QueuedAck {
  ack: Acknowledgement;
  /** True once stored; false when the engine stopped before (a closed page never sees it). */
  resolve: (stored: boolean) => void;
  reject: (error: unknown) => void;
}

/**
 * The sync loop: drains the outbox through the transport, one runner at a time (the lock).
 *
 * Guarantees:
 * - at most `concurrency` requests in flight, and never two requests for the same key at once
 *   (one entity's versions go strictly in order): a key stays busy from its claim until its
 *   answer is stored, even after the request itself has freed its slot;
 * - a row is sent only with its own member's token; after a 401/403 that member's rows wait
 *   until a different token appears (a new sign-in) or `resume` is called;
 * - a row is removed only by compare-and-delete of the version sent; nothing is dropped on any
 *   answer (see classify.ts);
 * - one entity waiting (backoff, hung request, needs attention) does not hold up the others.
 */
export class SyncEngine {
  private readonly store: OutboxStore;
  private readonly transport: Transport;
  private readonly tokens: TokenSource;
  private readonly clock: Clock;
  private readonly network: NetworkStatus;
  private readonly lock: Lock;
  private readonly random: () => number;
  private readonly concurrency: number;
  private readonly scheduleRetries: boolean;
  private readonly recheckMs: number;
  private readonly onEvent: (event: SyncEvent) => void;

  private running: Promise<DrainResult> | null = null;
  /** A trigger arrived since the drain last looked at the store. */
  private dirty = false;
  /** Wakes a waiting drain: a request settled, a trigger arrived, a row fell due, or stop(). */
  private readonly progress = new WakeSignal();
  private readonly drainDeadlineMs: number;
  private readonly releaseGraceMs: number;
  private timer: unknown = null;
  private stopped = false;
  /** userId → the token the server refused; that member's rows wait until another token shows up. */
  private readonly refused = new Map<number, string>();
  /**
   * After a queue-wide failure (no answer at all, or 429 / Retry-After) no new request starts
   * before this time: with no connectivity, trying the other rows one by one only burns battery.
   * In memory only; any answer from the server, or `expedite`, lifts it.
   */
  private holdUntil = 0;
  private queueFailures = 0;
  /**
   * A row went into backoff because nothing answered (lost answers, a timeout, 429) since the last
   * success. The next 2xx proves the way is clear again: every waiting row is then due at once
   * instead of sitting out a backoff of up to a minute on a good network. A row backed off by its
   * own 5xx alone does not set it, so one broken record is not retried after every success.
   */
  private waitingOnNetwork = false;
  /**
   * Answers waiting to be acknowledged. They are stored in groups: the answers that arrive while
   * one group's transaction runs make up the next one, so a busy drain pays one store
   * transaction per group instead of one per row, and a lone answer waits for nothing.
   */
  private readonly ackQueue: QueuedAck[] = [];
  private ackFlush: Promise<void> | null = null;

  constructor(options: SyncEngineOptions) {
    this.store = options.store;
    this.transport = options.transport;
    this.tokens = options.tokens;
    this.clock = options.clock;
    this.network = options.network;
    this.lock = options.lock;
    this.random = options.random ?? Math.random;
    this.concurrency = Math.max(1, options.concurrency ?? 4);
    this.scheduleRetries = options.scheduleRetries ?? true;
    this.recheckMs = options.recheckMs ?? 5_000;
    this.drainDeadlineMs = options.drainDeadlineMs ?? 60_000;
    this.releaseGraceMs = options.releaseGraceMs ?? 20_000;
    this.onEvent = options.onEvent ?? (() => {});
  }

  /**
   * Drains now. Calls while a drain runs join it (the running drain looks at the store again
   * before it finishes). Never rejects: failures come out as 'error' events.
   */
  sync(): Promise<DrainResult> {
    if (this.stopped) return Promise.resolve(NOT_RUN);
    this.dirty = true;
    this.progress.notify();
    if (this.running) return this.running;
    const run = this.loop();
    this.running = run;
    return run;
  }

  /** Connectivity came back: rows waiting out a backoff become due, then a drain runs. */
  async expedite(): Promise<DrainResult> {
    if (this.stopped) return NOT_RUN;
    this.liftHold();
    this.waitingOnNetwork = false;
    try {
      const tokens = await this.usableTokens();
      await this.store.expedite([...tokens.keys()], this.clock.now());
    } catch (error) {
      this.emit({ type: 'error', key: null, error });
    }
    return this.sync();
  }

  /** Forgets a refused token of this member (they signed in again, possibly getting the same token). */
  resume(userId: number): void {
    this.refused.delete(userId);
  }

  /**
   * Stops for good (the page is going away, or a test "reloads"). Answers still on their way are
   * ignored, exactly as a closed page never sees them. Resolves when the drain has let go of the lock.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.clearTimer();
    this.progress.notify();
    if (this.running) await this.running;
  }

  private async loop(): Promise<DrainResult> {
    // Let sync() record this promise as `running` before anything can finish.
    await Promise.resolve();
    try {
      let result: DrainResult = NOT_RUN;
      do {
        this.dirty = false;
        result = await this.runOnce();
        if (!result.ran) break;
      } while (this.dirty && !this.stopped);
      return result;
    } finally {
      // No await between the last dirty check and here: a trigger arriving later starts a new loop.
      this.running = null;
    }
  }

  private async runOnce(): Promise<DrainResult> {
    try {
      const outcome = await this.lock.run(() => this.drain());
      if (!outcome.acquired) {
        this.schedule(this.clock.now() + this.recheckMs);
        return NOT_RUN;
      }
      this.schedule(outcome.value.nextDueAt);
      return outcome.value;
    } catch (error) {
      this.emit({ type: 'error', key: null, error });
      this.schedule(this.clock.now() + this.recheckMs);
      return NOT_RUN;
    }
  }

  private async drain(): Promise<DrainResult> {
    /** Keys claimed in this drain whose answer is not stored yet: never claimed twice. */
    const busy = new Set<string>();
    /**
     * Rows claimed ahead, sent as soon as a slot frees: the next request starts the moment an
     * answer arrives instead of after a store round trip, and one claim serves several requests.
     * A row changed after its claim goes out as claimed; compare-and-delete then keeps the newer
     * version queued for the next request.
     */
    const ready: OutboxRow[] = [];
    /** Requests on the wire; a key whose answer is being stored no longer counts here. */
    let requests = 0;
    // Rows whose store update failed in this drain; they are looked at again by the recheck.
    const setAside = new Set<string>();
    const deadline = this.clock.now() + this.drainDeadlineMs;
    let sent = 0;
    let tokens: ReadonlyMap<number, string> = new Map();
    let overran = false;

    // The session table, read at the start and again after a trigger (a sign-in calls sync) or
    // once it is TOKENS_MAX_AGE_MS old; refusals are applied from memory on every look. Read on
    // every look, it was the drain's most frequent store transaction (one per answer, B1).
    let signedIn: ReadonlyMap<number, string> | null = null;
    let signedInReadAt = 0;

    const mayStart = (): boolean =>
      !this.stopped && !overran && this.network.isOnline() && this.clock.now() >= this.holdUntil && tokens.size > 0;
    const startReady = (): void => {
      for (let row = ready.shift(); row !== undefined; row = ready.shift()) {
        const key = row.key;
        requests++;
        let answered = false;
        const onAnswer = (): void => {
          if (answered) return;
          answered = true;
          requests--;
          this.progress.notify();
        };
        this.sendOne(row, tokens, onAnswer)
          .then(
            (acknowledged) => {
              if (acknowledged) sent++;
            },
            (error: unknown) => {
              setAside.add(key);
              this.emit({ type: 'error', key, error });
            },
          )
          .finally(() => {
            onAnswer();
            busy.delete(key);
            this.progress.notify();
          });
        if (requests >= this.concurrency) return;
      }
    };
    /** Claimed rows that will not go out in this look stay claimed in the store (sentVersion), which only makes coalescing more careful. */
    const dropReady = (): void => {
      for (const row of ready.splice(0)) busy.delete(row.key);
    };

    for (;;) {
      if (this.stopped) break;
      const triggered = this.dirty;
      // Everything read from here on is newer than this reset: a send settling or a trigger
      // arriving during the reads below makes the wait at the bottom return at once.
      this.dirty = false;
      this.progress.reset();
      overran = this.clock.now() >= deadline;
      if (signedIn === null || triggered || this.clock.now() - signedInReadAt >= TOKENS_MAX_AGE_MS) {
        signedInReadAt = this.clock.now();
        signedIn = await this.tokens.signedIn();
      }
      tokens = this.usable(signedIn);
      const online = this.network.isOnline();
      if (!mayStart()) dropReady();
      else {
        if (requests < this.concurrency) startReady();
        if (ready.length < this.concurrency) {
          // Refilled only once it runs low, and then well past that, so one claim serves several
          // answers instead of each answer claiming the one row it frees.
          const claimed = await this.store.claimDue({
            userIds: [...tokens.keys()],
            now: this.clock.now(),
            exclude: new Set([...busy, ...setAside]),
            limit: 3 * this.concurrency - ready.length,
          });
          for (const row of claimed) {
            if (busy.has(row.key)) continue;
            busy.add(row.key);
            ready.push(row);
          }
          // The network, the hold or the deadline may have changed during the claim.
          if (!mayStart()) dropReady();
          else if (requests < this.concurrency) startReady();
        }
      }
      if (this.stopped) break;
      if (busy.size === 0) {
        if (this.progress.pending && !overran) continue;
        break;
      }
      if (overran && this.clock.now() >= deadline + this.releaseGraceMs) {
        // Requests that outlive the grace finish on their own; compare-and-delete keeps their
        // answers harmless to whichever runner takes over.
        this.emit({ type: 'error', key: null, error: new Error(`drain deadline: letting go with ${busy.size} request(s) in flight`) });
        break;
      }
      await this.waitForProgress(
        overran ? deadline + this.releaseGraceMs : this.nextWakeAt(requests, busy, tokens, setAside, online, deadline),
      );
    }

    let nextDueAt: number | null = null;
    if (!this.stopped && this.network.isOnline() && tokens.size > 0) {
      nextDueAt = await this.store.nextDueAt({ userIds: [...tokens.keys()], exclude: setAside });
      if (nextDueAt !== null) nextDueAt = Math.max(nextDueAt, this.holdUntil);
    }
    // A drain cut short by its deadline hands over and looks again straight away.
    if (overran && nextDueAt !== null) nextDueAt = Math.min(nextDueAt, this.clock.now());
    if (setAside.size > 0) nextDueAt = Math.min(nextDueAt ?? Infinity, this.clock.now() + this.recheckMs);
    return { ran: true, sent, nextDueAt };
  }

  /**
   * When a waiting drain should look again even if no request settles: the next row falling due
   * (only worth it with a free slot), or the drain's deadline.
   */
  private async nextWakeAt(
    requests: number,
    busy: ReadonlySet<string>,
    tokens: ReadonlyMap<number, string>,
    setAside: ReadonlySet<string>,
    online: boolean,
    deadline: number,
  ): Promise<number> {
    if (!online || requests >= this.concurrency || tokens.size === 0) return deadline;
    const next = await this.store.nextDueAt({ userIds: [...tokens.keys()], exclude: new Set([...busy, ...setAside]) });
    return next === null ? deadline : Math.min(deadline, Math.max(next, this.holdUntil));
  }

  /** Waits until a request settles, a trigger arrives, or `until`. Never misses a wake-up (see WakeSignal). */
  private async waitForProgress(until: Promise<number> | number): Promise<void> {
    const at = await until;
    const timer = this.clock.setTimeout(() => this.progress.notify(), Math.max(0, at - this.clock.now()));
    try {
      await this.progress.wait();
    } finally {
      this.clock.clearTimeout(timer);
    }
  }

  /**
   * Sends a claimed row; true when the server acknowledged it and that is stored. `onAnswer` is
   * called once the request is off the wire, before its answer is stored, so the next request
   * can start while the store catches up.
   */
  private async sendOne(row: OutboxRow, tokens: ReadonlyMap<number, string>, onAnswer: () => void): Promise<boolean> {
    const key = row.key;
    const token = tokens.get(row.userId);
    if (token === undefined || this.refused.get(row.userId) === token || this.stopped) return false;

    const entityId = entityIdOf(row);
    const localId = isLocalId(entityId) ? entityId : null;
    const serverId = localId === null ? entityId : await this.store.serverIdOf(localId);

    let outcome: SendOutcome;
    try {
      outcome = await this.transport.send(row, token, { entityId, serverId });
    } catch (error) {
      outcome = { type: 'retry', retryAfterMs: null, reason: error instanceof Error ? error.message : 'transport failure', queueWide: true };
    }
    onAnswer();
    // A page that has gone away never sees the answer; the row (with sentVersion) stays as it was.
    if (this.stopped) return false;

    const now = this.clock.now();
    if (outcome.type !== 'retry' || outcome.queueWide !== true) this.liftHold();
    switch (outcome.type) {
      case 'done': {
        const stored = await this.acknowledge({
          key,
          kind: row.kind,
          userId: row.userId,
          version: row.version,
          ...(row.seq === undefined ? {} : { seq: row.seq }),
          desired: row.desired,
          complete: outcome.complete,
          localId,
          createdId: outcome.createdId,
          watermark: outcome.watermark ?? null,
          ...(outcome.answered === undefined ? {} : { answered: outcome.answered }),
        });
        if (stored) this.emit({ type: 'sent', key, version: row.version });
        if (stored && this.waitingOnNetwork) {
          this.waitingOnNetwork = false;
          await this.store.expedite([...tokens.keys()], this.clock.now());
          this.dirty = true;
          this.progress.notify();
        }
        return stored;
      }
      case 'retry': {
        const attempts = row.attempts + 1;
        const delayMs = outcome.retryAfterMs ?? backoffDelay(attempts, this.random);
        if (outcome.queueWide === true) {
          this.waitingOnNetwork = true;
          this.queueFailures++;
          const holdMs = outcome.retryAfterMs ?? backoffDelay(this.queueFailures, this.random);
          this.holdUntil = Math.max(this.holdUntil, now + holdMs);
        }
        await this.store.reschedule(key, attempts, now + delayMs);
        this.emit({ type: 'retry', key, delayMs, reason: outcome.reason });
        return false;
      }
      case 'auth':
        // The row is left exactly as it is; it goes out again after the member signs in.
        if (this.refused.get(row.userId) !== token) {
          this.refused.set(row.userId, token);
          await this.tokens.reject(row.userId, token);
          this.emit({ type: 'auth-required', userId: row.userId });
        }
        return false;
      case 'attention':
        await this.store.markAttention(key, row.version, outcome.message, now, outcome.status, outcome.serverCopy);
        this.emit({ type: 'attention', key, message: outcome.message });
        return false;
    }
  }

  /** Queues an answered row for the next group acknowledgement; resolves once it is stored. */
  private acknowledge(ack: Acknowledgement): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.ackQueue.push({ ack, resolve, reject });
      this.ackFlush ??= this.flushAcks();
    });
  }

  private async flushAcks(): Promise<void> {
    try {
      // Answers settling in the same task join the first group.
      await Promise.resolve();
      while (this.ackQueue.length > 0) {
        const group = this.ackQueue.splice(0);
        if (this.stopped) {
          for (const queued of group) queued.resolve(false);
          continue;
        }
        try {
          await this.store.acknowledge(
            group.map((queued) => queued.ack),
            this.clock.now(),
          );
          for (const queued of group) queued.resolve(true);
        } catch (error) {
          if (group.length === 1) group[0]?.reject(error);
          // One row's failure must not set the whole group aside: each gets its own try.
          else for (const queued of group) await this.acknowledgeAlone(queued);
        }
      }
    } finally {
      // No await since the queue was last seen empty: a later answer starts a new flush.
      this.ackFlush = null;
    }
  }

  private async acknowledgeAlone(queued: QueuedAck): Promise<void> {
    try {
      await this.store.acknowledge([queued.ack], this.clock.now());
      queued.resolve(true);
    } catch (error) {
      queued.reject(error);
    }
  }

  /** The server answered (or connectivity came back): the queue may go at full speed again. */
  private liftHold(): void {
    this.holdUntil = 0;
    this.queueFailures = 0;
  }

  private async usableTokens(): Promise<ReadonlyMap<number, string>> {
    return this.usable(await this.tokens.signedIn());
  }

  /** The signed-in tokens less those the server has refused. */
  private usable(all: ReadonlyMap<number, string>): ReadonlyMap<number, string> {
    const usable = new Map<number, string>();
    for (const [userId, token] of all) {
      if (this.refused.get(userId) !== token) usable.set(userId, token);
    }
    return usable;
  }

  private schedule(at: number | null): void {
    this.clearTimer();
    if (at === null || !this.scheduleRetries || this.stopped) return;
    this.timer = this.clock.setTimeout(
      () => {
        this.timer = null;
        void this.sync();
      },
      Math.max(0, at - this.clock.now()),
    );
  }

  private clearTimer(): void {
    if (this.timer === null) return;
    this.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  private emit(event: SyncEvent): void {
    try {
      this.onEvent(event);
    } catch {
      // A listener's bug must not stop the queue.
    }
  }
}
