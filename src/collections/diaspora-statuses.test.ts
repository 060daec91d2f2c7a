import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIASPORA_REFERENCE_GONE, type DiasporaReferenceEdit, type DiasporaStatus } from '../contract/diaspora-reference-edit';
import type { DiasporaReference } from '../contract/diaspora-references';
import { TerrenDb, type LocalDiasporaReference } from '../db/database';
import { DexieOutboxStore } from '../sync/adapters/dexie-store';
import type { DiasporaDesired, DiasporaStatusDesired } from '../sync/kinds/diaspora-kinds';
import { createRecord } from './collection-create';
import { storeDownload } from './collection-download';
import { setIntent } from './collection-write';
import { diasporaReferences, foldedDiaspora } from './diaspora-references';
import { diasporaStatuses, NO_FLAGS } from './diaspora-statuses';
import { NOT_CREATED } from './editable-records';
import { collectionEngine, json, type SeenRequest } from './testing/collection-engine';

let db: TerrenDb;
let n = 0;
beforeEach(async () => {
  db = new TerrenDb(`diaspora-test-${++n}`);
  await db.open();
  await db.session.put({ userId: 1, token: 'tok', signedInAt: 0 });
});
afterEach(async () => {
  await db.delete();
});

const voter = { id: 700, name: 'Ana', surname: 'Hoxha', father_name: 'Petrit', dob: '1990-01-01', region: { name: 'Tiranë' }, municipality: { name: 'Tiranë' }, unit: { name: 'Njësia 5' } };
const edit: DiasporaReferenceEdit = {
  country_id: 3,
  reference_type: 1,
  emigrant_city: 'Milano',
  emigrant_phone: '+39 333',
  zip_code: null,
  note: null,
  has_referues: false,
  referues_name: null,
  referues_surname: null,
  referues_phone: null,
};

function listed(id: number, status: DiasporaStatus = NO_FLAGS): DiasporaReference {
  return {
    id,
    voter,
    country: { id: 3, country_name: 'Itali' },
    reference_type: { id: 1, code: 'familja', label: 'Familja', name: 'Familja' },
    emigrant_phone: edit.emigrant_phone,
    emigrant_city: edit.emigrant_city,
    zip_code: null,
    note: null,
    evidenca: false,
    ...status,
    has_referues: false,
    referues_name: null,
    referues_surname: null,
    referues_phone: null,
    create_date: '2026-11-20T08:00:00.000Z',
  };
}

async function createReference(): Promise<string> {
  const desired: DiasporaDesired = { exists: true, value: edit, base: null, fixed: { voter_id: voter.id } };
  return createRecord(
    db,
    diasporaReferences,
    1,
    (key): LocalDiasporaReference => ({ userId: 1, key, voter, evidenca: false, create_date: '2026-11-23T10:00:00.000Z', state: { exists: true, value: edit }, serverState: NOT_CREATED, folded: foldedDiaspora(voter, edit) }),
    desired,
  );
}

/** What the feature store does: a flag record for a reference never flagged here, then the change. */
async function setFlags(key: string, status: DiasporaStatus): Promise<void> {
  if (!(await db.diasporaStatuses.get([1, key]))) await db.diasporaStatuses.add({ userId: 1, key, status: NO_FLAGS, serverStatus: NO_FLAGS });
  await setIntent(db, diasporaStatuses, 1, key, { value: status, base: null } satisfies DiasporaStatusDesired);
}

/** References with their flags; the status call sets only the flags it is given. */
function diasporaServer() {
  const flags = new Map<number, DiasporaStatus>();
  const answer = (request: SeenRequest): Response => {
    if (request.method === 'POST') {
      flags.set(50, NO_FLAGS);
      return json(201, { id: 50 });
    }
    const id = Number(/(\d+)\/$/.exec(request.path)?.[1]);
    const current = flags.get(id);
    if (!current) return json(404, { Error: DIASPORA_REFERENCE_GONE });
    if (request.method === 'DELETE') {
      flags.delete(id);
      return new Response(null, { status: 204 });
    }
    flags.set(id, { ...current, ...(request.body as Partial<DiasporaStatus>) });
    return json(200, { id });
  };
  return { flags, answer };
}

async function drain(answer: (request: SeenRequest) => Response): Promise<SeenRequest[]> {
  const { engine, requests } = collectionEngine(db, answer);
  await engine.sync();
  await engine.stop();
  return requests;
}

