import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMIGRANT_REFERENCE_GONE, type EmigrantReferenceEdit } from '../contract/emigrant-reference-edit';
import { TerrenDb, type LocalEmigrantReference } from '../db/database';
import { DexieOutboxStore } from '../sync/adapters/dexie-store';
import type { EmigrantDesired } from '../sync/kinds/emigrant-kinds';
import { isLocalId } from '../sync/local-id';
import { createRecord } from './collection-create';
import { storeDownload } from './collection-download';
import { setIntent } from './collection-write';
import { NOT_CREATED } from './editable-records';
import { emigrantReferences, foldedEmigrant } from './emigrant-references';
import { resolveKey } from './resolve-record';
import { applyChangedFields } from './testing/changed-fields-server';
import { collectionEngine, json, type SeenRequest } from './testing/collection-engine';

let db: TerrenDb;
let n = 0;
beforeEach(async () => {
  db = new TerrenDb(`emigrant-test-${++n}`);
  await db.open();
  await db.session.put({ userId: 1, token: 'tok', signedInAt: 0 });
});
afterEach(async () => {
  await db.delete();
});

const first: EmigrantReferenceEdit = { city: 'Milano', city_albania: 'Fier', name: 'Ana', surname: 'Hoxha', phone: '+39 333 1', referues_name: null };
const country = { id: 3, country_name: 'Itali' };

const desired = (value: EmigrantReferenceEdit, exists = true): EmigrantDesired => ({ exists, value, base: null, fixed: { country_id: country.id } });

function record(key: string, value: EmigrantReferenceEdit): LocalEmigrantReference {
  return { userId: 1, key, country, create_date: '2026-11-23T10:00:00.000Z', state: { exists: true, value }, serverState: NOT_CREATED, folded: foldedEmigrant(value) };
}

const create = (value = first): Promise<string> => createRecord(db, emigrantReferences, 1, (key) => record(key, value), desired(value));
const edit = (key: string, value: EmigrantReferenceEdit): Promise<void> => setIntent(db, emigrantReferences, 1, key, desired(value));
const remove = (key: string, value: EmigrantReferenceEdit): Promise<void> => setIntent(db, emigrantReferences, 1, key, desired(value, false));

async function stored(key: string): Promise<LocalEmigrantReference | undefined> {
  return db.emigrantReferences.get([1, await resolveKey(db, emigrantReferences, key)]);
}

/** Emigrant references as our server keeps them: creates idempotent by client_ref, edits checked against their base. */
function referenceServer() {
  const rows = new Map<number, EmigrantReferenceEdit>();
  const byClientRef = new Map<string, number>();
  let nextId = 40;
  const answer = (request: SeenRequest): Response => {
    const body = request.body as (EmigrantReferenceEdit & { client_ref?: string; base?: Partial<EmigrantReferenceEdit> }) | undefined;
    if (request.method === 'POST' && body) {
      const again = body.client_ref === undefined ? undefined : byClientRef.get(body.client_ref);
      if (again !== undefined) return json(200, { id: again });
      const id = nextId++;
      rows.set(id, pick(body));
      if (body.client_ref !== undefined) byClientRef.set(body.client_ref, id);
      return json(201, { id });
    }
    const id = Number(/(\d+)\/$/.exec(request.path)?.[1]);
    const current = rows.get(id);
    if (!current) return json(404, { Error: EMIGRANT_REFERENCE_GONE });
    if (request.method === 'DELETE') {
      rows.delete(id);
      return new Response(null, { status: 204 });
    }
    if (!body) return json(400, { Error: 'Pa të dhëna.' });
    const { contested, next } = applyChangedFields(current, { ...pick(body), base: body.base ?? {} });
    if (contested.length > 0) return json(409, { Error: 'Të dhënat janë ndryshuar nga një pajisje tjetër.', current, fields: contested });
    rows.set(id, next);
    return json(200, { id });
  };
  return { rows, byClientRef, answer };
}

/**
 * One drain whose first answer is lost, then `between` (the member's next step), then a fresh
 * page's drain once the connection is back. Returns every request sent.
 */
