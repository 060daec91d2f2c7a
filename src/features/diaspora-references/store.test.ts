import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../db/database';
import { diasporaKind } from '../../sync/kinds/diaspora-kinds';
import { diasporaRowKey, resolveDiasporaConflict, saveDiasporaReference } from './store';
import { EDIT, USER, reference } from './test-fixtures';

async function stored() {
  const found = await db.diasporaReferences.get([USER, '8']);
  if (!found) throw new Error('reference 8 is not on the device');
  return found;
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  await db.diasporaReferences.put(reference('8'));
  // The member changed the phone (Y); another device changed the note (X) and the phone.
  await saveDiasporaReference(USER, await stored(), { ...EDIT, emigrant_phone: '0694444' });
  await db.outbox.update(diasporaRowKey(await stored()), { state: 'attention', attentionStatus: 409, lastError: '409' });
  // The refresh after the conflict (the download keeps the member's intent while the row waits).
  await db.diasporaReferences.update([USER, '8'], { serverState: { exists: true, value: { ...EDIT, emigrant_phone: '0695555', note: 'Nga tjetri' } } });
});

describe('diaspora reference conflict, field by field', () => {
  it("mine for the phone: a change based on the server's phone alone, keeping the server's note", async () => {
    await resolveDiasporaConflict(USER, await stored(), { emigrant_phone: 'mine' });
    const row = await db.outbox.get(diasporaRowKey(await stored()));
    expect(row?.state).toBe('pending');
    const plan = row && diasporaKind.request(row, { entityId: '8', serverId: '8' });
    expect(plan?.body).toEqual({ voter_id: 8, ...EDIT, emigrant_phone: '0694444', note: 'Nga tjetri', base: { emigrant_phone: '0695555' } });
  });

  it("the server's phone: nothing of the member's is left, so no row", async () => {
    await resolveDiasporaConflict(USER, await stored(), { emigrant_phone: 'theirs' });
    expect(await db.outbox.count()).toBe(0);
    expect((await stored()).state).toEqual({ exists: true, value: { ...EDIT, emigrant_phone: '0695555', note: 'Nga tjetri' } });
  });
});
