import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropDataKey } from '../db/at-rest/data-key';
import { establishDataKey } from '../db/at-rest/key-store';
import { TerrenDb, type LocalObserverVoter } from '../db/database';
import { establishMemberKey } from './member-data-key';

// Fewer rounds than the app's keep the test quick; the code path is the same.
const ROUNDS = 100_000;
const USER = 4;
let db: TerrenDb;

const voter: LocalObserverVoter = {
  userId: USER,
  voter_id: 11,
  qv_id: 5,
  name: 'Arta',
  surname: 'Hoxha',
  father_name: 'Agim',
  list_number: 1,
  voted: false,
  serverVoted: false,
  folded: 'arta hoxha',
};

beforeEach(async () => {
  db = new TerrenDb(`member-key-${Math.random()}`);
  await db.open();
});
afterEach(async () => {
  dropDataKey();
  await db.delete();
});

async function signedInBefore(password: string): Promise<void> {
  await establishDataKey(db, USER, password, ROUNDS);
  await db.observerVoters.put(voter);
  await db.outbox.put({ key: 'patronaged:9', kind: 'patronaged', userId: USER, desired: { phone: '0691234567' }, version: 1, state: 'pending', attempts: 0, nextAttemptAt: 1, lastError: null, createdAt: 1, updatedAt: 1, sentVersion: null });
  dropDataKey();
}

describe('the data key at sign-in', () => {
  it('the same password keeps the lists the device holds', async () => {
    await signedInBefore('old-pass');
    await establishMemberKey(db, USER, 'old-pass', ROUNDS);
    expect((await db.observerVoters.toArray()).map((v) => v.name)).toEqual(['Arta']);
  });

  it('a password changed on another device: the lists sealed under the old key go (to download afresh), the unsent change stays', async () => {
    await signedInBefore('old-pass');
    await establishMemberKey(db, USER, 'new-pass', ROUNDS);
    expect(await db.observerVoters.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
  });
});
