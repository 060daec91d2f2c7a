import Dexie, { cmp, RangeSet, type IntervalTree, type ObservabilitySet } from 'dexie';
import { db, type LocalObserverVoter } from '../../db/database';
import { coalesceAfterPaint } from '../../lib/after-paint';

type Listener = () => void;

/** Rows read before the rest of the station: a phone screen shows about 14, plus the list's overscan. */
export const FIRST_ROWS = 40;

/** Dexie's name for "these primary keys of observerVoters changed" in a storagemutated event. */
const votersPart = () => `idb://${db.name}/observerVoters/`;

/** What a row shows of a record; any other change (serverVoted after an acknowledgement) re-renders nothing. */
function sameShown(a: LocalObserverVoter, b: LocalObserverVoter): boolean {
  return (
    a.voted === b.voted &&
    a.list_number === b.list_number &&
    a.name === b.name &&
    a.father_name === b.father_name &&
    a.surname === b.surname &&
    a.folded === b.folded
  );
}

/** What the list and the search use: a change here rebuilds the list; a vote alone does not. */
function sameListed(a: LocalObserverVoter, b: LocalObserverVoter): boolean {
  return a.list_number === b.list_number && a.name === b.name && a.surname === b.surname && a.folded === b.folded;
}

/**
 * The changed voter ids of `userId` in one mutation's key set, or 'all' when it holds a range
 * rather than keys: Dexie records a range for clears, range deletes and bulk writes of 50 or more.
 */
function changedVoterIds(tree: IntervalTree, userId: number): Set<number> | 'all' {
  const ids = new Set<number>();
  for (const node of RangeSet(tree)) {
    if (cmp(node.from, node.to) !== 0) return 'all';
    const key: unknown = node.from;
    if (Array.isArray(key) && key[0] === userId && typeof key[1] === 'number') ids.add(key[1]);
  }
  return ids;
}

/**
 * The voters of the station open on screen, held in memory for as long as the screen shows it.
 *
 * Read once from IndexedDB when opened. After that the screen never re-reads the list: a vote made
 * here is applied in memory once its write has committed (`applyVote`), and any other change to
 * the table (an acknowledgement, a discard, another tab, a download) arrives as Dexie's
 * `storagemutated` event with the changed keys, and only those records are read again, after the
 * next paint: the event of a tap's own write arrives before the tap is shown, and reading it back
 * then would only compete with drawing it. A change given as a range (a download's bulk write, a
 * wipe) reloads the list.
 *
 * Two levels of subscription keep a tap's work to one row: `subscribeRow(id)` fires when what that
 * row shows changes; `subscribeList` when the list itself changes (membership, order, names), which
 * a vote never does. `subscribeVotes` fires on any change of a voted flag (the turnout count).
 */
export class OpenStation {
  private records = new Map<number, LocalObserverVoter>();
  /** List order; the records as loaded or last listed, so `voted` in here may lag: read it with `get`. */
  private listed: readonly LocalObserverVoter[] | undefined;
  private readonly rowListeners = new Map<number, Set<Listener>>();
  private readonly listListeners = new Set<Listener>();
  private readonly voteListeners = new Set<Listener>();
  /** Bumped by every local write, so a re-read begun before it cannot undo it when it lands late. */
  private readonly localWrites = new Map<number, number>();
  /** Bumped by every full load, so an older load or re-read landing late is dropped. */
  private generation = 0;
  private closed = false;
  private whole = false;
  private readonly onMutated = (parts: ObservabilitySet) => this.mutated(parts);
  /** Changed ids waiting for the re-read after the next paint. */
  private readonly changed = new Set<number>();
  private readonly rereadChanged = coalesceAfterPaint(() => {
    const ids = [...this.changed];
    this.changed.clear();
    if (ids.length > 0) void this.reread(ids);
  });

  constructor(
    readonly userId: number,
    readonly qvId: number,
  ) {}

  /** Loads the list and starts following changes; `close` undoes it. */
  open(): void {
    this.closed = false;
    Dexie.on.storagemutated.subscribe(this.onMutated);
    void this.load();
  }

  close(): void {
    this.closed = true;
    Dexie.on.storagemutated.unsubscribe(this.onMutated);
    this.rereadChanged.cancel();
    this.changed.clear();
  }

  /** Whether `list` holds the whole station yet, or only its first rows (see `load`). */
  readonly complete = (): boolean => this.whole;

  /** The station's voters in list order; undefined until loaded. */
  readonly list = (): readonly LocalObserverVoter[] | undefined => this.listed;

  /** A voter's current record. */
  get(voterId: number): LocalObserverVoter | undefined {
    return this.records.get(voterId);
  }

  /** The station's current records (any order), for counting. */
  current(): LocalObserverVoter[] {
    return [...this.records.values()];
  }

  /** How many of the station's voters are marked voted on this device. */
  votedCount(): number {
    let voted = 0;
    for (const record of this.records.values()) if (record.voted) voted++;
    return voted;
  }

  readonly subscribeList = (listener: Listener): (() => void) => {
    this.listListeners.add(listener);
    return () => this.listListeners.delete(listener);
  };

