import Dexie, { RangeSet, type IntervalTree, type ObservabilitySet, type Table } from 'dexie';
import type { EntityKey } from '../../db/database';

/** Whether a mutation's key set names anything (a transaction may report an empty one). */
function anyChange(tree: IntervalTree | undefined): boolean {
  if (!tree) return false;
  for (const node of RangeSet(tree)) if (node) return true;
  return false;
}

/**
 * The voters a first list download has just stored, offered once to the station the screen opens
 * next, so that opening does not read thousands of records straight back from IndexedDB: the read
 * would be a second copy of the whole list on the heap while the first is still garbage (HEAP in
 * bench/README.md).
 *
 * The copy stands in for a read only while it equals the table:
 * - from the moment the download starts storing, a write of the outbox throws it away. Every vote
 *   (in this tab or another) writes its outbox row in the transaction that marks the voter, and
 *   only votes and downloads write a voter's mark; an acknowledgement writes the outbox too.
 *   Another tab's download of the same list meanwhile stores the same server answer, merged with
 *   the same outbox;
 * - once the copy is offered, any write of the voters too;
 * - taking it (it is offered once) and `drop`, which the screen calls when it goes, end it.
 */
export class JustStored<R> {
  private records: readonly R[] | undefined;
  private votersKey = '';
  private outboxKey = '';
  /** Whether a write has made this download's records differ from the table. */
  private stale = false;
  private readonly onMutated = (parts: ObservabilitySet) => {
    if (anyChange(parts[this.outboxKey]) || (this.records !== undefined && anyChange(parts[this.votersKey]))) this.drop();
  };

  /** Starts watching for writes; the download calls it before storing anything. */
  watch(voters: Table<R, [number, EntityKey]>): void {
    this.drop();
    const db = voters.db;
    this.votersKey = `idb://${db.name}/${voters.name}/`;
    this.outboxKey = `idb://${db.name}/outbox/`;
    this.stale = false;
    Dexie.on.storagemutated.subscribe(this.onMutated);
  }

  /** The download's records, which now equal the member's records in the table. */
  offer(records: readonly R[]): void {
    if (!this.stale) this.records = records;
  }

  /** The records, once; undefined if none were offered or a write has made them stale. */
  take(): readonly R[] | undefined {
    const records = this.records;
    this.drop();
    return records;
  }

  drop(): void {
    Dexie.on.storagemutated.unsubscribe(this.onMutated);
    this.records = undefined;
    this.stale = true;
  }
}
