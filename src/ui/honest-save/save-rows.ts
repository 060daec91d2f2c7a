/**
 * A save is honest about where it stands: the spec's success text only once the server has taken
 * the change, "saved on the device" while it waits, the server's reason when it refuses. Free of
 * Dexie and React, so its timing is tested with a fake outbox and fake timers.
 */

/** One outbox row a save wrote, by its key and the device change number the save gave it. */
export interface WrittenRow {
  key: string;
  seq: number | undefined;
}

/** What the outbox holds now under a written row's key (undefined: the row is gone). */
export interface RowNow {
  seq?: number;
  state: 'pending' | 'attention';
  lastError: string | null;
}

export type SaveRowsState =
  | { kind: 'confirmed' }
  | { kind: 'waiting' }
  | { kind: 'refused'; reason: string | null }
  /** A newer change of the same record replaced this one: that change's save reports instead. */
  | { kind: 'superseded' };

/**
 * Where a save stands from its rows: a row stays under its key until the server acknowledges it
 * (then it is deleted), and a later change of the record gives the row a newer change number.
 */
export function saveRowsState(written: readonly WrittenRow[], now: readonly (RowNow | undefined)[]): SaveRowsState {
  let waiting = false;
  let superseded = false;
  for (const [index, row] of now.entries()) {
    if (row === undefined) continue;
    if (row.seq !== written[index]?.seq) superseded = true;
    else if (row.state === 'attention') return { kind: 'refused', reason: row.lastError };
    else waiting = true;
  }
  if (superseded) return { kind: 'superseded' };
  return waiting ? { kind: 'waiting' } : { kind: 'confirmed' };
}

/** What the member is told, at most once each; `confirmed` may follow `onDevice`. */
export interface SaveOutcomes {
  confirmed(): void;
  onDevice(): void;
  refused(reason: string | null): void;
}

/** Calls `listener` with the save's state soon after subscribing and on every change; returns the unsubscribe. */
export type WatchSave = (listener: (state: SaveRowsState) => void) => () => void;

/** How long a save may take to be confirmed before the member is told it waits on the device. */
export const CONFIRM_WITHIN_MS = 1000;

/**
 * Follows one save until the server has answered it (confirmed or refused) or a newer change
 * took it over. Online, a confirmation within `graceMs` shows only the success text; offline
 * nothing can be confirmed soon, so "saved on the device" comes as soon as the rows are seen waiting.
 */
export function followSave(watch: WatchSave, outcomes: SaveOutcomes, online: boolean, graceMs = CONFIRM_WITHIN_MS): void {
  let told = false;
  let done = false;
  let stop: (() => void) | null = null;
  const tellOnDevice = () => {
    if (done || told) return;
    told = true;
    outcomes.onDevice();
  };
  const timer = setTimeout(tellOnDevice, graceMs);
  const finish = () => {
    done = true;
    clearTimeout(timer);
    stop?.();
  };
  const unsubscribe = watch((state) => {
    if (done) return;
    if (state.kind === 'waiting') {
      if (!online) tellOnDevice();
      return;
    }
    finish();
    if (state.kind === 'confirmed') outcomes.confirmed();
    else if (state.kind === 'refused') outcomes.refused(state.reason);
  });
  // The first state may have come (and settled the save) before watch returned.
  if (done) unsubscribe();
  else stop = unsubscribe;
}
