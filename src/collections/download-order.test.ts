import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DiasporaStatus } from '../contract/diaspora-reference-edit';
import type { DiasporaReference } from '../contract/diaspora-references';
import type { EmigrantReference } from '../contract/emigrant-references';
import { EMIGRANT_REFERENCE_GONE, type EmigrantReferenceEdit } from '../contract/emigrant-reference-edit';
import { TerrenDb } from '../db/database';
import type { DiasporaStatusDesired } from '../sync/kinds/diaspora-kinds';
import type { EmigrantDesired } from '../sync/kinds/emigrant-kinds';
import { nextWatermark } from '../sync/testing/test-watermark';
import { storeDownload } from './collection-download';
import { setIntent } from './collection-write';
import { diasporaStatuses, NO_FLAGS } from './diaspora-statuses';
import { emigrantReferences } from './emigrant-references';
import { beforeFirstTransaction } from './testing/before-first-transaction';
import { collectionEngine, json, type SeenRequest } from './testing/collection-engine';

/**
 * A list download and a send race: the list is read on the server before the write is applied,
 * but its answer is stored on the device after the write's acknowledgement. The server's
 * watermark, not the order of arrival, decides which is newer.
 */
let db: TerrenDb;
let n = 0;
beforeEach(async () => {
  db = new TerrenDb(`download-order-test-${++n}`);
  await db.open();
  await db.session.put({ userId: 1, token: 'tok', signedInAt: 0 });
});
afterEach(async () => {
  await db.delete();
});

const country = { id: 3, country_name: 'Itali' };
const ana: EmigrantReferenceEdit = { city: 'Milano', city_albania: 'Fier', name: 'Ana', surname: 'Hoxha', phone: '+39 333 1', referues_name: null };
const item = (id: number, value: EmigrantReferenceEdit = ana): EmigrantReference => ({ id, country, ...value, create_date: '2026-11-20T08:00:00.000Z' });
const change = (value: EmigrantReferenceEdit, exists = true): EmigrantDesired => ({ exists, value, base: null, fixed: { country_id: country.id } });

/** Emigrant references on a server that answers every write at once. */
function emigrantServer(rows: Map<number, EmigrantReferenceEdit>) {
  return (request: SeenRequest): Response => {
    const id = Number(/(\d+)\/$/.exec(request.path)?.[1]);
    if (!rows.has(id)) return json(404, { Error: EMIGRANT_REFERENCE_GONE });
    if (request.method === 'DELETE') {
      rows.delete(id);
      return new Response(null, { status: 204 });
    }
    const { base: _base, country_id: _country, ...value } = request.body as EmigrantReferenceEdit & { base: unknown; country_id: number };
    rows.set(id, value);
    return json(200, { id });
  };
}

async function sendAll(server: (request: SeenRequest) => Response): Promise<void> {
  const { engine } = collectionEngine(db, server);
  await engine.sync();
  await engine.stop();
}

/** References 9 and 10 on the device, 9 deleted here (unsent), and a refresh read before the delete is applied. */
async function deleteBehindARefresh() {
  const server = new Map([
    [9, ana],
    [10, { ...ana, name: 'Besa' }],
  ]);
  await storeDownload(db, emigrantReferences, 1, [item(9), item(10, server.get(10))], nextWatermark());
  await setIntent(db, emigrantReferences, 1, '9', change(ana, false));
  const staleList = { items: [item(9), item(10, server.get(10))], watermark: nextWatermark() };
  return { server, staleList };
}