describe('diaspora voting flags (their own small changes)', () => {
  it('a flag set on a reference created offline waits for its create, then goes to the server id', async () => {
    const server = diasporaServer();
    const key = await createReference();
    await setFlags(key, { ...NO_FLAGS, per_registered: true });
    // The flag row is due first: it must wait rather than send a local id or need attention.
    await db.outbox.where('key').equals(`diaspora-status:${key}`).modify({ nextAttemptAt: 0 });
    const first = await drain(server.answer);
    await new DexieOutboxStore(db).expedite([1], Date.now());
    const second = await drain(server.answer);
    const all = [...first, ...second];
    expect(all.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/patronage/register-diaspora-reference/',
      'PUT /api/patronage/update-diaspora-reference-status/50/',
    ]);
    expect(all[1]?.body).toEqual({ per_registered: true });
    expect(server.flags.get(50)).toEqual({ ...NO_FLAGS, per_registered: true });
    expect(await db.outbox.count()).toBe(0);
    // The flags now live under the server id, confirmed.
    expect(await db.diasporaStatuses.get([1, '50'])).toMatchObject({ status: { per_registered: true }, serverStatus: { per_registered: true } });
    expect(await db.diasporaStatuses.get([1, key])).toBeUndefined();
  });

  it('a reference created offline, flagged and deleted before sending leaves nothing: no record, no flags, no row, no request', async () => {
    const key = await createReference();
    await setFlags(key, { ...NO_FLAGS, voted: true });
    const reference = await db.diasporaReferences.get([1, key]);
    if (!reference) throw new Error('the reference is not on the device');
    const value = reference.state.value ?? edit;
    await setIntent(db, diasporaReferences, 1, key, { exists: false, value, base: null, fixed: { voter_id: voter.id } } satisfies DiasporaDesired);
    expect(await drain(diasporaServer().answer)).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.diasporaReferences.count()).toBe(0);
    expect(await db.diasporaStatuses.count()).toBe(0);
  });

  it('a create applied, its answer lost and the reference deleted elsewhere: the retry is answered gone, and the reference and its waiting flag leave the device', async () => {
    const server = diasporaServer();
    let applied = false;
    let lose = true;
    // Our server applies a device's create once: repeated after its record was deleted, it is gone.
    const answer = (request: SeenRequest): Response | null => {
      if (request.method === 'POST' && applied) return json(404, { Error: DIASPORA_REFERENCE_GONE });
      const reply = server.answer(request);
      if (request.method === 'POST') applied = true;
      if (!lose) return reply;
      lose = false;
      return null;
    };
    const key = await createReference();
    await setFlags(key, { ...NO_FLAGS, per_registered: true });
    const first = collectionEngine(db, answer);
    await first.engine.sync();
    await first.engine.stop();
    // The member's other device deletes it.
    server.flags.clear();
    await new DexieOutboxStore(db).expedite([1], Date.now());
    const second = collectionEngine(db, answer);
    await second.engine.sync();
    await second.engine.sync();
    await second.engine.stop();
    expect([...first.requests, ...second.requests].map((r) => r.method)).toEqual(['POST', 'POST']);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.diasporaReferences.count()).toBe(0);
    expect(await db.diasporaStatuses.count()).toBe(0);
  });

  it('only the changed flag is sent, so another coordinator’s other flag stands', async () => {
    const server = diasporaServer();
    server.flags.set(9, NO_FLAGS);
    await storeDownload(db, diasporaStatuses, 1, [listed(9)], Date.now());
    // Meanwhile another coordinator marks the envelope as received.
    server.flags.set(9, { ...NO_FLAGS, envelope_received: true });
    await setFlags('9', { ...NO_FLAGS, voted: true });
    const requests = await drain(server.answer);
    expect(requests[0]?.body).toEqual({ voted: true });
    expect(server.flags.get(9)).toEqual({ per_registered: false, envelope_received: true, voted: true });
  });

  it('a flag set back before sending sends nothing; set back after sending says so again', async () => {
    const server = diasporaServer();
    server.flags.set(9, NO_FLAGS);
    await storeDownload(db, diasporaStatuses, 1, [listed(9)], Date.now());
    await setFlags('9', { ...NO_FLAGS, voted: true });
    await setFlags('9', NO_FLAGS);
    expect(await db.outbox.count()).toBe(0);
    await setFlags('9', { ...NO_FLAGS, voted: true });
    await drain(server.answer);
    await setFlags('9', NO_FLAGS);
    const requests = await drain(server.answer);
    expect(requests[0]?.body).toEqual({ voted: false });
    expect(server.flags.get(9)?.voted).toBe(false);
  });

  it('a flag of a reference deleted elsewhere is done: there is nothing left to mark', async () => {
    await storeDownload(db, diasporaStatuses, 1, [listed(9)], Date.now());
    await setFlags('9', { ...NO_FLAGS, voted: true });
    await drain(diasporaServer().answer);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a download while a flag of a reference created here waits keeps the member’s flag', async () => {
    const server = diasporaServer();
    const key = await createReference();
    await setFlags(key, { ...NO_FLAGS, voted: true });
    // The create goes; the flag row is not due yet.
    await db.outbox.where('key').equals(`diaspora-status:${key}`).modify({ nextAttemptAt: Date.now() + 60_000 });
    await drain(server.answer);
    await storeDownload(db, diasporaStatuses, 1, [listed(50)], Date.now());
    expect((await db.diasporaStatuses.get([1, '50']))?.status.voted).toBe(true);
    await new DexieOutboxStore(db).expedite([1], Date.now() + 120_000);
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await drain(server.answer);
    expect(server.flags.get(50)?.voted).toBe(true);
    expect(await db.outbox.count()).toBe(0);
  });
});
