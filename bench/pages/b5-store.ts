// B5: download and store an observer list. Terren: the voting-day store (chunks of rows per
// transaction, merged with pending marks). Baseline: the same download, one transaction per row.
import { setDataKey } from '../../src/db/at-rest/data-key';
import { AT_REST_MIDDLEWARE, encryptionMiddleware } from '../../src/db/at-rest/encryption-middleware';
import Dexie from 'dexie';
import { db, type LocalObserverVoter } from '../../src/db/database';
import { recordSignIn } from '../../src/db/session';
import { fetchObserverList } from '../../src/features/voting-day/api';
import { downloadObserverList } from '../../src/features/voting-day/store';
import { foldText } from '../../src/lib/fold-text';
import type { B5StoreApi, BenchWindow } from './page-api';

let member = { userId: 0, token: '' };

async function clearList(): Promise<void> {
  await db.transaction('rw', db.observerVoters, db.observerStations, async () => {
    await db.observerVoters.clear();
    await db.observerStations.clear();
  });
}

async function stored(): Promise<number> {
  return db.observerVoters.where('userId').equals(member.userId).count();
}

/** Reads every stored voter by the index the voting-day screen opens a station with (open-station.ts), decrypted where sealed. */
async function readBack(): Promise<number> {
  const t = performance.now();
  const voters = await db.observerVoters.where('[userId+qv_id+list_number]').between([member.userId, Dexie.minKey, Dexie.minKey], [member.userId, Dexie.maxKey, Dexie.maxKey]).toArray();
  const ms = performance.now() - t;
  // A sealed record read back without its names would make the comparison meaningless.
  if (voters.some((voter) => typeof voter.name !== 'string')) throw new Error('B5: a stored voter came back without its name');
  return ms;
}

const api: B5StoreApi = {
  async setup({ userId, token }) {
    member = { userId, token };
    await recordSignIn({ userId, token });
    // The key the sign-in would have unwrapped: the lists are sealed under it.
    setDataKey(userId, crypto.getRandomValues(new Uint8Array(32)));
  },
  async terren() {
    await clearList();
    const t = performance.now();
    await downloadObserverList(member.userId);
    const ms = performance.now() - t;
    return { ms, stored: await stored(), readMs: await readBack() };
  },
  async terrenUnencrypted() {
    // Dexie builds its middleware stack when it opens: reopened without the sealing layer, then
    // with it again, so the next run measures the app as it ships.
    db.close();
    db.unuse({ stack: 'dbcore', name: AT_REST_MIDDLEWARE });
    await db.open();
    try {
      return await api.terren();
    } finally {
      db.close();
      db.use(encryptionMiddleware);
      await db.open();
    }
  },
  async oneTransactionEach() {
    await clearList();
    const t = performance.now();
    const fetchedAt = Date.now();
    const {
      value: { qvs, voters },
    } = await fetchObserverList(member.token);
    for (const voter of voters) {
      const record: LocalObserverVoter = {
        ...voter,
        userId: member.userId,
        serverVoted: voter.voted,
        serverAt: fetchedAt,
        folded: foldText(`${voter.name} ${voter.surname}`),
      };
      await db.observerVoters.put(record);
    }
    for (const qv of qvs) await db.observerStations.put({ userId: member.userId, id: qv.id, code: qv.code });
    return { ms: performance.now() - t, stored: await stored() };
  },
};

(window as unknown as BenchWindow).bench = { ...(window as unknown as Partial<BenchWindow>).bench, b5: api };
