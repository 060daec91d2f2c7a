import { memberToken } from '../../api/member-token';
import { noteCursor, storeDelta, storedCursor, type DeltaChange } from '../../collections/collection-delta';
import { storeDownload, type DownloadProgress } from '../../collections/collection-download';
import { writeIntent, type WrittenIntent } from '../../collections/collection-write';
import { rowKey, rowKeyPrefix, type CollectionRecord, type OfflineCollection } from '../../collections/offline-collection';
import type { Watermarked } from '../../api/token-get';
import { observerVotes, patronageVotes } from '../../collections/voting-day';
import { db, type LocalObserverVoter } from '../../db/database';
import { downloadedAtKey } from '../../db/meta-keys';
import type { JustStored } from './just-stored';
import { fetchObserverDelta, fetchObserverList, fetchPatronageDelta, fetchPatronageList, type ListFetchOptions } from './api';

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
    cursor,
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
    await noteCursor(db, observerVotes.kind, userId, cursor, watermark);
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
  await noteCursor(db, patronageVotes.kind, userId, list.cursor, list.watermark);
}

/** Live pulls in flight, by list and member: a slow answer is not asked for again meanwhile. */
const pulling = new Map<string, Promise<void>>();

interface ChangesPull<R extends CollectionRecord, I, C> {
  list: 'observer' | 'patronage';
  collection: OfflineCollection<R, boolean, I>;
  fetchDelta: (token: string, cursor: string, options: ListFetchOptions) => Promise<Watermarked<{ cursor: string; refetch: boolean; changes: C[] }>>;
  /** A change as the collection's key and the voted flag the server now holds. */
  change: (change: C) => DeltaChange<boolean>;
  downloadWhole: (userId: number) => Promise<void>;
}

/**
 * Brings a stored list up to date with what changed on the server since its cursor (the live
 * loop, every ~15 s while the screen is shown): a delta merged as a download is, or the whole list
 * when the server asks for a refetch or the device holds no cursor for it. A list never downloaded
 * is left to the screen's first download.
 */
function pullChanges<R extends CollectionRecord, I, C>(userId: number, pull: ChangesPull<R, I, C>): Promise<void> {
  const key = `${pull.list}:${userId}`;
  const running = pulling.get(key);
  if (running) return running;
  const downloadedAt = downloadedAtKey(pull.list, userId);
  const started = (async () => {
    if ((await db.meta.get(downloadedAt)) === undefined) return;
    const cursor = await storedCursor(db, pull.collection.kind, userId);
    if (cursor === null) return pull.downloadWhole(userId);
    const { value, watermark } = await pull.fetchDelta(await memberToken(userId), cursor, listFetchOptions);
    if (value.refetch) return pull.downloadWhole(userId);
    const outcome = await storeDelta(db, pull.collection, userId, value.changes.map(pull.change), watermark, value.cursor);
    // A change of a voter this device does not hold: its list is not what the cursor says.
    if (outcome === 'missing') return pull.downloadWhole(userId);
    if (outcome === 'stored') await db.meta.put({ key: downloadedAt, value: Date.now() });
  })().finally(() => pulling.delete(key));
  pulling.set(key, started);
  return started;
}

/** The observer's list, brought up to date (see pullChanges). */
export const pullObserverChanges = (userId: number): Promise<void> =>
  pullChanges(userId, {
    list: 'observer',
    collection: observerVotes,
    fetchDelta: fetchObserverDelta,
    change: (change) => ({ key: change.voter_id, value: change.voted }),
    downloadWhole: (id) => downloadObserverList(id),
  });

/** The patronager's list, brought up to date (see pullChanges). */
export const pullPatronageChanges = (userId: number): Promise<void> =>
  pullChanges(userId, {
    list: 'patronage',
    collection: patronageVotes,
    fetchDelta: fetchPatronageDelta,
    change: (change) => ({ key: change.patronager_voter_id, value: change.voted }),
    downloadWhole: downloadPatronageList,
  });

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
