import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TerrenDb, type LocalObserverVoter } from '../db/database';
import { META_KEYS } from '../db/meta-keys';
import { writeIntent } from './collection-write';
import { observerVotes } from './voting-day';

let db: TerrenDb;
let n = 0;
beforeEach(async () => {
  db = new TerrenDb(`collection-write-test-${++n}`);
  await db.open();
  await db.observerVoters.bulkPut([voter(10, false), voter(11, true)]);
});
afterEach(async () => {
  await db.delete();
});

function voter(id: number, serverVoted: boolean): LocalObserverVoter {
  return { userId: 1, voter_id: id, qv_id: 1, name: 'Ana', father_name: 'B', surname: 'Hoxha', list_number: id, voted: serverVoted, serverVoted, folded: 'ana hoxha' };
}

const vote = (id: number, voted: boolean) => writeIntent(db, observerVotes, 1, id, { voted, observer_id: 7 });

describe('writeIntent', () => {
  it('writes the record, its outbox row and the next change number together, and says the row is pending under that number', async () => {
    await db.meta.put({ key: META_KEYS.changeSeq, value: 41 });
    await expect(vote(10, true)).resolves.toEqual({ state: 'pending', seq: 42 });
    expect((await db.observerVoters.get([1, 10]))?.voted).toBe(true);
    expect(await db.outbox.get('vote:observer:10')).toMatchObject({ state: 'pending', version: 1, seq: 42, desired: { voted: true, observer_id: 7 } });
    expect((await db.meta.get(META_KEYS.changeSeq))?.value).toBe(42);

    // The same decision again leaves the row as it is (still pending), with a new change number.
    await expect(vote(10, true)).resolves.toEqual({ state: 'pending', seq: 43 });
    expect(await db.outbox.get('vote:observer:10')).toMatchObject({ version: 1, seq: 42 });
    expect((await db.meta.get(META_KEYS.changeSeq))?.value).toBe(43);
  });

  it('says nothing is left to send when the member goes back to what the server holds before it was sent', async () => {
    await expect(vote(11, false)).resolves.toMatchObject({ state: 'pending' });
    await expect(vote(11, true)).resolves.toEqual({ state: null, seq: 2 });
    expect(await db.outbox.get('vote:observer:11')).toBeUndefined();
    expect((await db.observerVoters.get([1, 11]))?.voted).toBe(true);
    // Nothing to send from the start.
    await expect(vote(10, false)).resolves.toEqual({ state: null, seq: 3 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a row whose version was handed to the transport, even back at the server state', async () => {
    await vote(10, true);
    await db.outbox.update('vote:observer:10', { sentVersion: 1 });
    await expect(vote(10, false)).resolves.toMatchObject({ state: 'pending' });
    expect(await db.outbox.get('vote:observer:10')).toMatchObject({ version: 2, sentVersion: 1, desired: { voted: false, observer_id: 7 } });
  });

  it('writes nothing for a voter not on the device', async () => {
    await expect(vote(99, true)).rejects.toThrow('not on this device');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.meta.get(META_KEYS.changeSeq)).toBeUndefined();
  });
});
