import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIRM_WITHIN_MS, followSave, saveRowsState, type SaveRowsState, type WatchSave } from './save-rows';

/** A fake outbox: the test says where the save's rows stand, as the outbox watch would. */
function fakeOutbox() {
  let listener: ((state: SaveRowsState) => void) | null = null;
  let subscribed = false;
  const watch: WatchSave = (next) => {
    listener = next;
    subscribed = true;
    return () => {
      subscribed = false;
    };
  };
  return {
    watch,
    set: (state: SaveRowsState) => listener?.(state),
    subscribed: () => subscribed,
  };
}

function told() {
  const said: string[] = [];
  return {
    said,
    outcomes: {
      confirmed: () => said.push('success'),
      onDevice: () => said.push('on device'),
      refused: (reason: string | null) => said.push(`refused: ${reason ?? '?'}`),
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('followSave', () => {
  it('confirmed within a second online: only the success text', () => {
    const outbox = fakeOutbox();
    const { said, outcomes } = told();
    followSave(outbox.watch, outcomes, true);
    outbox.set({ kind: 'waiting' });
    vi.advanceTimersByTime(CONFIRM_WITHIN_MS - 100);
    outbox.set({ kind: 'confirmed' });
    vi.advanceTimersByTime(5000);
    expect(said).toEqual(['success']);
    expect(outbox.subscribed()).toBe(false);
  });

  it('confirmed later: saved on the device first, the success text once the server has it', () => {
    const outbox = fakeOutbox();
    const { said, outcomes } = told();
    followSave(outbox.watch, outcomes, true);
    outbox.set({ kind: 'waiting' });
    vi.advanceTimersByTime(CONFIRM_WITHIN_MS);
    expect(said).toEqual(['on device']);
    vi.advanceTimersByTime(60_000);
    outbox.set({ kind: 'waiting' });
    expect(said).toEqual(['on device']);
    outbox.set({ kind: 'confirmed' });
    expect(said).toEqual(['on device', 'success']);
    expect(outbox.subscribed()).toBe(false);
  });

  it('refused: the server reason, never the success text', () => {
    const outbox = fakeOutbox();
    const { said, outcomes } = told();
    followSave(outbox.watch, outcomes, true);
    outbox.set({ kind: 'waiting' });
    vi.advanceTimersByTime(200);
    outbox.set({ kind: 'refused', reason: 'Numri i telefonit nuk është i vlefshëm!' });
    vi.advanceTimersByTime(5000);
    expect(said).toEqual(['refused: Numri i telefonit nuk është i vlefshëm!']);
    expect(outbox.subscribed()).toBe(false);
  });

  it('refused after it was told to wait on the device', () => {
    const outbox = fakeOutbox();
    const { said, outcomes } = told();
    followSave(outbox.watch, outcomes, true);
    outbox.set({ kind: 'waiting' });
    vi.advanceTimersByTime(3000);
    outbox.set({ kind: 'refused', reason: null });
    expect(said).toEqual(['on device', 'refused: ?']);
  });

  it('offline: saved on the device at once, the success text after reconnecting', () => {
    const outbox = fakeOutbox();
    const { said, outcomes } = told();
    followSave(outbox.watch, outcomes, false);
    outbox.set({ kind: 'waiting' });
    expect(said).toEqual(['on device']);
    vi.advanceTimersByTime(CONFIRM_WITHIN_MS * 10);
    expect(said).toEqual(['on device']);
    outbox.set({ kind: 'confirmed' });
    expect(said).toEqual(['on device', 'success']);
  });

  it('offline with nothing left to send (back to the server value): the success text', () => {
    const outbox = fakeOutbox();
    const { said, outcomes } = told();
    followSave(outbox.watch, outcomes, false);
    outbox.set({ kind: 'confirmed' });
    vi.advanceTimersByTime(5000);
    expect(said).toEqual(['success']);
  });

  it('a newer change of the record takes over: this save goes quiet', () => {
    const outbox = fakeOutbox();
    const { said, outcomes } = told();
    followSave(outbox.watch, outcomes, true);
    outbox.set({ kind: 'superseded' });
    vi.advanceTimersByTime(5000);
    expect(said).toEqual([]);
    expect(outbox.subscribed()).toBe(false);
  });

  it('settled by the first state, given while subscribing', () => {
    const { said, outcomes } = told();
    let stopped = false;
    followSave(
      (listener) => {
        listener({ kind: 'confirmed' });
        return () => {
          stopped = true;
        };
      },
      outcomes,
      true,
    );
    vi.advanceTimersByTime(5000);
    expect(said).toEqual(['success']);
    expect(stopped).toBe(true);
  });
});

describe('saveRowsState', () => {
  const written = [
    { key: 'a', seq: 4 },
    { key: 'b', seq: 5 },
  ];
  const pending = (seq: number) => ({ seq, state: 'pending' as const, lastError: null });

  it('every row gone: confirmed', () => {
    expect(saveRowsState(written, [undefined, undefined])).toEqual({ kind: 'confirmed' });
  });
  it('a row still there: waiting', () => {
    expect(saveRowsState(written, [undefined, pending(5)])).toEqual({ kind: 'waiting' });
  });
  it('a row refused: refused with its reason', () => {
    expect(saveRowsState(written, [pending(4), { seq: 5, state: 'attention', lastError: 'Jo' }])).toEqual({ kind: 'refused', reason: 'Jo' });
  });
  it('a row changed again since: superseded', () => {
    expect(saveRowsState(written, [undefined, pending(9)])).toEqual({ kind: 'superseded' });
  });
});
