import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EmigrantReferenceEdit } from '../contract/emigrant-reference-edit';
import type { EmigrantReference } from '../contract/emigrant-references';
import { TerrenDb } from '../db/database';
import { DexieOutboxStore } from '../sync/adapters/dexie-store';
import type { EmigrantDesired } from '../sync/kinds/emigrant-kinds';
import { nextWatermark } from '../sync/testing/test-watermark';
import { createRecord } from './collection-create';
import { storeDownload } from './collection-download';
import { setIntent } from './collection-write';
import { NOT_CREATED } from './editable-records';
import { emigrantReferences, foldedEmigrant } from './emigrant-references';
import { collectionEngine, json, type SeenRequest } from './testing/collection-engine';

/**
 * Found by collections.property.test.ts: a list stored while a create's answer is lost. The server
 * made the record; the device does not know its id yet. Before lists carried the create's
 * client_ref, the record was listed twice (under its local id and its server id), and a change of
 * each copy went out as two rows of one record: the server keeps one device order per record, so
 * the older change was dropped.
 */
let db: TerrenDb;
let n = 0;
beforeEach(async () => {
  db = new TerrenDb(`list-during-lost-create-test-${++n}`);
  await db.open();
  await db.session.put({ userId: 1, token: 'tok', signedInAt: 0 });
});
afterEach(async () => {
  await db.delete();
});

const country = { id: 3, country_name: 'Itali' };
const CREATED = '2026-11-23T10:00:00.000Z';
const bari: EmigrantReferenceEdit = { city: 'Bari', city_albania: 'Fier', name: 'Ana', surname: 'Hoxha', phone: '+39 1', referues_name: null };
const desired = (value: EmigrantReferenceEdit, exists = true): EmigrantDesired => ({ exists, value, base: null, fixed: { country_id: country.id } });

/** Our server's emigrant references: creates idempotent by client_ref, the first answer lost. */
function lossyServer() {
  const rows = new Map<number, EmigrantReferenceEdit & { client_ref: string | null }>();
  let lose = true;
  const handle = (request: SeenRequest): Response | null => {
    const body = request.body as EmigrantReferenceEdit & { client_ref?: string };
    let answer: Response;
    if (request.method === 'POST') {
      const again = [...rows].find(([, row]) => row.client_ref === body.client_ref)?.[0];
      if (again === undefined) rows.set(40, { city: body.city, city_albania: body.city_albania, name: body.name, surname: body.surname, phone: body.phone, referues_name: body.referues_name ?? null, client_ref: body.client_ref ?? null });
      answer = json(again === undefined ? 201 : 200, { id: 40 });
    } else if (request.method === 'DELETE') {
      rows.delete(40);
      answer = new Response(null, { status: 204 });
    } else {
      const row = rows.get(40);
      if (row) rows.set(40, { ...row, city: body.city, phone: body.phone });
      answer = json(200, { id: 40 });
    }
    if (!lose) return answer;
    lose = false;
    return null;
  };
  const list = (): EmigrantReference[] => [...rows].map(([id, row]) => ({ id, country, ...row, create_date: CREATED }));
  return { rows, handle, list };
}

async function createOffline(): Promise<string> {
  return createRecord(
    db,
    emigrantReferences,
    1,
    (localId) => ({ userId: 1, key: localId, country, create_date: CREATED, state: { exists: true as const, value: bari }, serverState: NOT_CREATED, folded: foldedEmigrant(bari) }),
    desired(bari),
  );
}

async function sendOnce(server: ReturnType<typeof lossyServer>): Promise<void> {
  await new DexieOutboxStore(db).expedite([1], Date.now());
  const { engine } = collectionEngine(db, server.handle);
  await engine.sync();
  await engine.stop();
}

const keys = async () => (await db.emigrantReferences.where('userId').equals(1).primaryKeys()).map(([, key]) => String(key));

describe('a list stored while a create is unanswered', () => {
  it('lists the record once, under its local id, and a change of it reaches the server as one', async () => {
    const server = lossyServer();
    const localId = await createOffline();
    await sendOnce(server);
    expect(server.rows.size, 'the server made the record, its answer was lost').toBe(1);

    await storeDownload(db, emigrantReferences, 1, server.list(), nextWatermark());
    expect(await keys()).toEqual([localId]);

    await setIntent(db, emigrantReferences, 1, localId, desired({ ...bari, city: 'Roma' }));
    await sendOnce(server);
    expect(await db.outbox.count()).toBe(0);
    expect(server.rows.get(40)?.city).toBe('Roma');
    await storeDownload(db, emigrantReferences, 1, server.list(), nextWatermark());
    expect(await keys()).toEqual(['40']);
    expect((await db.emigrantReferences.get([1, '40']))?.state.value?.city).toBe('Roma');
  });

  it('removes the second copy an earlier list stored, and a delete of the record leaves nothing', async () => {
    const server = lossyServer();
    const localId = await createOffline();
    await sendOnce(server);
    // A list from a server that did not say which local id a record was made for.
    await storeDownload(db, emigrantReferences, 1, server.list().map((item) => ({ ...item, client_ref: null })), nextWatermark());
    expect((await keys()).sort()).toEqual(['40', localId].sort());

    await storeDownload(db, emigrantReferences, 1, server.list(), nextWatermark());
    expect(await keys()).toEqual([localId]);

    await setIntent(db, emigrantReferences, 1, localId, desired(bari, false));
    await sendOnce(server);
    expect(server.rows.size).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    await storeDownload(db, emigrantReferences, 1, server.list(), nextWatermark());
    expect(await keys()).toEqual([]);
  });
});
