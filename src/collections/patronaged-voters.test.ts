import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PatronagedEdit } from '../contract/patronaged-edit';
import { TerrenDb, type LocalPatronaged } from '../db/database';
import { DexieOutboxStore } from '../sync/adapters/dexie-store';
import { registryHooks } from './collection-hooks';
import { setIntent } from './collection-write';
import { patronagedVoters } from './patronaged-voters';
import { applyChangedFields } from './testing/changed-fields-server';
import { collectionEngine, json, type SeenRequest } from './testing/collection-engine';

let db: TerrenDb;
let n = 0;
beforeEach(async () => {
  db = new TerrenDb(`patronaged-test-${++n}`);
  await db.open();
  await db.session.put({ userId: 1, token: 'tok', signedInAt: 0 });
});
afterEach(async () => {
  await db.delete();
});

const S0: PatronagedEdit = {
  political_preference_id: 1,
  safety_rating: 1,
  is_emigrant: false,
  country_emigrant_id: null,
  phone: '0691111111',
  email: null,
  comment: null,
  emigrant_city: null,
  emigrant_address: null,
  emigrant_zipcode: null,
  emigrant_has_documents: null,
  emigrant_votes_in_box: null,
};
const E1: PatronagedEdit = { ...S0, comment: 'Takuar' };
const E2: PatronagedEdit = { ...S0, comment: 'Takuar dy herë' };
const OTHER: PatronagedEdit = { ...S0, safety_rating: 3 };
/** Another device changed the safety and, like this one, the comment. */
const BOTH: PatronagedEdit = { ...OTHER, comment: 'Takuar nga tjetri' };

function record(): LocalPatronaged {
  // Only what the collection reads; the display copy is not under test here.
  return { userId: 1, id: 5, item: {} as LocalPatronaged['item'], edit: S0, serverEdit: S0, folded: { name: 'ana', surname: 'hoxha', nid: 'j1' } };
}

const edit = (value: PatronagedEdit): Promise<void> => setIntent(db, patronagedVoters, 1, 5, { value, base: null });

/** A server holding one voter's values with the base rule of the update call. */
function updateServer(initial: PatronagedEdit) {
  const state = { current: initial };
  const answer = (request: SeenRequest): Response => {
    const { contested, next } = applyChangedFields(state.current, request.body as PatronagedEdit & { base: Partial<PatronagedEdit> });
    if (contested.length > 0) return json(409, { Error: 'Ky votues u ndryshua në një pajisje tjetër.', current: state.current, fields: contested });
    state.current = next;
    return json(200, { id: 5 });
  };
  return { state, answer };
}

