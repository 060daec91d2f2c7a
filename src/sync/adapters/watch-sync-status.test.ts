import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TerrenDb } from '../../db/database';
import type { OutboxRow } from '../outbox-row';
import type { StoredSyncStatus } from './read-sync-status';
import { watchStoredSyncStatus } from './watch-sync-status';

let db: TerrenDb;
let n = 0;
const stops: (() => void)[] = [];

beforeEach(async () => {
  db = new TerrenDb(`watch-sync-status-test-${++n}`);
  await db.open();
});
afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  await db.delete();
});

function row(i: number): OutboxRow {
  return {
    key: `vote:observer:${i}`,
    kind: 'vote:observer',
    userId: 1,
    desired: { voted: true, observer_id: 7 },
    version: 1,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 100 + i,
    lastError: null,
    createdAt: 100 + i,
    updatedAt: 100 + i,
    sentVersion: null,
  };
}

function watch(minIntervalMs: number): StoredSyncStatus[] {
  const seen: StoredSyncStatus[] = [];
  stops.push(watchStoredSyncStatus(db, (s) => seen.push(s), { minIntervalMs, onError: (e) => seen.push(e as never) }));
  return seen;
}

const pendingOf = (s: StoredSyncStatus | undefined) => s?.members.get(1)?.pending ?? 0;

describe('watchStoredSyncStatus', () => {
  it('reports the status at once and follows every change, ending on the last one', async () => {
    const seen = watch(20);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.members.size).toBe(0);

    await db.outbox.put(row(1));
    await vi.waitFor(() => expect(pendingOf(seen.at(-1))).toBe(1));
    await db.outbox.put({ ...row(2), state: 'attention' });
    await db.meta.put({ key: 'lastSyncAt', value: 1234 });
    await vi.waitFor(() => expect(seen.at(-1)?.lastSyncAt).toBe(1234));
    expect(seen.at(-1)?.members.get(1)).toEqual({ pending: 1, attention: 1, oldestPendingAt: 101 });

    await db.outbox.clear();
    await vi.waitFor(() => expect(seen.at(-1)?.members.size).toBe(0));
  });

  it('coalesces a burst of changes into a few reads instead of one per change', async () => {
    const seen = watch(1_000);
    await vi.waitFor(() => expect(seen).toHaveLength(1));

    // Fifty transactions one after the other, as a drain makes them.
    for (let i = 0; i < 50; i++) await db.outbox.put(row(i));
    await vi.waitFor(() => expect(pendingOf(seen.at(-1))).toBe(50), { timeout: 5_000 });
    expect(seen.length).toBeLessThanOrEqual(3);
  });

  it('ignores tables the status is not read from, and stops on unsubscribe', async () => {
    const seen = watch(0);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    await db.localIds.put({ localId: 'local-1', kind: 'vote:observer', serverId: '9' });
    await db.observerStations.put({ userId: 1, id: 3, code: 'A1' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(1);
    await db.outbox.put(row(1));
    await vi.waitFor(() => expect(pendingOf(seen.at(-1))).toBe(1));
    const reads = seen.length;

    stops.splice(0).forEach((stop) => stop());
    await db.outbox.put(row(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(reads);
  });
});
