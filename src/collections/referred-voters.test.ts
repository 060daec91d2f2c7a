import { nextWatermark } from '../sync/testing/test-watermark';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REFERRAL_GONE } from '../contract/referral-gone';
import { TerrenDb, type LocalReferred } from '../db/database';
import { DexieOutboxStore } from '../sync/adapters/dexie-store';
import type { ReferredDesired } from '../sync/kinds/referred-kinds';
import { isLocalId } from '../sync/local-id';
import { createRecord } from './collection-create';
import { storeDownload } from './collection-download';
import { setIntent } from './collection-write';
import { foldedReferral, referredVoters } from './referred-voters';
import { collectionEngine, json, type SeenRequest } from './testing/collection-engine';

let db: TerrenDb;
let n = 0;
beforeEach(async () => {
  db = new TerrenDb(`referred-test-${++n}`);
  await db.open();
  await db.session.put({ userId: 1, token: 'tok', signedInAt: 0 });
});
afterEach(async () => {
  await db.delete();
});

const body = { voter_id: 501, comment: 'Takuar', referues: 'Arta Leka', referues_phone: '0691234567' };

function record(key: string, overrides: Partial<LocalReferred> = {}): LocalReferred {
  return {
    userId: 1,
    key,
    voter: { id: 501, nid: 'J1', name: 'Ana', surname: 'Hoxha', phone: null, qv_code: '1100', list_number: null, building_number: null, dob: '1990-01-01', voted: null },
    referues: body.referues,
    referues_phone: body.referues_phone,
    comment: body.comment,
    create_date: '2026-11-23T10:00:00.000Z',
    exists: true,
    serverExists: false,
    folded: foldedReferral({ name: 'Ana', surname: 'Hoxha', nid: 'J1' }, body.referues),
    ...overrides,
  };
}

const create = (): Promise<string> => createRecord(db, referredVoters, 1, (key) => record(key), { exists: true, body } satisfies ReferredDesired);
const remove = (key: string): Promise<void> => setIntent(db, referredVoters, 1, key, { exists: false, body } satisfies ReferredDesired);

/** A server holding referrals by id; a repeated create for the same voter answers the existing one. */
function referralServer() {
  const referrals = new Map<number, number>();
  let nextId = 77;
  const answer = (request: SeenRequest): Response => {
    if (request.method === 'POST') {
      const voterId = (request.body as { voter_id: number }).voter_id;
      const existing = [...referrals].find(([, voter]) => voter === voterId)?.[0];
      if (existing !== undefined) return json(200, { id: existing });
      referrals.set(nextId, voterId);
      return json(201, { id: nextId++ });
    }
    const id = Number(/(\d+)\/$/.exec(request.path)?.[1]);
    if (!referrals.delete(id)) return json(404, { Error: REFERRAL_GONE });
    return new Response(null, { status: 204 });
  };
  return { referrals, answer };
}

