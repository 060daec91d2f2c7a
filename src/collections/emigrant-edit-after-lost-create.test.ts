import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EmigrantReferenceEdit } from '../contract/emigrant-reference-edit';
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
 * Found by collections.property.test.ts: a create whose answer was lost (the server made the
 * record), then an edit of it. The edit folds into the create row, which goes out again as the
 * POST with the same client_ref; the server answers a repeat with the record it made, unchanged
 * (server/repositories/emigrant-references.ts), yet the acknowledgement records the edit as held
 * by the server. The edit is never sent: the device shows it until the next list, which takes it
 * back.
 */
let db: TerrenDb;
let n = 0;
beforeEach(async () => {
  db = new TerrenDb(`emigrant-edit-after-lost-create-test-${++n}`);
  await db.open();
  await db.session.put({ userId: 1, token: 'tok', signedInAt: 0 });
});
afterEach(async () => {
  await db.delete();
});

const country = { id: 3, country_name: 'Itali' };
const bari: EmigrantReferenceEdit = { city: 'Bari', city_albania: 'Fier', name: 'Ana', surname: 'Hoxha', phone: '+39 1', referues_name: null };
const roma = { ...bari, city: 'Roma' };
const desired = (value: EmigrantReferenceEdit): EmigrantDesired => ({ exists: true, value, base: null, fixed: { country_id: country.id } });

function pick(v: EmigrantReferenceEdit): EmigrantReferenceEdit {
  return { city: v.city, city_albania: v.city_albania, name: v.name, surname: v.surname, phone: v.phone, referues_name: v.referues_name };
}

describe('an edit of a record whose create answer was lost', () => {
  it('reaches the server', async () => {
    const rows = new Map<number, EmigrantReferenceEdit>();
    const byRef = new Map<string, number>();
    let lose = true;
    const server = (request: SeenRequest): Response | null => {
      const body = request.body as EmigrantReferenceEdit & { client_ref?: string; base?: EmigrantReferenceEdit };
      let answer: Response;
      if (request.method === 'POST') {
        const again = body.client_ref === undefined ? undefined : byRef.get(body.client_ref);
        if (again !== undefined) {
          answer = json(200, { id: again });
        } else {
          rows.set(40, pick(body));
          if (body.client_ref !== undefined) byRef.set(body.client_ref, 40);
          answer = json(201, { id: 40 });
        }
      } else {
        rows.set(40, pick(body));
        answer = json(200, { id: 40 });
      }
      if (!lose) return answer;
      lose = false;
      return null;
    };
    const key = await createRecord(
      db,
      emigrantReferences,
      1,
      (localId) => ({ userId: 1, key: localId, country, create_date: '2026-11-23T10:00:00.000Z', state: { exists: true as const, value: bari }, serverState: NOT_CREATED, folded: foldedEmigrant(bari) }),
      desired(bari),
    );
    const first = collectionEngine(db, server);
    await first.engine.sync();
    await first.engine.stop();
    expect(rows.get(40)?.city).toBe('Bari');
    await setIntent(db, emigrantReferences, 1, key, desired(roma));
    await new DexieOutboxStore(db).expedite([1], Date.now());
    const second = collectionEngine(db, server);
    await second.engine.sync();
    await second.engine.stop();
    expect(await db.outbox.count()).toBe(0);
    expect(rows.get(40)?.city).toBe('Roma');
    // What the device shows after the next list: the server's.
    await storeDownload(db, emigrantReferences, 1, [{ id: 40, country, ...pick(rows.get(40) ?? bari), create_date: '2026-11-23T10:00:00.000Z' }], nextWatermark());
    expect((await db.emigrantReferences.get([1, '40']))?.state.value?.city).toBe('Roma');
  });
});