async function sendWithLostFirstAnswer(answer: (request: SeenRequest) => Response, between: () => Promise<void>): Promise<SeenRequest[]> {
  let lose = true;
  const lossy = (request: SeenRequest): Response | null => {
    const reply = answer(request);
    if (!lose) return reply;
    lose = false;
    return null;
  };
  const before = collectionEngine(db, lossy);
  await before.engine.sync();
  await before.engine.stop();
  await between();
  await new DexieOutboxStore(db).expedite([1], Date.now());
  const after = collectionEngine(db, lossy);
  await after.engine.sync();
  await after.engine.stop();
  return [...before.requests, ...after.requests];
}

function pick(v: EmigrantReferenceEdit): EmigrantReferenceEdit {
  return { city: v.city, city_albania: v.city_albania, name: v.name, surname: v.surname, phone: v.phone, referues_name: v.referues_name };
}

describe('emigrant references collection (create, edit and delete offline)', () => {
  it('a create followed by edits before sending is one POST with the last values and the local id as client_ref', async () => {
    const server = referenceServer();
    const key = await create();
    await edit(key, { ...first, city: 'Torino' });
    await edit(key, { ...first, city: 'Roma' });
    expect(await db.outbox.count()).toBe(1);
    const { engine, requests } = collectionEngine(db, server.answer);
    await engine.sync();
    await engine.stop();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', body: { city: 'Roma', country_id: 3, client_ref: key } });
    const after = await stored(key);
    expect(after?.key).toBe('40');
    expect(after?.serverState).toEqual({ exists: true, value: { ...first, city: 'Roma' } });
    expect(await db.outbox.count()).toBe(0);
  });

  it('a create applied, its answer lost and the reference deleted elsewhere: the retry is answered gone and the record leaves the device', async () => {
    const server = referenceServer();
    // Our server applies a device's create once: repeated after its record was deleted, it is gone.
    const appliedOnce = (request: SeenRequest): Response => {
      const ref = (request.body as { client_ref?: string } | undefined)?.client_ref;
      const id = ref === undefined ? undefined : server.byClientRef.get(ref);
      if (request.method === 'POST' && id !== undefined && !server.rows.has(id)) return json(404, { Error: EMIGRANT_REFERENCE_GONE });
      return server.answer(request);
    };
    const key = await create();
    // Meanwhile the member's other device deletes it.
    const requests = await sendWithLostFirstAnswer(appliedOnce, () => Promise.resolve(server.rows.clear()));
    expect(requests.map((r) => r.method)).toEqual(['POST', 'POST']);
    expect(server.rows.size).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await stored(key)).toBeUndefined();
    expect(await db.emigrantReferences.count()).toBe(0);
  });

  it('a create then a delete before sending sends nothing and leaves nothing', async () => {
    const key = await create();
    await edit(key, { ...first, phone: '+39 1' });
    await remove(key, { ...first, phone: '+39 1' });
    expect(await db.emigrantReferences.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    const { engine, requests } = collectionEngine(db, referenceServer().answer);
    await engine.sync();
    await engine.stop();
    expect(requests).toEqual([]);
  });

  it('an edit after the create was confirmed is a PUT to the server id, based on the created values', async () => {
    const server = referenceServer();
    const key = await create();
    const { engine, requests } = collectionEngine(db, server.answer);
    await engine.sync();
    await edit(key, { ...first, name: 'Anila' });
    await engine.sync();
    await engine.stop();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/patronage/emigrant-reference/', 'PUT /api/patronage/emigrant-reference/40/']);
    expect(requests[1]?.body).toEqual({ ...first, name: 'Anila', country_id: 3, base: { name: first.name } });
    expect(server.rows.get(40)?.name).toBe('Anila');
  });

  it('a create whose answer was lost is sent again with the same client_ref: one record on the server', async () => {
    const server = referenceServer();
    const key = await create();
    const requests = await sendWithLostFirstAnswer(server.answer, () => Promise.resolve());
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(2);
    expect(server.rows.size).toBe(1);
    expect((await stored(key))?.key).toBe('40');
  });

  it('a delete behind a create whose answer was lost learns the id first, then deletes it', async () => {
    const server = referenceServer();
    const key = await create();
    const requests = await sendWithLostFirstAnswer(server.answer, () => remove(key, first));
    expect(requests.map((r) => r.method)).toEqual(['POST', 'POST', 'DELETE']);
    expect(server.rows.size).toBe(0);
    expect(await db.emigrantReferences.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it("another device's change of another field is no conflict: both stand", async () => {
    const server = referenceServer();
    server.rows.set(9, first);
    await storeDownload(db, emigrantReferences, 1, [{ id: 9, country, ...first, create_date: '2026-11-20T08:00:00.000Z' }], Date.now());
    server.rows.set(9, { ...first, phone: '+39 999' });
    await edit('9', { ...first, city: 'Bari' });
    const { engine } = collectionEngine(db, server.answer);
    await engine.sync();
    await engine.stop();
    expect(server.rows.get(9)).toEqual({ ...first, phone: '+39 999', city: 'Bari' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('an edit of a field another device changed meanwhile needs the member (409), and never overwrites it', async () => {
    const server = referenceServer();
    server.rows.set(9, first);
    await storeDownload(db, emigrantReferences, 1, [{ id: 9, country, ...first, create_date: '2026-11-20T08:00:00.000Z' }], Date.now());
    server.rows.set(9, { ...first, phone: '+39 999', city: 'Torino' });
    await edit('9', { ...first, city: 'Bari' });
    const { engine } = collectionEngine(db, server.answer);
    await engine.sync();
    await engine.stop();
    expect(server.rows.get(9)).toEqual({ ...first, phone: '+39 999', city: 'Torino' });
    expect(await db.outbox.get('emigrant-reference:9')).toMatchObject({ state: 'attention', attentionStatus: 409 });
  });

  it('a delete of a reference already deleted elsewhere counts as done', async () => {
    const server = referenceServer();
    await storeDownload(db, emigrantReferences, 1, [{ id: 9, country, ...first, create_date: '2026-11-20T08:00:00.000Z' }], Date.now());
    await remove('9', first);
    const { engine } = collectionEngine(db, server.answer);
    await engine.sync();
    await engine.stop();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.emigrantReferences.count()).toBe(0);
  });

  it('an edit of a reference deleted elsewhere is not taken as done', async () => {
    const server = referenceServer();
    await storeDownload(db, emigrantReferences, 1, [{ id: 9, country, ...first, create_date: '2026-11-20T08:00:00.000Z' }], Date.now());
    await edit('9', { ...first, city: 'Bari' });
    const { engine } = collectionEngine(db, server.answer);
    await engine.sync();
    await engine.stop();
    const row = await db.outbox.get('emigrant-reference:9');
    expect(row?.state).toBe('attention');
    expect(row?.lastError).toBe(EMIGRANT_REFERENCE_GONE);
  });

  it('local ids never reach the server as ids', async () => {
    const key = await create();
    expect(isLocalId(key)).toBe(true);
    const { engine, requests } = collectionEngine(db, referenceServer().answer);
    await engine.sync();
    await engine.stop();
    expect(requests.every((r) => !r.path.includes('local-'))).toBe(true);
  });
});

describe('an edit form saved after a download changed the reference', () => {
  it("sends the fields the member changed in the form, not the form's old values of the others", async () => {
    const server = referenceServer();
    const theirs: EmigrantReferenceEdit = { ...first, phone: '+39 333 9' };
    server.rows.set(40, theirs);
    // The form opened on `first`; the list download then brought another device's phone.
    await db.emigrantReferences.put({ ...record('40', theirs), serverState: { exists: true, value: theirs } });
    await setIntent(db, emigrantReferences, 1, '40', { ...desired({ ...first, city: 'Torino' }), opened: first });
    const { engine, requests } = collectionEngine(db, server.answer);
    await engine.sync();
    await engine.stop();
    expect(requests.map((r) => r.body)).toEqual([expect.objectContaining({ ...theirs, city: 'Torino', base: { city: 'Milano' } })]);
    expect(server.rows.get(40)).toEqual({ ...theirs, city: 'Torino' });
  });
});
