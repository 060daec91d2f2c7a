import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FtvVoterEdit } from '../contract/ftv-voter-edit';
import type { FtvVoter } from '../contract/ftv-voters';
import { TerrenDb } from '../db/database';
import type { FtvDesired } from '../sync/kinds/ftv-kinds';
import { storeDownload } from './collection-download';
import { setIntent } from './collection-write';
import { ftvVoters } from './ftv-voters';
import { nextWatermark } from '../sync/testing/test-watermark';
import { applyChangedFields } from './testing/changed-fields-server';
import { collectionEngine, json, type SeenRequest } from './testing/collection-engine';

let db: TerrenDb;
let n = 0;
beforeEach(async () => {
  db = new TerrenDb(`ftv-test-${++n}`);
  await db.open();
  await db.session.put({ userId: 1, token: 'tok', signedInAt: 0 });
});
afterEach(async () => {
  await db.delete();
});

const unassessed: FtvVoterEdit = { political_preference_id: null, safety_rating: 0, email: null, phone: null, comment: null };

const voter = (edit: FtvVoterEdit): FtvVoter => ({
  id: 12,
  voter: { id: 900, nid: 'K0101', name: 'Era', surname: 'Dema', father_name: 'Ilir', dob: '2008-03-01', gender: 'F', qv: { code: '1100' } },
  political_preference: edit.political_preference_id === null ? null : { id: edit.political_preference_id, name: 'P' },
  safety_rating: edit.safety_rating,
  email: edit.email,
  phone: edit.phone,
  comment: edit.comment,
});

const save = (edit: FtvVoterEdit): Promise<void> => setIntent(db, ftvVoters, 1, 12, { value: edit, base: null } satisfies FtvDesired);

/** The preference call: 409 when the base is stale and the new values differ from the stored ones. */
function ftvServer(initial: FtvVoterEdit) {
  let stored = initial;
  const answer = (request: SeenRequest): Response => {
    const { contested, next } = applyChangedFields(stored, request.body as FtvVoterEdit & { base: Partial<FtvVoterEdit> });
    if (contested.length > 0) return json(409, { Error: 'Ndryshuar nga një pajisje tjetër', current: stored, fields: contested });
    stored = next;
    return json(200, {});
  };
  return { answer, stored: () => stored, change: (edit: FtvVoterEdit) => void (stored = edit) };
}

describe('first-time voters collection (preference edits with a base)', () => {
  it('two edits before sending are one PUT based on the downloaded values', async () => {
    const server = ftvServer(unassessed);
    await storeDownload(db, ftvVoters, 1, [voter(unassessed)], Date.now());
    await save({ ...unassessed, political_preference_id: 2, safety_rating: 1 });
    await save({ ...unassessed, political_preference_id: 2, safety_rating: 3 });
    const { engine, requests } = collectionEngine(db, server.answer);
    await engine.sync();
    await engine.stop();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.path).toBe('/api/patronage/set-ftv-voter-preference/12/');
    expect(requests[0]?.body).toEqual({ ...unassessed, political_preference_id: 2, safety_rating: 3, base: { political_preference_id: null, safety_rating: 0 } });
    expect(server.stored().safety_rating).toBe(3);
    expect((await db.ftvVoters.get([1, 12]))?.serverEdit.safety_rating).toBe(3);
  });

  it('another device’s assessment meanwhile is never overwritten: the row needs the member', async () => {
    const server = ftvServer(unassessed);
    await storeDownload(db, ftvVoters, 1, [voter(unassessed)], Date.now());
    server.change({ ...unassessed, political_preference_id: 4, safety_rating: 2 });
    await save({ ...unassessed, political_preference_id: 2, safety_rating: 1 });
    const { engine } = collectionEngine(db, server.answer);
    await engine.sync();
    await engine.stop();
    expect(server.stored().political_preference_id).toBe(4);
    expect((await db.outbox.get('ftv-voter:12'))?.state).toBe('attention');
  });

  it('keep mine after the list is fresh sends again on the server’s values', async () => {
    const server = ftvServer(unassessed);
    await storeDownload(db, ftvVoters, 1, [voter(unassessed)], Date.now());
    const theirs = { ...unassessed, political_preference_id: 4, safety_rating: 2 as const };
    server.change(theirs);
    const mine = { ...unassessed, political_preference_id: 2, safety_rating: 1 as const };
    await save(mine);
    const { engine, requests } = collectionEngine(db, server.answer);
    await engine.sync();
    await storeDownload(db, ftvVoters, 1, [voter(theirs)], Date.now());
    await save(mine);
    await engine.sync();
    await engine.stop();
    expect(requests.at(-1)?.body).toEqual({ ...mine, base: { political_preference_id: 4, safety_rating: 2 } });
    expect(server.stored()).toEqual(mine);
  });

  it('a conflict is decided against the copy the 409 answered with, not a list read before it, and a list older than the 409 does not bring the old copy back', async () => {
    const server = ftvServer(unassessed);
    const readBefore = nextWatermark();
    await storeDownload(db, ftvVoters, 1, [voter(unassessed)], nextWatermark());
    const theirs = { ...unassessed, political_preference_id: 4, safety_rating: 2 as const, phone: '+355 68 111' };
    server.change(theirs);
    const mine = { ...unassessed, political_preference_id: 2, safety_rating: 1 as const };
    await save(mine);
    const { engine, requests } = collectionEngine(db, server.answer);
    await engine.sync();
    expect((await db.outbox.get('ftv-voter:12'))?.state).toBe('attention');
    expect((await db.ftvVoters.get([1, 12]))?.serverEdit).toEqual(theirs);
    // A list read before the 409 (answered late) says nothing newer.
    await storeDownload(db, ftvVoters, 1, [voter(unassessed)], readBefore);
    expect((await db.ftvVoters.get([1, 12]))?.serverEdit).toEqual(theirs);
    // Keep mine (the conflict view's values: mine over the 409's copy), with no list refreshed
    // since: one more PUT, based on that copy, and the other device's phone stays.
    await save({ ...theirs, political_preference_id: 2, safety_rating: 1 });
    await engine.sync();
    await engine.stop();
    expect(requests).toHaveLength(2);
    expect(requests[1]?.body).toMatchObject({ base: { political_preference_id: 4, safety_rating: 2 } });
    expect(server.stored()).toEqual({ ...mine, phone: '+355 68 111' });
    expect(await db.outbox.count()).toBe(0);
  });
});