describe('referred voters collection (create, delete, local ids)', () => {
  it('a referral made and deleted before sending leaves nothing: no record, no row, no request', async () => {
    const key = await create();
    expect(isLocalId(key)).toBe(true);
    expect(await db.outbox.count()).toBe(1);
    await remove(key);
    expect(await db.referredVoters.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    const { engine, requests } = collectionEngine(db, referralServer().answer);
    await engine.sync();
    await engine.stop();
    expect(requests).toEqual([]);
  });

  it('a create sent is keyed by its server id afterwards, and a later delete goes to that id', async () => {
    const server = referralServer();
    const key = await create();
    const { engine, requests } = collectionEngine(db, server.answer);
    await engine.sync();
    expect(await db.referredVoters.get([1, key])).toBeUndefined();
    expect(await db.referredVoters.get([1, '77'])).toMatchObject({ key: '77', exists: true, serverExists: true });
    expect(await db.outbox.count()).toBe(0);

    // The screen may still hold the local id.
    await remove(key);
    await engine.sync();
    await engine.stop();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/patronage/voter-reference/', 'DELETE /api/patronage/voter-reference/77/']);
    expect(server.referrals.size).toBe(0);
    expect(await db.referredVoters.count()).toBe(0);
  });

  it('a delete made while the create is in flight goes out after it, to the new id, each once', async () => {
    const server = referralServer();
    let release = (): void => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    const key = await create();
    const { engine, requests } = collectionEngine(db, async (request) => {
      if (first) {
        first = false;
        await held;
      }
      return server.answer(request);
    });
    const drain = engine.sync();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await remove(key);
    release();
    await drain;
    await engine.sync();
    await engine.stop();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/patronage/voter-reference/', 'DELETE /api/patronage/voter-reference/77/']);
    expect(server.referrals.size).toBe(0);
    expect(await db.referredVoters.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('when the create answer was lost, a delete first repeats the create to learn the id, then deletes it', async () => {
    const server = referralServer();
    let lose = true;
    const key = await create();
    const lossy = (request: SeenRequest) => {
      const answer = server.answer(request);
      if (lose) {
        lose = false;
        return null;
      }
      return answer;
    };
    const before = collectionEngine(db, lossy);
    await before.engine.sync();
    await before.engine.stop();
    expect(server.referrals.size).toBe(1);
    await remove(key);
    // The connection is back, on a fresh page.
    await new DexieOutboxStore(db).expedite([1], Date.now());
    const after = collectionEngine(db, lossy);
    await after.engine.sync();
    await after.engine.stop();
    expect([...before.requests, ...after.requests].map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/patronage/voter-reference/',
      'POST /api/patronage/voter-reference/',
      'DELETE /api/patronage/voter-reference/77/',
    ]);
    expect(server.referrals.size).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.referredVoters.count()).toBe(0);
  });

  /**
   * Our server applies a device's create once: repeated after its referral was deleted (a retry
   * after a lost answer, or a copy that crossed the network late) it answers 'gone'.
   */
  function appliedOnceServer() {
    const server = referralServer();
    let applied = false;
    let lose = true;
    const answer = (request: SeenRequest): Response | null => {
      if (request.method === 'POST' && applied && server.referrals.size === 0) return json(404, { Error: REFERRAL_GONE });
      const answered = server.answer(request);
      if (request.method === 'POST') applied = true;
      if (lose) {
        lose = false;
        return null;
      }
      return answered;
    };
    return { ...server, answer };
  }

  it('a create applied, its answer lost and the referral deleted elsewhere: the retry is answered gone and the record leaves the device', async () => {
    const server = appliedOnceServer();
    const key = await create();
    const before = collectionEngine(db, server.answer);
    await before.engine.sync();
    await before.engine.stop();
    expect(server.referrals.size).toBe(1);
    // The member's other device deletes it.
    server.referrals.clear();
    await new DexieOutboxStore(db).expedite([1], Date.now());
    const after = collectionEngine(db, server.answer);
    await after.engine.sync();
    await after.engine.sync();
    await after.engine.stop();
    expect([...before.requests, ...after.requests].map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/patronage/voter-reference/', 'POST /api/patronage/voter-reference/']);
    expect(server.referrals.size).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.referredVoters.get([1, key])).toBeUndefined();
    expect(await db.referredVoters.count()).toBe(0);
  });

  it('a delete behind a lost create answer, the referral deleted elsewhere: the create repeated to learn the id is answered gone and ends the row', async () => {
    const server = appliedOnceServer();
    const key = await create();
    const before = collectionEngine(db, server.answer);
    await before.engine.sync();
    await before.engine.stop();
    server.referrals.clear();
    await remove(key);
    await new DexieOutboxStore(db).expedite([1], Date.now());
    const after = collectionEngine(db, server.answer);
    await after.engine.sync();
    await after.engine.sync();
    await after.engine.stop();
    expect(after.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/patronage/voter-reference/']);
    expect(server.referrals.size).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.referredVoters.count()).toBe(0);
  });

  it('deleting a referral already deleted elsewhere (404 with the gone text) completes quietly', async () => {
    await db.referredVoters.put(record('90', { serverExists: true }));
    await remove('90');
    const { engine, requests } = collectionEngine(db, referralServer().answer);
    await engine.sync();
    await engine.stop();
    expect(requests).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.referredVoters.count()).toBe(0);
  });

  it('a download that started before a create was confirmed keeps the new referral', async () => {
    const key = await create();
    const startedBefore = nextWatermark();
    const { engine } = collectionEngine(db, referralServer().answer);
    await engine.sync();
    await engine.stop();
    await storeDownload(db, referredVoters, 1, [], startedBefore);
    expect(await db.referredVoters.get([1, '77'])).toBeDefined();
    expect(await db.referredVoters.get([1, key])).toBeUndefined();
  });

  it('a download keeps a delete waiting behind a confirmed create hidden, and drops referrals that left the list', async () => {
    const server = referralServer();
    const key = await create();
    const { engine } = collectionEngine(db, server.answer);
    await engine.sync();
    await engine.stop();
    await remove(key); // row stays under the local id: the engine is stopped
    await db.referredVoters.put(record('12', { serverExists: true }));
    const listed = {
      id: 77,
      voter: { id: 501, nid: 'J1', name: 'Ana', surname: 'Hoxha', phone: null, qv: { code: '1100' }, list_number: 4, building_number: null, dob: '1990-01-01', voted: false },
      member: 1,
      referues: body.referues,
      referues_phone: body.referues_phone,
      comment: body.comment,
      create_date: '2026-11-23T10:00:00.000Z',
    };
    await storeDownload(db, referredVoters, 1, [listed], Date.now() + 1);
    expect(await db.referredVoters.get([1, '77'])).toMatchObject({ exists: false, serverExists: true });
    expect(await db.referredVoters.get([1, '12'])).toBeUndefined();
  });
});
