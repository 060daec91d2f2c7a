import { beforeEach, describe, expect, it } from 'vitest';
import { storeDownload } from '../../collections/collection-download';
import { ftvVoters } from '../../collections/ftv-voters';
import { db } from '../../db/database';
import { ftvKind, type FtvDesired } from '../../sync/kinds/ftv-kinds';
import { ftvRowKey, resolveFtvConflict, saveFtvPreference, takeServerFtvEdit } from './store';
import { USER, ftvItem } from './test-fixtures';

const unassessed = { political_preference_id: null, safety_rating: 0, email: null, phone: null, comment: null } as const;
const assessment = { political_preference_id: 2, safety_rating: 3, email: ' Era@Example.AL ', phone: null, comment: ' ' } as const;

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  await storeDownload(db, ftvVoters, USER, [ftvItem(5)], Date.now());
});

describe('first-time-voter store', () => {
  it('saves an assessment on the device with its outbox row, normalised and based on the server values', async () => {
    await saveFtvPreference(USER, 5, assessment);
    const record = await db.ftvVoters.get([USER, 5]);
    expect(record?.edit).toEqual({ political_preference_id: 2, safety_rating: 3, email: 'era@example.al', phone: null, comment: null });
    expect(record?.serverEdit).toEqual(unassessed);
    const row = await db.outbox.get(ftvRowKey(5));
    expect(row).toMatchObject({ userId: USER, kind: 'ftv-voter', state: 'pending' });
    expect((row?.desired as FtvDesired).base).toEqual(unassessed);
  });

  it("takes the server's values back by dropping the member's change", async () => {
    await saveFtvPreference(USER, 5, assessment);
    await takeServerFtvEdit(USER, 5);
    expect(await db.outbox.get(ftvRowKey(5))).toBeUndefined();
    expect((await db.ftvVoters.get([USER, 5]))?.edit).toEqual(unassessed);
  });

  describe('a conflict, field by field', () => {
    // The member changed the safety (Y); another device changed the phone (X) and the safety.
    beforeEach(async () => {
      await saveFtvPreference(USER, 5, { ...unassessed, safety_rating: 3 });
      await db.outbox.update(ftvRowKey(5), { state: 'attention', attentionStatus: 409, lastError: '409' });
      // The refresh after the conflict brings what the other device saved.
      await storeDownload(db, ftvVoters, USER, [ftvItem(5, { safety_rating: 1, phone: '0692222222' })], Date.now());
    });

    it("mine for the safety: a change based on the server's safety alone, keeping the server's phone", async () => {
      await resolveFtvConflict(USER, 5, { safety_rating: 'mine' });
      const row = await db.outbox.get(ftvRowKey(5));
      expect(row?.state).toBe('pending');
      const plan = row && ftvKind.request(row, { entityId: '5', serverId: '5' });
      expect(plan?.body).toEqual({ ...unassessed, safety_rating: 3, phone: '0692222222', base: { safety_rating: 1 } });
    });

    it("the server's safety: nothing of the member's is left, so no row", async () => {
      await resolveFtvConflict(USER, 5, { safety_rating: 'theirs' });
      expect(await db.outbox.get(ftvRowKey(5))).toBeUndefined();
      expect((await db.ftvVoters.get([USER, 5]))?.edit).toMatchObject({ safety_rating: 1, phone: '0692222222' });
    });
  });
});
