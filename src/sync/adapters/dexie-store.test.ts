import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TerrenDb, type LocalObserverVoter } from '../../db/database';
import { META_KEYS } from '../../db/meta-keys';
import { writeOutboxChange } from './outbox-write';
import { registryHooks } from '../../collections/collection-hooks';
import { SyncEngine } from '../engine';
import { collectionKinds } from '../../collections/registry';
import { MemoryLock } from '../memory-lock';
import { FakeNetwork } from '../testing/fake-network';
import { systemClock } from '../system-clock';
import { urlOf } from '../testing/url-of';
import { DexieOutboxStore } from './dexie-store';
import { dexieTokens } from './dexie-tokens';
import { createFetchTransport } from './fetch-transport';
import { readStoredSyncStatus } from './read-sync-status';

let db: TerrenDb;
let n = 0;

beforeEach(async () => {
  db = new TerrenDb(`dexie-store-test-${++n}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

function voter(voterId: number, overrides: Partial<LocalObserverVoter> = {}): LocalObserverVoter {
  return {
    userId: 1,
    voter_id: voterId,
    qv_id: 10,
    name: 'Ana',
    father_name: 'Gëzim',
    surname: 'Hoxha',
    list_number: voterId,
    voted: false,
    serverVoted: false,
    folded: 'ana hoxha',
    ...overrides,
  };
}

/** A local vote as the voting-day store writes it: record + row in one transaction. */
async function vote(voterId: number, voted: boolean, userId = 1, at = 1_000): Promise<void> {
  await db.transaction('rw', db.observerVoters, db.outbox, db.meta, async () => {
    const record = await db.observerVoters.get([userId, voterId]);
    await db.observerVoters.update([userId, voterId], { voted });
    await writeOutboxChange(
      db,
      { key: `vote:observer:${voterId}`, kind: 'vote:observer', userId, desired: { voted, observer_id: 7 } },
      voted === record?.serverVoted,
      at,
    );
  });
}

describe('DexieOutboxStore', () => {
  it('every new version takes the next device-wide sequence number, also after its row was deleted', async () => {
    await db.observerVoters.bulkPut([voter(1), voter(2)]);
    await vote(1, true);
    await vote(2, true);
    expect((await db.outbox.get('vote:observer:1'))?.seq).toBe(1);
    expect((await db.outbox.get('vote:observer:2'))?.seq).toBe(2);
    await vote(1, false); // back to the server's state before any send: the row goes
    expect(await db.outbox.get('vote:observer:1')).toBeUndefined();
    await vote(1, true);
    expect((await db.outbox.get('vote:observer:1'))?.seq).toBe(4);
    expect((await db.meta.get(META_KEYS.changeSeq))?.value).toBe(4);
  });

  it('claims due rows of the given members only, earliest first, skipping excluded keys, and marks them sent', async () => {
    await db.observerVoters.bulkPut([voter(1), voter(2), voter(3), voter(4, { userId: 2 }), voter(5)]);
    await vote(2, true, 1, 500);
    await vote(1, true, 1, 700);
    await vote(5, true, 1, 800);
    await vote(3, true, 1, 5_000);
    await vote(4, true, 2, 100);
    const store = new DexieOutboxStore(db, registryHooks);
    const claimed = await store.claimDue({ userIds: [1], now: 1_000, exclude: new Set(['vote:observer:1']), limit: 4 });
    expect(claimed.map((r) => [r.key, r.sentVersion])).toEqual([
      ['vote:observer:2', 1],
      ['vote:observer:5', 1],
    ]);
    expect(await db.outbox.get('vote:observer:2')).toMatchObject({ sentVersion: 1, updatedAt: 1_000 });
    expect(await db.outbox.get('vote:observer:1')).toMatchObject({ sentVersion: null });
    expect(await db.outbox.get('vote:observer:4')).toMatchObject({ sentVersion: null });
    const limited = await store.claimDue({ userIds: [1], now: 1_000, exclude: new Set(), limit: 1 });
    expect(limited.map((r) => r.key)).toEqual(['vote:observer:2']);
    expect(await store.nextDueAt({ userIds: [1], exclude: new Set(['vote:observer:1', 'vote:observer:2', 'vote:observer:5']) })).toBe(5_000);
  });

  it("acknowledge: one transaction for a group; compare-and-delete, the voters' serverVoted and lastSyncAt", async () => {
    await db.observerVoters.bulkPut([voter(1), voter(2), voter(3)]);
    await vote(1, true);
    await vote(2, true);
    await vote(3, true);
    const store = new DexieOutboxStore(db, registryHooks);
    const sent = await store.claimDue({ userIds: [1], now: 2_000, exclude: new Set(), limit: 3 });
    expect(sent).toHaveLength(3);
    await vote(2, false); // changed while in flight

    let transactions = 0;
    const original = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
    (db as unknown as { transaction: (...args: unknown[]) => Promise<unknown> }).transaction = (...args) => {
      transactions++;
      return original(...args);
    };
    await store.acknowledge(
      sent.map((row) => ({ ...row, complete: true, localId: null, createdId: null, watermark: 41 })),
      3_000,
    );
    expect(transactions).toBe(1);
    expect(await db.outbox.get('vote:observer:1')).toBeUndefined();
    expect(await db.outbox.get('vote:observer:3')).toBeUndefined();
    expect(await db.outbox.get('vote:observer:2')).toMatchObject({ version: 2, desired: { voted: false }, sentVersion: null, state: 'pending' });
    expect(await db.observerVoters.get([1, 1])).toMatchObject({ voted: true, serverVoted: true, serverAt: 41 });
    expect(await db.observerVoters.get([1, 2])).toMatchObject({ voted: false, serverVoted: true });
    expect(await db.observerVoters.get([1, 3])).toMatchObject({ voted: true, serverVoted: true });
    expect((await db.meta.get(META_KEYS.lastSyncAt))?.value).toBe(3_000);
  });

  it('discard removes the row and puts the voter back to the server state', async () => {
    await db.observerVoters.put(voter(1));
    await vote(1, true);
    const store = new DexieOutboxStore(db, registryHooks);
    await store.markAttention('vote:observer:1', 1, 'Jo', 2_000);
    await store.discard('vote:observer:1');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.observerVoters.get([1, 1])).toMatchObject({ voted: false, serverVoted: false });
  });

  it('expedite makes waiting rows due now', async () => {
    await db.observerVoters.put(voter(1));
    await vote(1, true);
    const store = new DexieOutboxStore(db, registryHooks);
    await store.reschedule('vote:observer:1', 3, 60_000);
    await store.expedite([1], 2_000);
    expect(await db.outbox.get('vote:observer:1')).toMatchObject({ attempts: 3, nextAttemptAt: 2_000 });
  });

  it('status: counts per member, oldest pending, refused tokens', async () => {
    await db.observerVoters.bulkPut([voter(1), voter(2), voter(3, { userId: 2 })]);
    await vote(1, true, 1, 400);
    await vote(2, true, 1, 300);
    await vote(3, true, 2, 900);
    const store = new DexieOutboxStore(db, registryHooks);
    await store.markAttention('vote:observer:2', 1, 'Jo', 1_000);
    await db.session.bulkPut([
      { userId: 1, token: 't1', signedInAt: 0 },
      { userId: 2, token: 't2', signedInAt: 0 },
    ]);
    await dexieTokens(db, () => 5).reject(2, 't2');
    const status = await readStoredSyncStatus(db);
    expect(status.members.get(1)).toEqual({ pending: 1, attention: 1, oldestPendingAt: 400 });
    expect(status.members.get(2)).toEqual({ pending: 1, attention: 0, oldestPendingAt: 900 });
    expect(status.authRequired).toEqual([2]);
  });
});

describe('dexieTokens', () => {
  it('forgets only the refused token, never a newer sign-in', async () => {
    const tokens = dexieTokens(db, () => 42);
    await db.session.put({ userId: 1, token: 'new', signedInAt: 0 });
    await tokens.reject(1, 'old');
    expect(await tokens.signedIn()).toEqual(new Map([[1, 'new']]));
    await tokens.reject(1, 'new');
    expect(await tokens.signedIn()).toEqual(new Map());
    expect(await db.session.get(1)).toMatchObject({ token: null, authRejectedAt: 42 });
  });
});

describe('engine over Dexie and fetch', () => {
  it('sends a vote, and the voter ends up synced with its known server state', async () => {
    await db.observerVoters.put(voter(1));
    await db.session.put({ userId: 1, token: 'tok', signedInAt: 0 });
    await vote(1, true);
    const requests: string[] = [];
    const engine = new SyncEngine({
      store: new DexieOutboxStore(db, registryHooks),
      transport: createFetchTransport({
        kinds: collectionKinds,
        clientId: () => Promise.resolve('device'),
        fetch: (url: RequestInfo | URL, init?: RequestInit) => {
          requests.push(`${init?.method} ${urlOf(url)} ${typeof init?.body === 'string' ? init.body : ''}`);
          return Promise.resolve(new Response('{"voter_id":1,"voted":true}', { status: 200 }));
        },
      }),
      tokens: dexieTokens(db),
      clock: systemClock,
      network: new FakeNetwork(),
      lock: new MemoryLock(),
    });
    const result = await engine.sync();
    await engine.stop();
    expect(result).toMatchObject({ ran: true, sent: 1, nextDueAt: null });
    expect(requests).toEqual(['POST /api/patronage/voting/ {"observer_id":7,"voter_id":1}']);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.observerVoters.get([1, 1])).toMatchObject({ voted: true, serverVoted: true });
  });
});