describe('patronaged voters collection (edits with a base)', () => {
  it('an edit goes out as one PUT carrying the server values it was made from', async () => {
    await db.patronagedVoters.put(record());
    await edit(E1);
    const server = updateServer(S0);
    const { engine, requests } = collectionEngine(db, server.answer);
    await engine.sync();
    await engine.stop();
    expect(requests).toEqual([{ method: 'PUT', path: '/api/patronage/patronager/voter-update/5/', body: { ...E1, base: { comment: null } } }]);
    expect(await db.patronagedVoters.get([1, 5])).toMatchObject({ edit: E1, serverEdit: E1 });
  });

  it('two edits offline fold into one PUT based on the original values', async () => {
    await db.patronagedVoters.put(record());
    await edit(E1);
    await edit(E2);
    const { engine, requests } = collectionEngine(db, updateServer(S0).answer);
    await engine.sync();
    await engine.stop();
    expect(requests.map((r) => r.body)).toEqual([{ ...E2, base: { comment: null } }]);
  });

  it('an edit made while the previous one is in flight takes either outcome as its base, so it is no conflict', async () => {
    await db.patronagedVoters.put(record());
    await edit(E1);
    const server = updateServer(S0);
    let release = (): void => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    const { engine, requests } = collectionEngine(db, async (request) => {
      if (first) {
        first = false;
        await held;
      }
      return server.answer(request);
    });
    const drain = engine.sync();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await edit(E2);
    release();
    await drain;
    await engine.sync();
    await engine.stop();
    expect(requests.map((r) => r.body)).toEqual([
      { ...E1, base: { comment: null } },
      { ...E2, base: { comment: null }, also_base: { comment: ['Takuar'] } },
    ]);
    expect(server.state.current).toEqual(E2);
    expect(await db.outbox.count()).toBe(0);
  });

  it("another device's change of another field is no conflict: both changes stand", async () => {
    await db.patronagedVoters.put(record());
    await edit(E1);
    const server = updateServer(OTHER);
    const { engine } = collectionEngine(db, server.answer);
    await engine.sync();
    await engine.stop();
    expect(await db.outbox.count()).toBe(0);
    expect(server.state.current).toEqual({ ...OTHER, comment: 'Takuar' });
  });

  it("another device's change of the same field needs attention; keeping mine resends that field alone on the server's values", async () => {
    await db.patronagedVoters.put(record());
    await edit(E1);
    const server = updateServer(BOTH);
    const { engine, requests } = collectionEngine(db, server.answer);
    await engine.sync();
    const row = await db.outbox.get('patronaged:5');
    expect(row).toMatchObject({ state: 'attention', attentionStatus: 409, lastError: 'Ky votues u ndryshua në një pajisje tjetër.' });
    expect(server.state.current).toEqual(BOTH);

    // The screen refreshes the list, then the member keeps their comment (and the server's safety).
    // (A refresh shows the server's values with the member's waiting comment on top.)
    await db.patronagedVoters.update([1, 5], { serverEdit: BOTH, edit: { ...BOTH, comment: E1.comment } });
    await edit({ ...BOTH, comment: 'Takuar' });
    await engine.sync();
    await engine.stop();
    expect(requests.map((r) => r.body)).toEqual([
      { ...E1, base: { comment: null } },
      { ...BOTH, comment: 'Takuar', base: { comment: 'Takuar nga tjetri' } },
    ]);
    expect(server.state.current).toEqual({ ...BOTH, comment: 'Takuar' });
  });

  it('a refusal (400) keeps its status and is not sent again until the member changes it', async () => {
    await db.patronagedVoters.put(record());
    await edit(E1);
    const { engine, requests } = collectionEngine(db, () => json(400, { Error: 'Komenti është shumë i gjatë!' }));
    await engine.sync();
    await engine.sync();
    await engine.stop();
    expect(requests).toHaveLength(1);
    expect(await db.outbox.get('patronaged:5')).toMatchObject({ state: 'attention', attentionStatus: 400, lastError: 'Komenti është shumë i gjatë!' });
  });

  it("taking the server's values discards the edit and shows them", async () => {
    await db.patronagedVoters.put(record());
    await edit(E1);
    const { engine } = collectionEngine(db, updateServer(BOTH).answer);
    await engine.sync();
    await engine.stop();
    await db.patronagedVoters.update([1, 5], { serverEdit: BOTH });
    await new DexieOutboxStore(db, registryHooks).discard('patronaged:5');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.patronagedVoters.get([1, 5])).toMatchObject({ edit: BOTH, serverEdit: BOTH });
  });

  it('going back to the server values before sending sends nothing', async () => {
    await db.patronagedVoters.put(record());
    await edit(E1);
    await edit(S0);
    expect(await db.outbox.count()).toBe(0);
  });

  describe('a form saved after a download changed the record', () => {
    /** The form opened on S0; the list download then brought another device's values. */
    const openedOnS0 = async (downloaded: PatronagedEdit, saved: PatronagedEdit) => {
      await db.patronagedVoters.put({ ...record(), edit: downloaded, serverEdit: downloaded });
      await setIntent(db, patronagedVoters, 1, 5, { value: saved, base: null, opened: S0 });
    };

    it("keeps the field the download changed: the form's old value of it is not sent", async () => {
      await openedOnS0(OTHER, E1);
      const server = updateServer(OTHER);
      const { engine, requests } = collectionEngine(db, server.answer);
      await engine.sync();
      await engine.stop();
      expect(requests.map((r) => r.body)).toEqual([{ ...OTHER, comment: 'Takuar', base: { comment: null } }]);
      expect(server.state.current).toEqual({ ...OTHER, comment: 'Takuar' });
      expect(await db.patronagedVoters.get([1, 5])).toMatchObject({ edit: { ...OTHER, comment: 'Takuar' } });
    });

    it('a field the member changed and the download changed too is based on what the member saw: a conflict, not an overwrite', async () => {
      const theirs: PatronagedEdit = { ...S0, comment: 'Takuar nga tjetri' };
      await openedOnS0(theirs, E1);
      const server = updateServer(theirs);
      const { engine, requests } = collectionEngine(db, server.answer);
      await engine.sync();
      await engine.stop();
      expect(requests.map((r) => r.body)).toEqual([{ ...E1, base: { comment: null } }]);
      expect(server.state.current).toEqual(theirs);
      expect(await db.outbox.toArray()).toMatchObject([{ state: 'attention' }]);
    });
  });
});
