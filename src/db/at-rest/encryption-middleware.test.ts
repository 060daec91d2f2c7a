import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { TerrenDb, type LocalObserverVoter, type OutboxRow } from '../database';
import { dropDataKey, setDataKey } from './data-key';
import { DataLockedError } from './field-cipher';
import { isSealed, SEALED } from './sealed-fields';

const KEY = new Uint8Array(32).fill(3);
let db: TerrenDb;

const voter = (id: number, name: string): LocalObserverVoter => ({
  userId: 1,
  voter_id: id,
  qv_id: 5,
  name,
  surname: 'Hoxha',
  father_name: 'Agim',
  list_number: id,
  voted: false,
  serverVoted: false,
  folded: `${name.toLowerCase()} hoxha`,
});

const row = (key: string, kind: string, desired: unknown): OutboxRow => ({
  key,
  kind,
  userId: 1,
  desired,
  version: 1,
  state: 'pending',
  attempts: 0,
  nextAttemptAt: 1,
  lastError: null,
  createdAt: 1,
  updatedAt: 1,
  sentVersion: null,
});

/** What IndexedDB itself holds, read below Dexie (no middleware). */
async function rawRecords(name: string, store: string): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(name);
    open.onsuccess = () => {
      const request = open.result.transaction(store).objectStore(store).getAll();
      request.onsuccess = () => {
        open.result.close();
        resolve(request.result as unknown[]);
      };
      request.onerror = () => reject(request.error ?? new Error('read failed'));
    };
    open.onerror = () => reject(open.error ?? new Error('open failed'));
  });
}

beforeEach(async () => {
  db = new TerrenDb(`at-rest-${Math.random()}`);
  await db.open();
  setDataKey(1, new Uint8Array(KEY));
});

afterEach(async () => {
  await db.delete();
});

describe('personal fields sealed at rest', () => {
  it('stores names and folded search text only encrypted, and reads them back in clear', async () => {
    await db.observerVoters.bulkPut([voter(1, 'Arben'), voter(2, 'Blerina')]);
    const raw = await rawRecords(db.name, 'observerVoters');
    expect(JSON.stringify(raw)).not.toMatch(/Arben|Blerina|Hoxha|Agim|arben/);
    expect(raw[0]).toMatchObject({ userId: 1, voter_id: 1, qv_id: 5, list_number: 1, voted: false });
    expect(raw[0]).toHaveProperty(SEALED);

    expect(await db.observerVoters.get([1, 1])).toEqual(voter(1, 'Arben'));
    expect(await db.observerVoters.where('userId').equals(1).toArray()).toEqual([voter(1, 'Arben'), voter(2, 'Blerina')]);
    // Index queries and cursor reads (filter, each, modify) see plain records too.
    expect(await db.observerVoters.where('[userId+qv_id+list_number]').between([1, 5, 0], [1, 5, 9]).filter((v) => v.folded.startsWith('bler')).toArray()).toEqual([voter(2, 'Blerina')]);
    await db.observerVoters.where('userId').equals(1).modify((v) => {
      v.voted = true;
    });
    expect((await db.observerVoters.get([1, 2]))?.name).toBe('Blerina');
    expect((await db.observerVoters.get([1, 2]))?.voted).toBe(true);
  });

  it('uses a fresh nonce for every write: the same record twice is stored as two different blobs', async () => {
    await db.observerVoters.put(voter(1, 'Arben'));
    const [first] = await rawRecords(db.name, 'observerVoters');
    await db.observerVoters.put(voter(1, 'Arben'));
    const [second] = await rawRecords(db.name, 'observerVoters');
    const blob = (record: unknown) => Array.from((record as Record<string, Uint8Array>)[SEALED] ?? []).join(',');
    expect(blob(first)).not.toBe('');
    expect(blob(first)).not.toBe(blob(second));
  });

  it('after the key is dropped, reads give no personal field and writes of personal fields are refused', async () => {
    await db.observerVoters.put(voter(1, 'Arben'));
    dropDataKey();
    const locked = await db.observerVoters.get([1, 1]);
    expect(locked?.name).toBeUndefined();
    expect(locked?.folded).toBeUndefined();
    expect(isSealed(locked)).toBe(true);
    await expect(db.observerVoters.put(voter(2, 'Blerina'))).rejects.toBeInstanceOf(DataLockedError);
    expect(await db.observerVoters.count()).toBe(1);

    // The service worker acknowledging a vote with no key: the flag changes, the blob stays.
    await db.observerVoters.update([1, 1], { serverVoted: true, voted: true });
    setDataKey(1, new Uint8Array(KEY));
    expect(await db.observerVoters.get([1, 1])).toEqual({ ...voter(1, 'Arben'), serverVoted: true, voted: true });
  });

  it('another key does not open the records', async () => {
    await db.observerVoters.put(voter(1, 'Arben'));
    setDataKey(2, new Uint8Array(32).fill(9));
    const other = await db.observerVoters.get([1, 1]);
    expect(other?.name).toBeUndefined();
    expect(isSealed(other)).toBe(true);
  });

  it('keeps a vote row readable for the service worker and seals a row that carries a phone', async () => {
    await db.outbox.bulkPut([
      row('vote:observer:1', 'vote:observer', { voted: true, observer_id: 4 }),
      row('patronaged:9', 'patronaged', { value: { phone: '0691234567' } }),
    ]);
    const raw = await rawRecords(db.name, 'outbox');
    expect(JSON.stringify(raw)).not.toContain('0691234567');
    dropDataKey();
    const rows = await db.outbox.toArray();
    expect(rows.find((r) => r.kind === 'vote:observer')?.desired).toEqual({ voted: true, observer_id: 4 });
    expect(rows.find((r) => r.kind === 'patronaged')?.desired).toBeUndefined();
  });

  it("seals a task's 'done' with its report: a keyless worker can send neither, so the report cannot fall behind it", async () => {
    await db.outbox.bulkPut([
      row('task-report:7', 'task-report', { member_task_id: 7, comment: '<p>Salla u përgatit.</p>' }),
      row('task-completion:7', 'task-completion', { member_task_id: 7, completion: 'completed', reason: null }),
    ]);
    dropDataKey();
    const rows = await db.outbox.toArray();
    expect(rows.map((r) => isSealed(r))).toEqual([true, true]);
  });

  it('keeps a record and its outbox row in one transaction: a failure after both writes leaves neither', async () => {
    await expect(
      db.transaction('rw', db.observerVoters, db.outbox, async () => {
        await db.observerVoters.put(voter(1, 'Arben'));
        await db.outbox.put(row('patronaged:9', 'patronaged', { value: { phone: '0691234567' } }));
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await db.observerVoters.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);

    await db.transaction('rw', db.observerVoters, db.outbox, async () => {
      await db.observerVoters.put(voter(1, 'Arben'));
      await db.outbox.put(row('patronaged:9', 'patronaged', { value: { phone: '0691234567' } }));
      // Still the same transaction after both sealed writes: IndexedDB would have committed it
      // had sealing awaited anything outside IndexedDB.
      expect(Dexie.currentTransaction).not.toBeNull();
      await db.observerVoters.update([1, 1], { voted: true });
    });
    expect((await db.observerVoters.get([1, 1]))?.voted).toBe(true);
    expect(await db.outbox.count()).toBe(1);
  });
});
