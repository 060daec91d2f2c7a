import type { OutboxRowState } from '../../sync/outbox-row';
import type { RowSync } from '../../ui/offline-list/sync-mark';
import { KeyedListeners } from './keyed-listeners';

/** The member's outbox rows by key, as one read found them; a key that is absent has nothing to send. */
export type OutboxStates = ReadonlyMap<string, OutboxRowState>;

/** A tap's mark: what its write says the row became, and the device change number it took. */
interface TapMark {
  sync: RowSync;
  seq: number;
}

const NO_ROWS: OutboxStates = new Map();

/**
 * Each row's sync mark, from the outbox as last read together with the device's change number.
 *
 * The read waits until the tap's frame is drawn, so a tap shows what its write says the row became
 * at once; that stands in for the outbox only until a read that includes the write. The change
 * number tells which read does (every write takes the next one); the map cannot, since the engine
 * may send the row and the server acknowledge it before that read, which then finds the same rows
 * as the one before the tap.
 */
export class RowMarks {
  private states = NO_ROWS;
  /** The change number the last read found: every write up to it is in `states`. */
  private readSeq = -Infinity;
  private readonly taps = new Map<string, TapMark>();
  private readonly rows = new KeyedListeners<string>();
  private readonly statesListeners = new Set<() => void>();

  /** The row's mark: a tap's own while no read includes it, else the outbox's ('sent' without a row). */
  get(key: string): RowSync {
    return this.taps.get(key)?.sync ?? this.states.get(key) ?? 'sent';
  }

  subscribe(key: string, listener: () => void): () => void {
    return this.rows.subscribe(key, listener);
  }

  /** The outbox as last read; the same Map while no row changes state, so a count re-renders only then. */
  readonly observed = (): OutboxStates => this.states;

  readonly subscribeObserved = (listener: () => void): (() => void) => {
    this.statesListeners.add(listener);
    return () => this.statesListeners.delete(listener);
  };

  /** A tap's write has committed as change `seq`, leaving its row `sync`. */
  wrote(key: string, sync: RowSync, seq: number): void {
    // A read already includes the write: what it found is what became of the row since.
    if (seq <= this.readSeq) return;
    const before = this.get(key);
    this.taps.set(key, { sync, seq });
    if (sync !== before) this.rows.notify(key);
  }

  /** A read of the member's outbox rows, with the change number read in the same transaction. */
  observe(states: OutboxStates, seq: number): void {
    const shown = new Map<string, RowSync>();
    for (const key of this.rows.keys()) shown.set(key, this.get(key));
    // The number never goes back, unless the database was emptied under the page: then no tap's
    // number could be reached again, and no tap's write survived anyway.
    const wentBack = seq < this.readSeq;
    this.readSeq = seq;
    for (const [key, tap] of this.taps) if (wentBack || tap.seq <= seq) this.taps.delete(key);
    const moved = !sameStates(this.states, states);
    if (moved) this.states = states;
    for (const [key, before] of shown) if (this.get(key) !== before) this.rows.notify(key);
    if (moved) this.statesListeners.forEach((listener) => listener());
  }
}

function sameStates(a: OutboxStates, b: OutboxStates): boolean {
  if (a.size !== b.size) return false;
  for (const [key, state] of b) if (a.get(key) !== state) return false;
  return true;
}
