import { beforeEach, describe, expect, it } from 'vitest';
import { wipeMemberRecords } from '../../../collections/wipe';
import type { DaySealReceipt } from '../../../contract/day-seal';
import { db } from '../../../db/database';
import { keepSeal, noteChangeAfterSeal, readSeal } from './seal-store';

const RECEIPT: DaySealReceipt = { client_id: 'phone-1', server_time: '2026-12-06T17:00:00.000Z', stations: [{ qv_id: 1, code: '0001', marked_here: 2, voted: 9 }] };

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('the day seal on the device', () => {
  it('keeps one receipt per member and screen, and notes a mark after it', async () => {
    await keepSeal(1, 'observer', RECEIPT);
    await keepSeal(1, 'patronage', { ...RECEIPT, stations: [] });
    await noteChangeAfterSeal(1, 'observer');
    expect(await readSeal(1, 'observer')).toMatchObject({ receipt: RECEIPT, changedAfter: true });
    expect(await readSeal(1, 'patronage')).toMatchObject({ changedAfter: false });
    // A new seal starts clean.
    await keepSeal(1, 'observer', RECEIPT);
    expect((await readSeal(1, 'observer'))?.changedAfter).toBe(false);
  });

  it('leaves the device with the member at sign-out, and only theirs', async () => {
    await keepSeal(1, 'observer', RECEIPT);
    await keepSeal(2, 'observer', RECEIPT);
    await wipeMemberRecords(db, 1);
    expect(await readSeal(1, 'observer')).toBeUndefined();
    expect(await readSeal(2, 'observer')).toBeDefined();
  });
});
