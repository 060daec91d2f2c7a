import { ApiError } from '../../api/api-error';
import { readToken, readUserData } from '../../api/auth-storage';
import type { ObserverVoter, PatronageVoter } from '../../contract/voting-day';
import { db, type LocalObserverVoter, type LocalPatronageVoter, type OutboxRow } from '../../db/database';
import { downloadedAtKey } from '../../db/meta-keys';
import { writeOutboxChange } from '../../db/outbox-write';
import { foldText } from '../../lib/fold-text';
import { requestSync } from '../../sync/adapters/browser-runtime';
import {
  OBSERVER_VOTE_KIND,
  parseObserverVoteDesired,
  observerVoteKey,
  PATRONAGE_VOTE_KIND,
  parsePatronageVoteDesired,
  patronageVoteKey,
} from '../../sync/kinds/vote-kinds';
import { fetchObserverList, fetchPatronageList, type ListFetchOptions } from './api';

/** Rows per IndexedDB transaction while storing a list: big enough to be quick, small enough to keep the UI responsive. */
export const STORE_CHUNK_SIZE = 2_000;

type Progress = (done: number, total: number) => void;

/** Test seam: where the list calls go. The app leaves it alone. */
export const listFetchOptions: ListFetchOptions = {};

async function tokenOf(userId: number): Promise<string> {
  const session = await db.session.get(userId);
  // Before the first recordSignIn of an older install, the shell's stored login still has it.
  const token = session?.token ?? (readUserData()?.id === userId ? readToken() : null);
  if (!token) throw new ApiError('http', 'not signed in', { status: 401 });
  return token;
}

interface Merged {
  voted: boolean;
  serverVoted: boolean;
  serverAt: number;
  /** The member's unsent row now asks for what the server already holds, and was never sent: drop it. */
  dropRow: boolean;
}

/**
 * The local intent of a voter during a list refresh: a pending row of this member keeps the
 * user's decision; otherwise the server's state wins. The known server state is taken from the
 * download unless an acknowledgement newer than the download's start already set it.
 */
function merge(
  fromServer: { voted: boolean },
  existing: { voted: boolean; serverVoted: boolean; serverAt?: number } | undefined,
  row: OutboxRow | undefined,
  intent: (row: OutboxRow) => boolean,
  userId: number,
  fetchStartedAt: number,
): Merged {
  const ackIsNewer = existing?.serverAt !== undefined && existing.serverAt > fetchStartedAt;
  const serverVoted = ackIsNewer ? existing.serverVoted : fromServer.voted;
  const serverAt = ackIsNewer ? existing.serverAt! : fetchStartedAt;
  const own = row !== undefined && row.userId === userId;
  const voted = own ? intent(row) : serverVoted;
  // The same rule as coalescing (planWrite): a row is dropped only if no version of it ever left.
  return { voted, serverVoted, serverAt, dropRow: own && row.sentVersion === null && voted === serverVoted };
}

/** Applies merges to one chunk: records put, rows made pointless by the server's state dropped. */
function split<R>(merged: readonly { record: R; dropKey: string | null }[]): { records: R[]; dropKeys: string[] } {
  return {
    records: merged.map((m) => m.record),
    dropKeys: merged.flatMap((m) => (m.dropKey === null ? [] : [m.dropKey])),
  };
}

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += STORE_CHUNK_SIZE) out.push(items.slice(i, i + STORE_CHUNK_SIZE));
  return out;
}

/**
 * Downloads the observer's stations and voters and stores them (chunks of 2,000 rows per
 * transaction), merging with pending local marks. Progress is (stored, total).
 */
export async function downloadObserverList(userId: number, onProgress?: Progress): Promise<void> {
  const fetchStartedAt = Date.now();
  const { qvs, voters } = await fetchObserverList(await tokenOf(userId), listFetchOptions);
  const total = voters.length;
  onProgress?.(0, total);
  let done = 0;
  for (const chunk of chunks(voters)) {
    await db.transaction('rw', db.observerVoters, db.outbox, async () => {
      const existing = await db.observerVoters.bulkGet(chunk.map((v): [number, number] => [userId, v.voter_id]));
      const rows = await db.outbox.bulkGet(chunk.map((v) => observerVoteKey(v.voter_id)));
      const { records, dropKeys } = split(
        chunk.map((voter: ObserverVoter, i) => {
          const { dropRow, ...state } = merge(voter, existing[i], rows[i], (row) => parseObserverVoteDesired(row.desired).voted, userId, fetchStartedAt);
          const record: LocalObserverVoter = { ...voter, userId, ...state, folded: foldText(`${voter.name} ${voter.surname}`) };
          return { record, dropKey: dropRow ? observerVoteKey(voter.voter_id) : null };
        }),
      );
      await db.observerVoters.bulkPut(records);
      await db.outbox.bulkDelete(dropKeys);
    });
    done += chunk.length;
    onProgress?.(done, total);
  }
  const listed = new Set(voters.map((v) => v.voter_id));
  await db.transaction('rw', [db.observerVoters, db.observerStations, db.outbox, db.meta], async () => {
    const stale: [number, number][] = [];
    for (const [, voterId] of await db.observerVoters.where('userId').equals(userId).primaryKeys()) {
      // A voter who left the list but still has an unsent mark stays, so the mark stays explainable.
      if (!listed.has(voterId) && (await db.outbox.get(observerVoteKey(voterId)))?.userId !== userId) stale.push([userId, voterId]);
    }
    await db.observerVoters.bulkDelete(stale);
    await db.observerStations.where('userId').equals(userId).delete();
    await db.observerStations.bulkPut(qvs.map((qv) => ({ userId, id: qv.id, code: qv.code })));
    await db.meta.put({ key: downloadedAtKey('observer', userId), value: Date.now() });
  });
}

