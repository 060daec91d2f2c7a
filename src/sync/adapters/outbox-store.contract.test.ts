import { afterEach, describe, expect, it } from 'vitest';
import { TerrenDb } from '../../db/database';
import { writeOutboxChange } from './outbox-write';
import { MemoryOutboxStore } from '../memory-store';
import type { LocalChange } from '../outbox-rules';
import type { Acknowledgement, OutboxStore } from '../ports';
import { DexieOutboxStore } from './dexie-store';

/**
 * One contract for both outbox stores: the engine's tests and the property tests run on the
 * memory store, the app on the Dexie one, so what holds for one must hold for the other.
 */
interface StoreUnderTest {
  store: OutboxStore;
  write(change: LocalChange, serverHolds: boolean, now: number): Promise<void>;
  rows(): Promise<{ key: string; state: string; version: number; sentVersion: number | null; nextAttemptAt: number; attempts: number; lastError: string | null; attentionStatus?: number | null }[]>;
  close(): Promise<void>;
}

let n = 0;
const implementations: Record<string, () => Promise<StoreUnderTest>> = {
  memory: () => {
    const store = new MemoryOutboxStore();
    return Promise.resolve({
      store,
      write: async (change, serverHolds, now) => {
        await store.write(change, serverHolds, now);
      },
      rows: () => Promise.resolve(store.all()),
      close: () => Promise.resolve(),
    });
  },
  dexie: async () => {
    const db = new TerrenDb(`store-contract-${++n}`);
    await db.open();
    return {
      store: new DexieOutboxStore(db),
      write: async (change, serverHolds, now) => {
        await db.transaction('rw', db.outbox, db.meta, () => writeOutboxChange(db, change, serverHolds, now));
      },
      rows: () => db.outbox.orderBy('key').toArray(),
      close: () => db.delete(),
    };
  },
};

const change = (entity: number, voted: boolean, userId = 1): LocalChange => ({ key: `vote:observer:${entity}`, kind: 'vote:observer', userId, desired: { voted } });
const ackOf = (row: { key: string; kind: string; userId: number; version: number; desired: unknown; seq?: number }): Acknowledgement => ({
  key: row.key,
  kind: row.kind,
  userId: row.userId,
  version: row.version,
  desired: row.desired,
  ...(row.seq === undefined ? {} : { seq: row.seq }),
  complete: true,
  localId: null,
  createdId: null,
  watermark: 1,
});

describe.each(Object.keys(implementations))('OutboxStore contract: %s', (name) => {
  let t: StoreUnderTest;
  const open = async () => {
    const make = implementations[name];
    if (!make) throw new Error(`no store ${name}`);
    t = await make();
    return t;
  };
  afterEach(async () => {
    await t.close();
  });

  it('claims due rows of the signed-in members only, earliest first, within the limit', async () => {
    await open();
    await t.write(change(1, true), false, 30);
    await t.write(change(2, true), false, 10);
    await t.write(change(3, true, 2), false, 5);
    await t.write(change(4, true), false, 500);
    const claimed = await t.store.claimDue({ userIds: [1], now: 100, exclude: new Set(), limit: 5 });
    expect(claimed.map((row) => row.key)).toEqual(['vote:observer:2', 'vote:observer:1']);
    expect(claimed.every((row) => row.sentVersion === row.version)).toBe(true);
    expect(await t.store.nextDueAt({ userIds: [1], exclude: new Set(['vote:observer:1', 'vote:observer:2']) })).toBe(500);
  });

  it('acknowledges by compare-and-delete: a change made while in flight stays queued', async () => {
    await open();
    await t.write(change(1, true), false, 0);
    const [sent] = await t.store.claimDue({ userIds: [1], now: 0, exclude: new Set(), limit: 1 });
    if (!sent) throw new Error('nothing claimed');
    await t.write(change(1, false), false, 1);
    await t.store.acknowledge([ackOf(sent)], 2);
    expect(await t.rows()).toMatchObject([{ key: 'vote:observer:1', version: 2, sentVersion: null, state: 'pending' }]);
  });

  it('ignores a late answer to a version of a previous life of the row', async () => {
    await open();
    await t.write(change(1, true), false, 0);
    const [sent] = await t.store.claimDue({ userIds: [1], now: 0, exclude: new Set(), limit: 1 });
    if (!sent) throw new Error('nothing claimed');
    await t.store.acknowledge([ackOf(sent)], 1);
    await t.write(change(1, false), false, 2);
    await t.store.claimDue({ userIds: [1], now: 2, exclude: new Set(), limit: 1 });
    await t.store.acknowledge([ackOf(sent)], 3);
    expect(await t.rows()).toMatchObject([{ key: 'vote:observer:1', version: 1, sentVersion: 1 }]);
  });

  it('keeps a refusal’s status, so a conflict (409) and a refusal (400) stay apart, and a new change clears it', async () => {
    await open();
    await t.write(change(1, true), false, 0);
    await t.write(change(2, true), false, 0);
    await t.store.markAttention('vote:observer:1', 1, 'Ndryshuar nga një pajisje tjetër', 5, 409);
    await t.store.markAttention('vote:observer:2', 1, 'Të dhëna të gabuara', 5, 400);
    expect(await t.rows()).toMatchObject([
      { key: 'vote:observer:1', state: 'attention', attentionStatus: 409 },
      { key: 'vote:observer:2', state: 'attention', attentionStatus: 400, lastError: 'Të dhëna të gabuara' },
    ]);
    expect(await t.store.claimDue({ userIds: [1], now: 100, exclude: new Set(), limit: 5 })).toEqual([]);
    await t.write(change(2, false), false, 6);
    const [fixed] = (await t.rows()).filter((row) => row.key === 'vote:observer:2');
    expect(fixed).toMatchObject({ state: 'pending', lastError: null });
    expect(fixed?.attentionStatus ?? null).toBeNull();
  });

  it('reschedules, expedites every waiting row of the members, and retries a stopped one', async () => {
    await open();
    await t.write(change(1, true), false, 0);
    await t.write(change(2, true), false, 0);
    await t.store.reschedule('vote:observer:1', 3, 50_000);
    await t.store.reschedule('vote:observer:2', 1, 2_000);
    await t.store.expedite([1], 10);
    expect((await t.rows()).map((row) => [row.nextAttemptAt, row.attempts])).toEqual([
      [10, 3],
      [10, 1],
    ]);
    await t.store.markAttention('vote:observer:1', 1, 'no', 11, 400);
    await t.store.retry('vote:observer:1', 12);
    expect((await t.rows())[0]).toMatchObject({ state: 'pending', attempts: 0, nextAttemptAt: 12, lastError: null });
  });

  it('discards a row', async () => {
    await open();
    await t.write(change(1, true), false, 0);
    await t.store.discard('vote:observer:1');
    expect(await t.rows()).toEqual([]);
  });

  it('coalesces a change back to what the server holds into nothing, unless a version was sent', async () => {
    await open();
    await t.write(change(1, true), false, 0);
    await t.write(change(1, false), true, 1);
    expect(await t.rows()).toEqual([]);
    await t.write(change(2, true), false, 0);
    await t.store.claimDue({ userIds: [1], now: 0, exclude: new Set(), limit: 1 });
    await t.write(change(2, false), true, 1);
    expect(await t.rows()).toMatchObject([{ key: 'vote:observer:2', version: 2 }]);
  });
});
