import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registryHooks } from '../../collections/collection-hooks';
import { dropDataKey, setDataKey } from '../../db/at-rest/data-key';
import { TerrenDb, type LocalObserverVoter, type OutboxRow } from '../../db/database';
import { DexieOutboxStore } from './dexie-store';

const KEY = new Uint8Array(32).fill(5);
let db: TerrenDb;

const voter: LocalObserverVoter = { userId: 1, voter_id: 1, qv_id: 10, name: 'Ana', father_name: 'Gëzim', surname: 'Hoxha', list_number: 1, voted: true, serverVoted: false, folded: 'ana hoxha' };

const row = (key: string, kind: string, desired: unknown, nextAttemptAt: number): OutboxRow => ({
  key,
  kind,
  userId: 1,
  desired,
  version: 1,
  state: 'pending',
  attempts: 0,
  nextAttemptAt,
  lastError: null,
  createdAt: nextAttemptAt,
  updatedAt: nextAttemptAt,
  sentVersion: null,
});

beforeEach(async () => {
  db = new TerrenDb(`locked-store-${Math.random()}`);
  await db.open();
  setDataKey(1, new Uint8Array(KEY));
  await db.observerVoters.put(voter);
  await db.outbox.bulkPut([
    row('patronaged:9', 'patronaged', { value: { phone: '0691234567' } }, 100),
    row('vote:observer:1', 'vote:observer', { voted: true, observer_id: 7 }, 200),
  ]);
});

afterEach(async () => {
  await db.delete();
});

describe('the outbox on a locked device (the service worker, or a page before the password)', () => {
  it('sends only the rows that need no personal field, and acknowledges a vote without the key', async () => {
    dropDataKey();
    const store = new DexieOutboxStore(db, registryHooks);
    expect(await store.nextDueAt({ userIds: [1], exclude: new Set() })).toBe(200);
    const claimed = await store.claimDue({ userIds: [1], now: 1_000, exclude: new Set(), limit: 8 });
    expect(claimed.map((r) => r.key)).toEqual(['vote:observer:1']);

    await store.acknowledge(claimed.map((r) => ({ ...r, complete: true, localId: null, createdId: null, watermark: 3 })), 1_000);
    expect(await db.outbox.get('vote:observer:1')).toBeUndefined();

    // Unlocked again: the vote's acknowledgement kept the voter's sealed name, and the phone's row goes out now.
    setDataKey(1, new Uint8Array(KEY));
    expect(await db.observerVoters.get([1, 1])).toMatchObject({ name: 'Ana', surname: 'Hoxha', serverVoted: true });
    const next = await store.claimDue({ userIds: [1], now: 1_000, exclude: new Set(), limit: 8 });
    expect(next.map((r) => [r.key, r.desired])).toEqual([['patronaged:9', { value: { phone: '0691234567' } }]]);
  });
});
