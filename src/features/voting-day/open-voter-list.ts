import Dexie, { cmp, RangeSet, type IntervalTree, type ObservabilitySet, type Table } from 'dexie';
import type { EntityKey } from '../../db/database';
import { coalesceAfterPaint } from '../../lib/after-paint';
import { KeyedListeners } from './keyed-listeners';

type Listener = () => void;

/** Where an open list's records live, and how it orders and compares them. */
export interface VoterListSource<R extends { voted: boolean }> {
  /** The records' table, keyed [userId, voter id]. */
  table: Table<R, [number, EntityKey]>;
  idOf(record: R): number;
  /** The list in list order; with `limit`, only its first rows. */
  read(limit?: number): Promise<R[]>;
  /** Whether a record read back by its key still belongs to this list (an observer's voter may change station). */
  belongs(record: R): boolean;
  /** List order, to sort again after a record changed. */
  order(a: R, b: R): number;
  /** What a row shows of a record: any other change (serverVoted after an acknowledgement) re-renders nothing. */
  sameShown(a: R, b: R): boolean;
  /** What the list and the search use: a change here rebuilds the list; a vote alone does not. */
  sameListed(a: R, b: R): boolean;
  /** Rows read before the rest of a long list (see `load`); without it the list is read whole. */
  firstRows?: number;
  /** What `read()` would return, if a download has just stored it (see JustStored): taken instead of reading, once. */
  justStored?(): R[] | undefined;
}

/** What both voting-day rows show of a voter. */
interface ShownVoter {
  voted: boolean;
  list_number: number;
  name: string;
  father_name: string;
  surname: string;
  folded: string;
}

/** Whether a voting-day row would show the same for both records (a source adds its own fields). */
export function sameShownVoter(a: ShownVoter, b: ShownVoter): boolean {
  return (
    a.voted === b.voted &&
    a.list_number === b.list_number &&
    a.name === b.name &&
    a.father_name === b.father_name &&
    a.surname === b.surname &&
    a.folded === b.folded
  );
}

/** Whether the list and its search would place and find both records alike. */
export function sameListedVoter(a: ShownVoter, b: ShownVoter): boolean {
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
 * A voting-day list open on screen, held in memory for as long as the screen shows it.
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
 * a vote never does. `subscribeVotes` fires on any change of a voted flag (a turnout count, a
 * "not voted yet" filter).
 */
export class OpenVoterList<R extends { voted: boolean }> {
  private records = new Map<number, R>();
  /** List order; the records as loaded or last listed, so `voted` in here may lag: read it with `get`. */
  private listed: readonly R[] | undefined;
  private readonly rowListeners = new KeyedListeners<number>();
  private readonly listListeners = new Set<Listener>();
  private readonly voteListeners = new Set<Listener>();
  private votes = 0;
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
    private readonly source: VoterListSource<R>,
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

  /** Whether `list` holds the whole list yet, or only its first rows (see `load`). */
  readonly complete = (): boolean => this.whole;

  /** The voters in list order; undefined until loaded. */
  readonly list = (): readonly R[] | undefined => this.listed;

  /** Counts changes of voted flags: a snapshot for a view that follows the marks. */
  readonly votesVersion = (): number => this.votes;

  /** A voter's current record. */
  get(voterId: number): R | undefined {
    return this.records.get(voterId);
  }

  /** How many voters the list holds. */
  size(): number {
    return this.records.size;
  }

  /** How many of the voters are marked voted on this device. */
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
    return this.rowListeners.subscribe(voterId, listener);
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
    this.rowListeners.notify(voterId);
    this.votesChanged();
  }

  private votesChanged(): void {
    this.votes++;
    this.voteListeners.forEach((listener) => listener());
  }

  /**
   * Reads the rows a screen shows first (in list order), publishes them, then reads the whole
   * list: the first paint waits for a few dozen records instead of thousands. Until the second
   * read lands the list is partial (`complete` false); a vote made on a shown row meanwhile is
   * kept over the older copy that read may hold. A source without `firstRows` is read whole.
   */
  private async load(): Promise<void> {
    const generation = ++this.generation;
    const justStored = this.source.justStored?.();
    if (justStored !== undefined) {
      this.publish(justStored, true);
      return;
    }
    const { firstRows } = this.source;
    if (firstRows !== undefined) {
      const first = await this.source.read(firstRows);
      if (this.closed || generation !== this.generation) return;
      // A list no longer than the first read is already whole.
      if (first.length < firstRows) {
        this.publish(first, true);
        return;
      }
      this.publish(first, false);
    }
    const writes = new Map(this.localWrites);
    const all = await this.source.read();
    if (this.closed || generation !== this.generation) return;
    this.publish(
      all.map((voter) => {
        const id = this.source.idOf(voter);
        // Written on this screen after the read began: the record in memory is the newer one.
        return (this.localWrites.get(id) ?? 0) !== (writes.get(id) ?? 0) ? (this.records.get(id) ?? voter) : voter;
      }),
      true,
    );
  }

  /** Replaces the list with `voters` (in list order) and tells every row whose record changed. */
  private publish(voters: R[], complete: boolean): void {
    const previous = this.records;
    // Filled in a loop: a pair array per voter would be 10 000 short-lived arrays on a first open.
    this.records = new Map();
    for (const voter of voters) this.records.set(this.source.idOf(voter), voter);
    this.listed = voters;
    this.whole = complete;
    this.listListeners.forEach((listener) => listener());
    this.votesChanged();
    for (const id of this.rowListeners.keys()) {
      const before = previous.get(id);
      const after = this.records.get(id);
      if (before !== undefined && after !== undefined && this.source.sameShown(before, after)) continue;
      this.rowListeners.notify(id);
    }
  }

  private mutated(parts: ObservabilitySet): void {
    if (this.closed) return;
    const tree = parts[`idb://${this.source.table.db.name}/${this.source.table.name}/`];
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
    const fresh = await this.source.table.bulkGet(ids.map((id): [number, number] => [this.userId, id]));
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
      const read = fresh[i];
      const after = read !== undefined && this.source.belongs(read) ? read : undefined;
      if (before === undefined && after === undefined) return;
      if (before !== undefined && after !== undefined && this.source.sameShown(before, after)) {
        this.records.set(id, after);
        return;
      }
      if (after === undefined) this.records.delete(id);
      else this.records.set(id, after);
      if (before === undefined || after === undefined || !this.source.sameListed(before, after)) listChanged = true;
      if (before?.voted !== after?.voted) votesChanged = true;
      this.rowListeners.notify(id);
    });
    if (listChanged) {
      this.listed = [...this.records.values()].sort((a, b) => this.source.order(a, b));
      this.listListeners.forEach((listener) => listener());
    }
    if (votesChanged) this.votesChanged();
    if (overtaken.length > 0) void this.reread(overtaken);
  }
}