  readonly subscribeVotes = (listener: Listener): (() => void) => {
    this.voteListeners.add(listener);
    return () => this.voteListeners.delete(listener);
  };

  subscribeRow(voterId: number, listener: Listener): () => void {
    let set = this.rowListeners.get(voterId);
    if (!set) this.rowListeners.set(voterId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.rowListeners.delete(voterId);
    };
  }

  /**
   * A vote of this screen whose record + outbox write has committed: the record on the device now
   * says `voted`, so show it without reading it back.
   */
  applyVote(voterId: number, voted: boolean): void {
    this.localWrites.set(voterId, (this.localWrites.get(voterId) ?? 0) + 1);
    const record = this.records.get(voterId);
    if (!record || record.voted === voted) return;
    this.records.set(voterId, { ...record, voted });
    this.rowListeners.get(voterId)?.forEach((listener) => listener());
    this.voteListeners.forEach((listener) => listener());
  }

  /**
   * Reads the rows a screen shows first (in list order, by index), publishes them, then reads the
   * whole station: the first paint waits for a few dozen records instead of thousands. Until the
   * second read lands the list is partial (`complete` false); a vote made on a shown row meanwhile
   * is kept over the older copy that read may hold.
   */
  private async load(): Promise<void> {
    const generation = ++this.generation;
    const first = await this.inListOrder().limit(FIRST_ROWS).toArray();
    if (this.closed || generation !== this.generation) return;
    // A station no longer than the first read is already whole.
    if (first.length < FIRST_ROWS) {
      this.publish(first, true);
      return;
    }
    this.publish(first, false);
    const writes = new Map(this.localWrites);
    const all = await this.inListOrder().toArray();
    if (this.closed || generation !== this.generation) return;
    this.publish(
      all.map((voter) => {
        const id = voter.voter_id;
        // Written on this screen after the read began: the record in memory is the newer one.
        return (this.localWrites.get(id) ?? 0) !== (writes.get(id) ?? 0) ? (this.records.get(id) ?? voter) : voter;
      }),
      true,
    );
  }

  /** The station's voters by list number, straight from the index (no sort in memory). */
  private inListOrder() {
    return db.observerVoters
      .where('[userId+qv_id+list_number]')
      .between([this.userId, this.qvId, Dexie.minKey], [this.userId, this.qvId, Dexie.maxKey]);
  }

  /** Replaces the list with `voters` (in list order) and tells every row whose record changed. */
  private publish(voters: LocalObserverVoter[], complete: boolean): void {
    const previous = this.records;
    this.records = new Map(voters.map((voter) => [voter.voter_id, voter]));
    this.listed = voters;
    this.whole = complete;
    this.listListeners.forEach((listener) => listener());
    this.voteListeners.forEach((listener) => listener());
    for (const [id, listeners] of this.rowListeners) {
      const before = previous.get(id);
      const after = this.records.get(id);
      if (before !== undefined && after !== undefined && sameShown(before, after)) continue;
      listeners.forEach((listener) => listener());
    }
  }

  private mutated(parts: ObservabilitySet): void {
    if (this.closed) return;
    const tree = parts[votersPart()];
    if (!tree) return;
    const ids = changedVoterIds(tree, this.userId);
    if (ids === 'all') {
      void this.load();
      return;
    }
    for (const id of ids) this.changed.add(id);
    if (ids.size > 0) this.rereadChanged.schedule();
  }

  /** Reads the changed records only, and applies what a screen shows of them. */
  private async reread(ids: number[]): Promise<void> {
    const generation = this.generation;
    const writes = ids.map((id) => this.localWrites.get(id) ?? 0);
    const fresh = await db.observerVoters.bulkGet(ids.map((id): [number, number] => [this.userId, id]));
    if (this.closed || generation !== this.generation || this.listed === undefined) return;
    let listChanged = false;
    let votesChanged = false;
    const overtaken: number[] = [];
    ids.forEach((id, i) => {
      // A vote made on this screen after the read began is newer than what the read saw; read
      // again, in case something else changed the record too.
      if ((this.localWrites.get(id) ?? 0) !== writes[i]) {
        overtaken.push(id);
        return;
      }
      const before = this.records.get(id);
      const after = fresh[i]?.qv_id === this.qvId ? fresh[i] : undefined;
      if (before === undefined && after === undefined) return;
      if (before !== undefined && after !== undefined && sameShown(before, after)) {
        this.records.set(id, after);
        return;
      }
      if (after === undefined) this.records.delete(id);
      else this.records.set(id, after);
      if (before === undefined || after === undefined || !sameListed(before, after)) listChanged = true;
      if (before?.voted !== after?.voted) votesChanged = true;
      this.rowListeners.get(id)?.forEach((listener) => listener());
    });
    if (listChanged) {
      this.listed = [...this.records.values()].sort((a, b) => a.list_number - b.list_number);
      this.listListeners.forEach((listener) => listener());
    }
    if (votesChanged) this.voteListeners.forEach((listener) => listener());
    if (overtaken.length > 0) void this.reread(overtaken);
  }
}
