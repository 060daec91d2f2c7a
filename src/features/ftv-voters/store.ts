import { memberToken } from '../../api/member-token';
import { fetchAllPagesAt } from '../../api/paged-download';
import { fetchPreferences } from '../../api/reference-lists';
import { getWithTokenAt, type TokenGetOptions } from '../../api/token-get';
import { storeDownload, type DownloadProgress } from '../../collections/collection-download';
import { setIntent } from '../../collections/collection-write';
import { resolvedValues, type FieldChoice } from '../../collections/field-conflict';
import { ftvVoters } from '../../collections/ftv-voters';
import { recordRowKey } from '../../collections/offline-collection';
import { normalizeFtvVoterEdit, type FtvVoterEdit } from '../../contract/ftv-voter-edit';
import { myFtvVoters } from '../../contract/ftv-voters';
import { db } from '../../db/database';
import { downloadedAtKey } from '../../db/meta-keys';
import { discardOutboxRow } from '../../sync/adapters/browser-runtime';
import type { FtvDesired } from '../../sync/kinds/ftv-kinds';
import { ftvConflict } from './edit/ftv-conflict';

/** Test seam: where the list calls go. The app leaves it alone. */
export const listFetchOptions: TokenGetOptions = {};

/** Downloads the coordinator's whole first-time-voter list, merged with their pending changes. */
export async function downloadFtvVoters(userId: number, onProgress?: DownloadProgress): Promise<void> {
  const token = await memberToken(userId);
  const list = await fetchAllPagesAt((offset, limit) =>
    getWithTokenAt(`/api/patronage/my-ftv-voters/?offset=${offset}&limit=${limit}`, token, myFtvVoters, listFetchOptions),
  );
  await storeDownload(db, ftvVoters, userId, list.value, list.watermark, onProgress);
  await db.meta.put({ key: downloadedAtKey('ftv', userId), value: Date.now() });
}

/** The political preferences of the form; the same for every member, so they outlive sign-out. */
export async function downloadPreferences(userId: number): Promise<void> {
  const list = await fetchPreferences(await memberToken(userId), listFetchOptions);
  await db.transaction('rw', db.politicalPreferences, async () => {
    await db.politicalPreferences.clear();
    await db.politicalPreferences.bulkPut(list);
  });
}

/** Saves the preference form, offline first; the base is added by the collection. */
export async function saveFtvPreference(userId: number, id: number, edit: FtvVoterEdit, opened?: FtvVoterEdit): Promise<void> {
  const desired: FtvDesired = { value: normalizeFtvVoterEdit(edit), base: null };
  // `opened`: what the form showed when it opened; only the fields changed since are the member's (fromForm).
  await setIntent(db, ftvVoters, userId, id, opened ? { ...desired, opened: normalizeFtvVoterEdit(opened) } : desired);
}

export function ftvRowKey(id: number): string {
  return recordRowKey(ftvVoters, id, undefined);
}

/**
 * After a conflict (409), once the list is fresh: the member's choice per contested field. The new
 * change carries the fields they keep (the chosen ones and their other changes) on the server's
 * values; when nothing of theirs is left, the change is dropped.
 */
export async function resolveFtvConflict(userId: number, id: number, choices: Readonly<Partial<Record<string, FieldChoice>>>): Promise<void> {
  const record = await db.ftvVoters.get([userId, id]);
  if (!record) throw new Error(`first-time voter ${id} is not on this device`);
  const row = await db.outbox.get(ftvRowKey(id));
  if (row?.userId !== userId) return;
  const values = resolvedValues(ftvConflict(record, row.desired), record.serverEdit, choices);
  if (values === null) await discardOutboxRow(row.key);
  else await saveFtvPreference(userId, id, values);
}

/** After a conflict or a refusal: drop the member's change and show the server's values. */
export async function takeServerFtvEdit(userId: number, id: number): Promise<void> {
  const key = ftvRowKey(id);
  if ((await db.outbox.get(key))?.userId === userId) await discardOutboxRow(key);
}