describe('a download read before a write was applied, stored after its acknowledgement', () => {
  it('does not bring back a record whose delete the server confirmed (no ghost, the count stays right)', async () => {
    // The refresh is read with the delete not yet applied...
    const { server, staleList } = await deleteBehindARefresh();
    // ...the delete is sent and acknowledged...
    await sendAll(emigrantServer(server));
    expect(server.has(9)).toBe(false);
    expect(await db.emigrantReferences.count()).toBe(1);
    // ...and only then is the refresh stored.
    await storeDownload(db, emigrantReferences, 1, staleList.items, staleList.watermark);
    expect(await db.emigrantReferences.get([1, '9'])).toBeUndefined();
    expect(await db.emigrantReferences.count()).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('does not bring back a record whose delete is confirmed while the list is being stored', async () => {
    const { server, staleList } = await deleteBehindARefresh();
    // The acknowledgement settles after the download began, just before it writes its first chunk.
    const settle = beforeFirstTransaction(db, () => sendAll(emigrantServer(server)));
    await storeDownload(db, emigrantReferences, 1, staleList.items, staleList.watermark);
    expect(settle.ran()).toBe(true);
    expect(server.has(9)).toBe(false);
    expect(await db.emigrantReferences.get([1, '9'])).toBeUndefined();
    expect(await db.emigrantReferences.count()).toBe(1);
  });

  it('a list read after the delete forgets the tombstone, and still lists nothing deleted', async () => {
    const server = new Map([[9, ana]]);
    await storeDownload(db, emigrantReferences, 1, [item(9)], nextWatermark());
    await setIntent(db, emigrantReferences, 1, '9', change(ana, false));
    await sendAll(emigrantServer(server));
    expect(await db.tombstones.count()).toBe(1);
    await storeDownload(db, emigrantReferences, 1, [], nextWatermark());
    expect(await db.tombstones.count()).toBe(0);
    expect(await db.emigrantReferences.count()).toBe(0);
  });

  it('does not put back the old values of a record whose edit the server confirmed', async () => {
    const server = new Map([[9, ana]]);
    await storeDownload(db, emigrantReferences, 1, [item(9)], nextWatermark());
    const bari = { ...ana, city: 'Bari' };
    await setIntent(db, emigrantReferences, 1, '9', change(bari));
    const staleList = { items: [item(9)], watermark: nextWatermark() };
    await sendAll(emigrantServer(server));
    await storeDownload(db, emigrantReferences, 1, staleList.items, staleList.watermark);
    expect((await db.emigrantReferences.get([1, '9']))?.state).toEqual({ exists: true, value: bari });
    expect((await db.emigrantReferences.get([1, '9']))?.serverState).toEqual({ exists: true, value: bari });
  });

  it('a newer list still wins over an acknowledged edit (another device changed it since)', async () => {
    const server = new Map([[9, ana]]);
    await storeDownload(db, emigrantReferences, 1, [item(9)], nextWatermark());
    const bari = { ...ana, city: 'Bari' };
    await setIntent(db, emigrantReferences, 1, '9', change(bari));
    await sendAll(emigrantServer(server));
    const elsewhere = { ...bari, phone: '+39 999' };
    await storeDownload(db, emigrantReferences, 1, [item(9, elsewhere)], nextWatermark());
    expect((await db.emigrantReferences.get([1, '9']))?.state).toEqual({ exists: true, value: elsewhere });
  });

  it('an older list arriving after a newer one changes nothing', async () => {
    const older = nextWatermark();
    await storeDownload(db, emigrantReferences, 1, [item(9, { ...ana, city: 'Bari' })], nextWatermark());
    await storeDownload(db, emigrantReferences, 1, [item(9)], older);
    expect((await db.emigrantReferences.get([1, '9']))?.state.value?.city).toBe('Bari');
  });
});

function diasporaItem(id: number, status: DiasporaStatus): DiasporaReference {
  return {
    id,
    voter: { id: 700, name: 'Ana', surname: 'Hoxha', father_name: 'Petrit', dob: '1990-01-01', region: { name: 'Tiranë' }, municipality: { name: 'Tiranë' }, unit: { name: 'Njësia 5' } },
    country,
    reference_type: { id: 1, code: 'familja', label: 'Familja', name: 'Familja' },
    emigrant_phone: '+39 333',
    emigrant_city: 'Milano',
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

describe('a diaspora flag sent while another coordinator changed another flag', () => {
  it('shows the server’s whole state after the acknowledgement, even with the reconnect’s list read before it', async () => {
    const onServer: DiasporaStatus = { ...NO_FLAGS };
    await storeDownload(db, diasporaStatuses, 1, [diasporaItem(9, onServer)], nextWatermark());
    // Offline here: the member marks 'voted'; meanwhile another coordinator marks the envelope.
    const mine: DiasporaStatusDesired = { value: { ...NO_FLAGS, voted: true }, base: null };
    await setIntent(db, diasporaStatuses, 1, '9', mine);
    onServer.envelope_received = true;
    // The reconnect's refresh is read before the flag is applied.
    const staleList = { items: [diasporaItem(9, { ...onServer })], watermark: nextWatermark() };
    await sendAll((request) => {
      Object.assign(onServer, request.body);
      return json(200, diasporaItem(9, onServer));
    });
    await storeDownload(db, diasporaStatuses, 1, staleList.items, staleList.watermark);
    const record = await db.diasporaStatuses.get([1, '9']);
    expect(onServer).toEqual({ per_registered: false, envelope_received: true, voted: true });
    expect(record?.status).toEqual(onServer);
    expect(record?.serverStatus).toEqual(onServer);
  });
});
