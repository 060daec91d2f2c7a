import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TerrenDb } from './database';
import { watchStored } from './watch-stored';

let db: TerrenDb;
let n = 0;
const stops: (() => void)[] = [];

beforeEach(async () => {
  db = new TerrenDb(`watch-stored-test-${++n}`);
  await db.open();
});
afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  await db.delete();
});

/** A deferral the test releases by hand, standing in for "after the next paint". */
function heldDeferral() {
  const held: (() => void)[] = [];
  let cancelled = 0;
  const defer = (run: () => void) => {
    held.push(run);
    return () => {
      cancelled++;
    };
  };
  return { defer, release: () => held.splice(0).forEach((run) => run()), held, cancelled: () => cancelled };
}

describe('watchStored', () => {
  it('reads at once, then waits for the deferral before reading a change; changes meanwhile share the read', async () => {
    const { defer, release, held } = heldDeferral();
    const seen: number[] = [];
    const read = vi.fn(() => db.observerStations.count());
    stops.push(watchStored(db, ['observerStations'], read, (count) => seen.push(count), { defer }));
    await vi.waitFor(() => expect(seen).toEqual([0]));

    await db.observerStations.put({ userId: 1, id: 1, code: 'A' });
    await db.observerStations.put({ userId: 1, id: 2, code: 'B' });
    await vi.waitFor(() => expect(held).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(read).toHaveBeenCalledTimes(1);

    release();
    await vi.waitFor(() => expect(seen).toEqual([0, 2]));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('ignores other tables, and a read waiting for its deferral is cancelled on unsubscribe', async () => {
    const { defer, cancelled } = heldDeferral();
    const seen: number[] = [];
    const stop = watchStored(db, ['observerStations'], () => db.observerStations.count(), (count) => seen.push(count), { defer });
    await vi.waitFor(() => expect(seen).toEqual([0]));
    await db.meta.put({ key: 'x', value: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cancelled()).toBe(0);

    await db.observerStations.put({ userId: 1, id: 1, code: 'A' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    expect(cancelled()).toBe(1);
    expect(seen).toEqual([0]);
  });
});