/** Downloads the patronager's voting-day list; same storing and merging rules as the observer list. */
export async function downloadPatronageList(userId: number, onProgress?: Progress): Promise<void> {
  const fetchStartedAt = Date.now();
  const voters = await fetchPatronageList(await tokenOf(userId), listFetchOptions);
  const total = voters.length;
  onProgress?.(0, total);
  let done = 0;
  for (const chunk of chunks(voters)) {
    await db.transaction('rw', db.patronageVoters, db.outbox, async () => {
      const existing = await db.patronageVoters.bulkGet(chunk.map((v): [number, number] => [userId, v.patronager_voter_id]));
      const rows = await db.outbox.bulkGet(chunk.map((v) => patronageVoteKey(v.patronager_voter_id)));
      const { records, dropKeys } = split(
        chunk.map((voter: PatronageVoter, i) => {
          const { dropRow, ...state } = merge(voter, existing[i], rows[i], (row) => parsePatronageVoteDesired(row.desired).voted, userId, fetchStartedAt);
          const record: LocalPatronageVoter = { ...voter, userId, ...state, folded: foldText(`${voter.name} ${voter.surname}`) };
          return { record, dropKey: dropRow ? patronageVoteKey(voter.patronager_voter_id) : null };
        }),
      );
      await db.patronageVoters.bulkPut(records);
      await db.outbox.bulkDelete(dropKeys);
    });
    done += chunk.length;
    onProgress?.(done, total);
  }
  const listed = new Set(voters.map((v) => v.patronager_voter_id));
  await db.transaction('rw', [db.patronageVoters, db.outbox, db.meta], async () => {
    const stale: [number, number][] = [];
    for (const [, id] of await db.patronageVoters.where('userId').equals(userId).primaryKeys()) {
      if (!listed.has(id) && (await db.outbox.get(patronageVoteKey(id)))?.userId !== userId) stale.push([userId, id]);
    }
    await db.patronageVoters.bulkDelete(stale);
    await db.meta.put({ key: downloadedAtKey('patronage', userId), value: Date.now() });
  });
}

/**
 * Marks an observer voter as voted / not voted: the record and its outbox row are written in ONE
 * transaction, then a sync is requested. Throws (and writes nothing) on IndexedDB or quota errors,
 * or when the voter is not on this device.
 */
export async function setObserverVote(userId: number, observerId: number, voterId: number, voted: boolean): Promise<void> {
  const key = observerVoteKey(voterId);
  await db.transaction('rw', db.observerVoters, db.outbox, db.meta, async () => {
    const voter = await db.observerVoters.get([userId, voterId]);
    if (!voter) throw new Error(`Voter ${voterId} is not on this device`);
    await db.observerVoters.update([userId, voterId], { voted });
    await writeOutboxChange(
      db,
      { key, kind: OBSERVER_VOTE_KIND, userId, desired: { voted, observer_id: observerId } },
      voted === voter.serverVoted,
      Date.now(),
    );
  });
  requestSync();
}

/** Patronage version of setObserverVote. */
export async function setPatronageVote(userId: number, patronagerVoterId: number, voted: boolean): Promise<void> {
  const key = patronageVoteKey(patronagerVoterId);
  await db.transaction('rw', db.patronageVoters, db.outbox, db.meta, async () => {
    const voter = await db.patronageVoters.get([userId, patronagerVoterId]);
    if (!voter) throw new Error(`Voter ${patronagerVoterId} is not on this device`);
    await db.patronageVoters.update([userId, patronagerVoterId], { voted });
    await writeOutboxChange(db, { key, kind: PATRONAGE_VOTE_KIND, userId, desired: { voted } }, voted === voter.serverVoted, Date.now());
  });
  requestSync();
}
