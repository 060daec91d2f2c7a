import { describe, expect, it, vi } from 'vitest';
import { RowMarks } from './row-marks';

const KEY = 'vote:observer:2';
const NOTHING = new Map<string, 'pending' | 'attention'>();

describe('RowMarks', () => {
  it("keeps a tap's mark until a read that includes its write, even one that finds the same rows as before", () => {
    const marks = new RowMarks();
    marks.observe(NOTHING, 4);
    const woken = vi.fn();
    marks.subscribe(KEY, woken);

    marks.wrote(KEY, 'pending', 5);
    expect(marks.get(KEY)).toBe('pending');
    expect(woken).toHaveBeenCalledTimes(1);

    // A read that started before the write commits (change 4) knows nothing of it.
    marks.observe(new Map(NOTHING), 4);
    expect(marks.get(KEY)).toBe('pending');
    expect(woken).toHaveBeenCalledTimes(1);

    // Sent and acknowledged before the next read: it finds no row, as the read before the tap did.
    marks.observe(new Map(NOTHING), 5);
    expect(marks.get(KEY)).toBe('sent');
    expect(woken).toHaveBeenCalledTimes(2);
  });

  it("ignores a tap's mark that a read already includes: the read says what became of the row", () => {
    const marks = new RowMarks();
    marks.observe(NOTHING, 6);
    marks.wrote(KEY, 'pending', 6);
    expect(marks.get(KEY)).toBe('sent');
    marks.observe(new Map([[KEY, 'attention']]), 7);
    marks.wrote(KEY, 'pending', 7);
    expect(marks.get(KEY)).toBe('attention');
  });

  it("wakes only the rows whose mark moves, and the outbox's listeners only when a row changes state", () => {
    const marks = new RowMarks();
    const other = 'vote:observer:3';
    const wokenKey = vi.fn();
    const wokenOther = vi.fn();
    const wokenStates = vi.fn();
    marks.subscribe(KEY, wokenKey);
    marks.subscribe(other, wokenOther);
    marks.subscribeObserved(wokenStates);

    const first = new Map([[other, 'pending' as const]]);
    marks.observe(first, 1);
    expect([wokenKey.mock.calls.length, wokenOther.mock.calls.length, wokenStates.mock.calls.length]).toEqual([0, 1, 1]);
    marks.observe(new Map(first), 2);
    expect(marks.observed()).toBe(first);
    expect([wokenKey.mock.calls.length, wokenOther.mock.calls.length, wokenStates.mock.calls.length]).toEqual([0, 1, 1]);
  });

  it("drops every tap's mark when the change number goes back (the database was emptied)", () => {
    const marks = new RowMarks();
    marks.observe(NOTHING, 9);
    marks.wrote(KEY, 'pending', 10);
    marks.observe(NOTHING, 0);
    expect(marks.get(KEY)).toBe('sent');
  });
});
