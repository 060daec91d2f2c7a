import { beforeEach, describe, expect, it } from 'vitest';
import { storeDownload } from '../../collections/collection-download';
import { ftvVoters } from '../../collections/ftv-voters';
import { db } from '../../db/database';
import type { FtvDesired } from '../../sync/kinds/ftv-kinds';
import { ftvRowKey, keepMyFtvEdit, saveFtvPreference, takeServerFtvEdit } from './store';
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

  it('keeps the member\'s values after a conflict by writing them again on the freshest server values', async () => {
    await saveFtvPreference(USER, 5, assessment);
    await db.outbox.update(ftvRowKey(5), { state: 'attention', lastError: '409' });
    // The refresh after the conflict brings what the other device saved.
    const elsewhere = ftvItem(5, { political_preference: { id: 1, name: 'Mbështetës' }, safety_rating: 1 });
    await storeDownload(db, ftvVoters, USER, [elsewhere], Date.now());
    await keepMyFtvEdit(USER, 5);
    const row = await db.outbox.get(ftvRowKey(5));
    expect(row?.state).toBe('pending');
    expect(row?.desired).toMatchObject({ value: { political_preference_id: 2, safety_rating: 3 }, base: { political_preference_id: 1, safety_rating: 1 } });
  });
});
