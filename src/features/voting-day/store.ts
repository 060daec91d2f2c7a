import { memberToken } from '../../api/member-token';
import { storeDownload, type DownloadProgress } from '../../collections/collection-download';
import { writeIntent, type WrittenIntent } from '../../collections/collection-write';
import { rowKey, rowKeyPrefix } from '../../collections/offline-collection';
import { observerVotes, patronageVotes } from '../../collections/voting-day';
import { db, type LocalObserverVoter } from '../../db/database';
import { downloadedAtKey } from '../../db/meta-keys';
import type { JustStored } from './just-stored';
import { fetchObserverList, fetchPatronageList, type ListFetchOptions } from './api';

/** The outbox key of a voter's mark: how a row finds its sync state. */
export const observerVoteKey = (voterId: number): string => rowKey(observerVotes, voterId);
export const patronageVoteKey = (patronagerVoterId: number): string => rowKey(patronageVotes, patronagerVoterId);
/** What every key of the kind starts with, for counting a list's pending marks. */
export const OBSERVER_VOTE_PREFIX = rowKeyPrefix(observerVotes);
export const PATRONAGE_VOTE_PREFIX = rowKeyPrefix(patronageVotes);

/** Test seam: where the list calls go. The app leaves it alone. */
export const listFetchOptions: ListFetchOptions = {};

/**
 * Downloads the observer's stations and voters and stores them, merged with pending local marks
 * (see storeDownload). Progress is (stored, total). The first download of the member's list (the
 * device holds none of their voters yet) offers what it stored to `justStored`, for the station
 * the screen opens next; a later one reaches an open station as a reload (OpenVoterList).
 */
export async function downloadObserverList(
  userId: number,
  onProgress?: DownloadProgress,
  justStored?: JustStored<LocalObserverVoter>,
): Promise<void> {
  const {
    value: { qvs, voters },
    watermark,
  } = await fetchObserverList(await memberToken(userId), listFetchOptions);
  const first = justStored !== undefined && (await db.observerVoters.where('userId').equals(userId).count()) === 0;
  if (first) justStored.watch(db.observerVoters);
  try {
    const stored = await storeDownload(db, observerVotes, userId, voters, watermark, onProgress);
    await db.transaction('rw', db.observerStations, db.meta, async () => {
      await db.observerStations.where('userId').equals(userId).delete();
      await db.observerStations.bulkPut(qvs.map((qv) => ({ userId, id: qv.id, code: qv.code })));
      await db.meta.put({ key: downloadedAtKey('observer', userId), value: Date.now() });
    });
    // With none of the member's voters on the device before, the table now holds exactly these.
    if (first) justStored.offer(stored);
  } catch (error) {
    if (first) justStored.drop();
    throw error;
  }
}

/** Downloads the patronager's voting-day list; same storing and merging rules as the observer list. */
export async function downloadPatronageList(userId: number, onProgress?: DownloadProgress): Promise<void> {
  const list = await fetchPatronageList(await memberToken(userId), listFetchOptions);
  await storeDownload(db, patronageVotes, userId, list.value, list.watermark, onProgress);
  await db.meta.put({ key: downloadedAtKey('patronage', userId), value: Date.now() });
}

/**
 * Marks an observer voter as voted / not voted, offline first (see writeIntent), then asks for a
 * sync. Resolves with what the write left in the outbox (WrittenIntent).
 */
export async function setObserverVote(userId: number, observerId: number, voterId: number, voted: boolean): Promise<WrittenIntent> {
  const written = await writeIntent(db, observerVotes, userId, voterId, { voted, observer_id: observerId });
  return written;
}

/** Patronage version of setObserverVote. */
export async function setPatronageVote(userId: number, patronagerVoterId: number, voted: boolean): Promise<WrittenIntent> {
  const written = await writeIntent(db, patronageVotes, userId, patronagerVoterId, { voted });
  return written;
}
