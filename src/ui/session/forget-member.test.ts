import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeDownload } from '../../collections/collection-download';
import { setIntent } from '../../collections/collection-write';
import { observerVotes, patronageVotes } from '../../collections/voting-day';
import type { ObserverVoter, PatronageVoter } from '../../contract/voting-day';
import { getClientId } from '../../db/client-id';
import { db } from '../../db/database';
import { readLockVerifier, saveLockVerifier } from '../../db/lock-verifier';
import { downloadedAtKey, META_KEYS } from '../../db/meta-keys';
import { recordSignIn } from '../../db/session';
import { MEDIA_CACHE, OLD_EXPIRATION_DB } from '../../lib/cache-names';
import { forgetMemberOnDevice } from './forget-member';

const LEAVING = 1;
const OTHER = 2;

function observerVoter(id: number): ObserverVoter {
  return { voter_id: id, qv_id: 10, name: 'Ërmal', father_name: 'Gëzim', surname: 'Çela', list_number: id, voted: false };
}

function patronageVoter(id: number): PatronageVoter {
  return { patronager_voter_id: id, name: 'Ana', father_name: 'Besnik', surname: 'Hoxha', list_number: id, voted: false, phone: '0691234567', qv_code: '0010' };
}

/** One member's lists as a download leaves them, plus one unsent mark in each list. */
async function downloadFor(userId: number): Promise<void> {
  await recordSignIn({ userId, token: `tok-${userId}` });
  // Outbox rows are keyed by voter, so each member gets voters of their own.
  const base = userId * 100;
  await storeDownload(db, observerVotes, userId, [observerVoter(base + 1), observerVoter(base + 2)], Date.now());
  await storeDownload(db, patronageVotes, userId, [patronageVoter(base + 5), patronageVoter(base + 6)], Date.now());
  await db.observerStations.put({ userId, id: 10, code: '0010' });
  await db.meta.bulkPut([
    { key: downloadedAtKey('observer', userId), value: Date.now() },
    { key: downloadedAtKey('patronage', userId), value: Date.now() },
  ]);
  await setIntent(db, observerVotes, userId, base + 1, { voted: true, observer_id: 7 });
  await setIntent(db, patronageVotes, userId, base + 5, { voted: true });
}

async function recordsOf(userId: number): Promise<number[]> {
  return Promise.all([db.observerVoters, db.patronageVoters, db.observerStations].map((table) => table.where('userId').equals(userId).count()));
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('forgetMemberOnDevice (sign-out)', () => {
  it("removes the member's voters, stations, download times and lock verifier; keeps the outbox, the device id and sequence, and other members' lists", async () => {
    await downloadFor(LEAVING);
    await downloadFor(OTHER);
    await saveLockVerifier(LEAVING, 'demo');
    await saveLockVerifier(OTHER, 'demo');
    const clientId = await getClientId(db);
    const changeSeq = (await db.meta.get(META_KEYS.changeSeq))?.value;
    expect(changeSeq).toBe(4);
    const outboxBefore = await db.outbox.toArray();
    expect(outboxBefore).toHaveLength(4);

    await forgetMemberOnDevice(LEAVING);

    expect(await recordsOf(LEAVING)).toEqual([0, 0, 0]);
    expect(await db.meta.get(downloadedAtKey('observer', LEAVING))).toBeUndefined();
    expect(await db.meta.get(downloadedAtKey('patronage', LEAVING))).toBeUndefined();
    expect(await readLockVerifier(LEAVING)).toBeNull();
    expect((await db.session.get(LEAVING))?.token).toBeNull();

    expect(await recordsOf(OTHER)).toEqual([2, 2, 1]);
    expect(await db.meta.get(downloadedAtKey('observer', OTHER))).toBeDefined();
    expect(await readLockVerifier(OTHER)).not.toBeNull();
    expect((await db.session.get(OTHER))?.token).toBe(`tok-${OTHER}`);

    expect(await db.outbox.toArray()).toEqual(outboxBefore);
    expect((await db.meta.get(META_KEYS.clientId))?.value).toBe(clientId);
    expect((await db.meta.get(META_KEYS.changeSeq))?.value).toBe(changeSeq);
  });

  it('leaves nothing of the member to read: no record anywhere holds their voters', async () => {
    await downloadFor(LEAVING);
    await forgetMemberOnDevice(LEAVING);
    const tables = db.tables.filter((table) => table.name !== db.outbox.name);
    const dump = JSON.stringify(await Promise.all(tables.map((table) => table.toArray())));
    expect(dump).not.toContain('Çela');
    expect(dump).not.toContain('Hoxha');
    expect(dump).not.toContain('0691234567');
  });

  it("removes the older worker's expiration database, which kept the cached files' addresses", async () => {
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open(OLD_EXPIRATION_DB, 1);
      open.onupgradeneeded = () => open.result.createObjectStore('cache-entries', { keyPath: 'id' }).put({ id: 'terren-media|/media/x.png', url: '/media/x.png' });
      open.onsuccess = () => {
        open.result.close();
        resolve();
      };
      open.onerror = () => reject(open.error ?? new Error('open failed'));
    });
    expect((await indexedDB.databases()).map((d) => d.name)).toContain(OLD_EXPIRATION_DB);
    await forgetMemberOnDevice(LEAVING);
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(OLD_EXPIRATION_DB);
  });

  it('without a member id still empties what is device-wide', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: (name: string) => Promise.resolve(deleted.push(name) > 0) });
    try {
      await forgetMemberOnDevice(undefined);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(deleted).toEqual([MEDIA_CACHE]);
  });

  it('is harmless for a member with nothing on the device', async () => {
    await forgetMemberOnDevice(99);
    expect(await db.session.count()).toBe(0);
  });
});
