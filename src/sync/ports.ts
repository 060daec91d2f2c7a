import type { OutboxRow } from './outbox-row';

/**
 * The engine's view of an answer, after classification (see classify.ts).
 * - `done`: the server holds the sent state. `complete` is false when the request was only a step
 *   towards it (a create that must be followed by a delete); `createdId` is the server id of a create;
 *   `watermark` the server's change watermark after it applied the request (null when the answer
 *   had none), by which a list download is ordered against it; `answered` the desired state the
 *   answer says the server now holds, when the kind can read it (other fields may have changed
 *   meanwhile, e.g. another coordinator's flag).
 * - `retry`: transient (network, timeout, 408, 429, 5xx); `retryAfterMs` is the server's Retry-After.
 *   `queueWide` when the cause is not this entity's: no answer at all (connectivity), or the
 *   server asking the whole client to slow down (429, Retry-After). The engine then holds back
 *   every row for the wait instead of trying them one by one.
 * - `auth`: 401/403 — the token is no longer good; the member's whole queue pauses.
 * - `attention`: the server refused this state (other 4xx); `message` is its `Error` text, and
 *   `serverCopy` the record as the server held it when it answered a conflict (409), when the kind
 *   can read it.
 */
export type SendOutcome =
  | { type: 'done'; complete: boolean; createdId: string | null; watermark?: number | null; answered?: unknown }
  | { type: 'retry'; retryAfterMs: number | null; reason: string; queueWide?: boolean }
  | { type: 'auth'; status: number }
  | { type: 'attention'; status: number | null; message: string; serverCopy?: ServerCopy };

/** A record as a refusal's answer says the server holds it: as a row's desired state, with the answer's watermark (null: none). */
export interface ServerCopy {
  held: unknown;
  watermark: number | null;
}

/** Where a row goes: its entity id, and the server id when known (null for a local id not yet created). */
export interface SendTarget {
  entityId: string;
  serverId: string | null;
}

/** Turns a row + token into one request. Must not throw for server or network trouble: it classifies it. */
export interface Transport {
  send(row: OutboxRow, token: string, target: SendTarget): Promise<SendOutcome>;
}

/** What was sent, handed back to the store with the answer. */
export interface SentRow {
  key: string;
  kind: string;
  userId: number;
  version: number;
  desired: unknown;
}

export interface Acknowledgement extends SentRow {
  /** The sent version's `seq` (OutboxRow.seq), when the row has one. */
  seq?: number;
  /** False when the request was one step of several (see SendOutcome). */
  complete: boolean;
  /** The local id the row was created under, when the answer carries its server id. */
  localId: string | null;
  createdId: string | null;
  /** See SendOutcome `done`: the server's watermark after applying the request, null when unknown. */
  watermark?: number | null;
  /** See SendOutcome `done`: the desired state the server answered it holds, when known. */
  answered?: unknown;
}

export interface DueQuery {
  /** Only rows of these members (the ones with a usable token). */
  userIds: readonly number[];
  now: number;
  /** Keys already in flight or set aside in this drain. */
  exclude: ReadonlySet<string>;
  limit: number;
}

/**
 * Durable outbox. Every method is atomic (one transaction) and applies the rules of
 * outbox-rules.ts, so the Dexie and the memory implementations behave the same.
 */
export interface OutboxStore {
  /**
   * Claims up to `limit` pending rows of the given members with nextAttemptAt ≤ now, earliest
   * first: records in each that its current version is being sent (sentVersion) and returns them
   * as claimed. One transaction for all of them, so a drain that frees several slots at once pays
   * for one store round trip, not one per row.
   */
  claimDue(query: DueQuery): Promise<OutboxRow[]>;
  /** The earliest nextAttemptAt among pending rows of the given members, or null. */
  nextDueAt(query: Omit<DueQuery, 'now' | 'limit'>): Promise<number | null>;
  serverIdOf(localId: string): Promise<string | null>;
  /**
   * Compare-and-delete of each row, plus its record's known server state and the last-success
   * time, all in one transaction: the engine groups the answers that arrive while the previous
   * group is being written.
   */
  acknowledge(acks: readonly Acknowledgement[], now: number): Promise<void>;
  /** After a transient failure: the row (whatever its version now) waits until `nextAttemptAt`. */
  reschedule(key: string, attempts: number, nextAttemptAt: number): Promise<void>;
  /**
   * The server refused `version` (`status`: its HTTP status, null when refused on the device); a
   * newer local version stays pending instead. `serverCopy`, when the answer carried one, becomes
   * the record's known server state in the same transaction.
   */
  markAttention(key: string, version: number, message: string, now: number, status?: number | null, serverCopy?: ServerCopy): Promise<void>;
  /** Connectivity came back: every waiting row of these members is due now. */
  expedite(userIds: readonly number[], now: number): Promise<void>;
  /** The user's 'try again' on a row needing attention. */
  retry(key: string, now: number): Promise<void>;
  /** The user's 'discard': removes the row and puts the local record back to the server's state. */
  discard(key: string): Promise<void>;
}

/**
 * The token of each member who may send. Rows of anyone else wait (they are never sent with
 * another member's token).
 */
export interface TokenSource {
  signedIn(): Promise<ReadonlyMap<number, string>>;
  /** The server refused `token`: forget it (only if it is still the member's current token). */
  reject(userId: number, token: string): Promise<void>;
}

/** Time, injectable so tests can pin exact schedules. */
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface NetworkStatus {
  /** False only when the device is certainly offline; true may still mean no real connectivity. */
  isOnline(): boolean;
}

/**
 * Mutual exclusion across tabs and the service worker. `run` does not wait: when another
 * runner holds the lock it returns `{ acquired: false }` at once.
 */
export interface Lock {
  run<T>(fn: () => Promise<T>): Promise<{ acquired: true; value: T } | { acquired: false }>;
}

export type SyncEvent =
  | { type: 'sent'; key: string; version: number }
  | { type: 'retry'; key: string; delayMs: number; reason: string }
  | { type: 'attention'; key: string; message: string }
  | { type: 'auth-required'; userId: number }
  | { type: 'error'; key: string | null; error: unknown };
