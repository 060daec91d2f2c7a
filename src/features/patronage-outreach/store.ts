import { memberToken } from '../../api/member-token';
import { createRecord } from '../../collections/collection-create';
import { storeDownload, type DownloadProgress } from '../../collections/collection-download';
import { setIntent } from '../../collections/collection-write';
import { resolvedValues, type FieldChoice } from '../../collections/field-conflict';
import { recordRowKey } from '../../collections/offline-collection';
import { patronagedVoters } from '../../collections/patronaged-voters';
import { foldedReferral, referredVoters } from '../../collections/referred-voters';
import { resolveKey } from '../../collections/resolve-record';
import { normalizePatronagedEdit, type PatronagedEdit } from '../../contract/patronaged-edit';
import type { VoterSearchResult } from '../../contract/referred-voters';
import { db, type LocalReferred } from '../../db/database';
import { downloadedAtKey } from '../../db/meta-keys';
import { discardOutboxRow } from '../../sync/adapters/browser-runtime';
import type { ReferredDesired } from '../../sync/kinds/referred-kinds';
import { patronagedConflict } from './patronaged/patronaged-conflict';
import { fetchAllPagesAt, fetchCountries, fetchPatronagedPage, fetchPreferences, fetchReferredPage, type ListFetchOptions } from './api';

/** Test seam: where the list calls go. The app leaves it alone. */
export const listFetchOptions: ListFetchOptions = {};

/** Downloads the member's whole referred list and stores it, merged with their pending changes (see storeDownload). */
export async function downloadReferred(userId: number, onProgress?: DownloadProgress): Promise<void> {
  const token = await memberToken(userId);
  const list = await fetchAllPagesAt((offset, limit) => fetchReferredPage(token, offset, limit, listFetchOptions));
  await storeDownload(db, referredVoters, userId, list.value, list.watermark, onProgress);
  await db.meta.put({ key: downloadedAtKey('referred', userId), value: Date.now() });
}

/** Downloads the patronager's whole list; same storing and merging rules. */
export async function downloadPatronaged(userId: number, onProgress?: DownloadProgress): Promise<void> {
  const token = await memberToken(userId);
  const list = await fetchAllPagesAt((offset, limit) => fetchPatronagedPage(token, offset, limit, listFetchOptions));
  await storeDownload(db, patronagedVoters, userId, list.value, list.watermark, onProgress);
  await db.meta.put({ key: downloadedAtKey('patronaged', userId), value: Date.now() });
}

/** Preferences and countries for the edit form; the same for every member, so they outlive sign-out. */
export async function downloadReferenceLists(userId: number): Promise<void> {
  const token = await memberToken(userId);
  const [preferences, countries] = await Promise.all([fetchPreferences(token, listFetchOptions), fetchCountries(token, listFetchOptions)]);
  await db.transaction('rw', db.politicalPreferences, db.countries, async () => {
    await db.politicalPreferences.clear();
    await db.politicalPreferences.bulkPut(preferences);
    await db.countries.clear();
    await db.countries.bulkPut(countries);
  });
}

/** The voter is already in the member's referred list (the add form says so instead of adding twice). */
export class AlreadyReferredError extends Error {
  constructor(readonly voterId: number) {
    super(`voter ${voterId} is already referred`);
  }
}

/** Spec 02 §5: the comment's first letter is capitalised. */
function capitalised(text: string | null): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed.charAt(0).toLocaleUpperCase('sq') + trimmed.slice(1);
}

function bodyOf(record: LocalReferred): ReferredDesired['body'] {
  return { voter_id: record.voter.id, comment: record.comment, referues: record.referues, referues_phone: record.referues_phone };
}

/**
 * Refers a voter found by the national search: stored under a local id with its create in the
 * outbox (one transaction), then sent. Returns the record's key.
 */
export async function addReferral(
  userId: number,
  voter: VoterSearchResult,
  fields: { referues: string; referues_phone: string; comment: string | null },
): Promise<string> {
  const listed = await db.referredVoters.where('userId').equals(userId).filter((r) => r.exists && r.voter.id === voter.id).count();
  if (listed > 0) throw new AlreadyReferredError(voter.id);
  const referues = fields.referues.trim();
  const record = (key: string): LocalReferred => ({
    userId,
    key,
    voter: {
      id: voter.id,
      nid: voter.nid,
      name: voter.name,
      surname: voter.surname,
      phone: null,
      qv_code: voter.qv_code_full,
      list_number: null,
      building_number: null,
      dob: voter.dob,
      voted: null,
    },
    referues,
    referues_phone: fields.referues_phone.trim(),
    comment: capitalised(fields.comment),
    create_date: new Date().toISOString(),
    exists: true,
    serverExists: false,
    folded: foldedReferral(voter, referues),
  });
  const desired: ReferredDesired = { exists: true, body: bodyOf(record('')) };
  const key = await createRecord(db, referredVoters, userId, record, desired);
  return key;
}

/** Deletes a referral, offline first; one not yet sent simply disappears with its create. */
export async function removeReferral(userId: number, key: string): Promise<void> {
  const record = await db.referredVoters.get([userId, await resolveKey(db, referredVoters, key)]);
  if (!record) throw new Error(`referral ${key} is not on this device`);
  const desired: ReferredDesired = { exists: false, body: bodyOf(record) };
  await setIntent(db, referredVoters, userId, key, desired);
}

/** Saves the member's edit of a patronaged voter, offline first; the base is added by the collection. */
export async function savePatronagedEdit(userId: number, id: number, edit: PatronagedEdit, opened?: PatronagedEdit): Promise<void> {
  // `opened`: what the form showed when it opened; only the fields changed since are the member's (fromForm).
  await setIntent(db, patronagedVoters, userId, id, { value: normalizePatronagedEdit(edit), base: null, ...(opened ? { opened: normalizePatronagedEdit(opened) } : {}) });
}

/**
 * After a conflict (409), once the list is fresh: the member's choice per contested field. The new
 * change carries the fields they keep (the chosen ones and their other changes) on the server's
 * values; when nothing of theirs is left, the change is dropped.
 */
export async function resolvePatronagedConflict(userId: number, id: number, choices: Readonly<Partial<Record<string, FieldChoice>>>): Promise<void> {
  const record = await db.patronagedVoters.get([userId, id]);
  if (!record) throw new Error(`patronaged voter ${id} is not on this device`);
  const row = await db.outbox.get(patronagedRowKey(id));
  if (row?.userId !== userId) return;
  const values = resolvedValues(patronagedConflict(record, row.desired), record.serverEdit, choices);
  if (values === null) await discardOutboxRow(row.key);
  else await savePatronagedEdit(userId, id, values);
}

/** After a conflict or a refusal: drop the member's change and show the server's values. */
export async function takeServerEdit(userId: number, id: number): Promise<void> {
  const key = patronagedRowKey(id);
  if ((await db.outbox.get(key))?.userId === userId) await discardOutboxRow(key);
}

/** The outbox key holding a referral's pending change (a referral made here keeps its local id there). */
export function referredRowKey(record: LocalReferred | string): string {
  return typeof record === 'string' ? recordRowKey(referredVoters, record, undefined) : recordRowKey(referredVoters, record.key, record);
}

export function patronagedRowKey(id: number): string {
  return recordRowKey(patronagedVoters, id, undefined);
}
