import { beforeEach, describe, expect, it } from 'vitest';
import { storeDownload } from '../../collections/collection-download';
import { patronagedVoters } from '../../collections/patronaged-voters';
import { db } from '../../db/database';
import { patronagedKind } from '../../sync/kinds/patronaged-kinds';
import { patronagedVoter } from './patronaged/test-fixtures';
import { patronagedRowKey, resolvePatronagedConflict, savePatronagedEdit } from './store';

const USER = 7;
const listed = patronagedVoter(9);

/** The request the engine would send for the voter's row now. */
async function sent() {
  const row = await db.outbox.get(patronagedRowKey(9));
  return row && patronagedKind.request(row, { entityId: '9', serverId: '9' });
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  await storeDownload(db, patronagedVoters, USER, [listed], Date.now());
  // The member changed the comment (Y); another device changed the safety (X) and the comment.
  await savePatronagedEdit(USER, 9, { ...(await db.patronagedVoters.get([USER, 9]))!.edit, comment: 'Takuar' });
  await db.outbox.update(patronagedRowKey(9), { state: 'attention', attentionStatus: 409, lastError: 'Ky votues u ndryshua në një pajisje tjetër.' });
  await storeDownload(db, patronagedVoters, USER, [{ ...listed, safety_rating: 3, comment: 'Nga tjetri' }], Date.now());
});

describe('patronaged conflict, field by field', () => {
  it("mine for the comment: a change based on the server's comment alone, keeping the server's safety", async () => {
    await resolvePatronagedConflict(USER, 9, { comment: 'mine' });
    const plan = await sent();
    expect(plan?.body).toMatchObject({ comment: 'Takuar', safety_rating: 3, base: { comment: 'Nga tjetri' } });
    expect(Object.keys((plan?.body as { base: object }).base)).toEqual(['comment']);
    expect((await db.outbox.get(patronagedRowKey(9)))?.state).toBe('pending');
  });

  it("the server's comment: nothing of the member's is left, so no row", async () => {
    await resolvePatronagedConflict(USER, 9, { comment: 'theirs' });
    expect(await db.outbox.get(patronagedRowKey(9))).toBeUndefined();
    expect((await db.patronagedVoters.get([USER, 9]))?.edit).toMatchObject({ comment: 'Nga tjetri', safety_rating: 3 });
  });
});
