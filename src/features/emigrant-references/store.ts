import { memberToken } from '../../api/member-token';
import { fetchAllPagesAt } from '../../api/paged-download';
import { fetchCountries } from '../../api/reference-lists';
import { getWithTokenAt, type TokenGetOptions } from '../../api/token-get';
import { createRecord } from '../../collections/collection-create';
import { storeDownload, type DownloadProgress } from '../../collections/collection-download';
import { setIntent } from '../../collections/collection-write';
import { NOT_CREATED } from '../../collections/editable-records';
import { resolvedValues, type FieldChoice } from '../../collections/field-conflict';
import { emigrantReferences, foldedEmigrant } from '../../collections/emigrant-references';
import { recordRowKey } from '../../collections/offline-collection';
import { resolveKey } from '../../collections/resolve-record';
import { normalizeEmigrantReferenceEdit, type EmigrantReferenceEdit } from '../../contract/emigrant-reference-edit';
import { myEmigrantReferences } from '../../contract/emigrant-references';
import type { Country } from '../../contract/patronaged-voters';
import { db, type LocalEmigrantReference } from '../../db/database';
import { downloadedAtKey } from '../../db/meta-keys';
import { discardOutboxRow } from '../../sync/adapters/browser-runtime';
import type { EmigrantDesired } from '../../sync/kinds/emigrant-kinds';
import { emigrantConflict } from './form/emigrant-conflict';

/** Test seam: where the list calls go. The app leaves it alone. */
export const listFetchOptions: TokenGetOptions = {};

/** Downloads the member's whole emigrant-reference list and stores it, merged with their pending changes. */
export async function downloadEmigrantReferences(userId: number, onProgress?: DownloadProgress): Promise<void> {
  const token = await memberToken(userId);
  const list = await fetchAllPagesAt((offset, limit) =>
    getWithTokenAt(`/api/patronage/my-emigrant-references/?offset=${offset}&limit=${limit}`, token, myEmigrantReferences, listFetchOptions),
  );
  await storeDownload(db, emigrantReferences, userId, list.value, list.watermark, onProgress);
  await db.meta.put({ key: downloadedAtKey('emigrant', userId), value: Date.now() });
}

/** The countries of the create form; the same for every member, so they outlive sign-out. */
export async function downloadCountries(userId: number): Promise<void> {
  const list = await fetchCountries(await memberToken(userId), listFetchOptions);
  await db.transaction('rw', db.countries, async () => {
    await db.countries.clear();
    await db.countries.bulkPut(list);
  });
}

/** A new reference, offline first: stored under a local id with its create (one transaction). Returns its key. */
export async function createEmigrantReference(userId: number, country: Country, edit: EmigrantReferenceEdit): Promise<string> {
  const value = normalizeEmigrantReferenceEdit(edit);
  const desired: EmigrantDesired = { exists: true, value, base: null, fixed: { country_id: country.id } };
  const key = await createRecord(
    db,
    emigrantReferences,
    userId,
    (localId): LocalEmigrantReference => ({
      userId,
      key: localId,
      country,
      create_date: new Date().toISOString(),
      state: { exists: true, value },
      serverState: NOT_CREATED,
      folded: foldedEmigrant(value),
    }),
    desired,
  );
  return key;
}

/** Saves an edit (the country stays); before the create was sent it simply travels with it. */
export async function saveEmigrantReference(userId: number, record: LocalEmigrantReference, edit: EmigrantReferenceEdit, opened?: EmigrantReferenceEdit): Promise<void> {
  const value = normalizeEmigrantReferenceEdit(edit);
  const desired: EmigrantDesired = { exists: true, value, base: null, fixed: { country_id: record.country.id } };
  // The search folds change in the same transaction (the collection's derive); `opened`: what the
  // form showed when it opened, so only the fields changed since are the member's (fromForm).
  await setIntent(db, emigrantReferences, userId, record.key, opened ? { ...desired, opened: normalizeEmigrantReferenceEdit(opened) } : desired);
}

/** Deletes a reference, offline first; one whose create was never sent leaves nothing to send. */
export async function deleteEmigrantReference(userId: number, record: LocalEmigrantReference): Promise<void> {
  const value = record.state.value ?? record.serverState.value;
  if (value === null) return;
  const desired: EmigrantDesired = { exists: false, value, base: null, fixed: { country_id: record.country.id } };
  await setIntent(db, emigrantReferences, userId, record.key, desired);
}

/** The outbox key of a reference's pending change (one made here keeps its local id there). */
export function emigrantRowKey(record: LocalEmigrantReference): string {
  return recordRowKey(emigrantReferences, record.key, record);
}

/**
 * After a conflict (409), once the list is fresh: the member's choice per contested field. The new
 * change carries the fields they keep (the chosen ones and their other changes) on the server's
 * values; when nothing of theirs is left, the change is dropped.
 */
export async function resolveEmigrantConflict(userId: number, record: LocalEmigrantReference, choices: Readonly<Partial<Record<string, FieldChoice>>>): Promise<void> {
  const key = emigrantRowKey(record);
  const row = await db.outbox.get(key);
  if (row?.userId !== userId) return;
  const fresh = await db.emigrantReferences.get([userId, await resolveKey(db, emigrantReferences, record.key)]);
  const stopped = fresh && emigrantConflict(fresh, row.desired);
  if (!fresh || !stopped) throw new Error(`emigrant reference ${record.key} has no values to compare on this device`);
  const values = resolvedValues(stopped.conflict, stopped.server, choices);
  if (values === null) await discardOutboxRow(key);
  else await saveEmigrantReference(userId, fresh, values);
}

/** After a conflict or a refusal: drop the member's change and show the server's values. */
export async function takeServerEmigrantEdit(userId: number, record: LocalEmigrantReference): Promise<void> {
  const key = emigrantRowKey(record);
  if ((await db.outbox.get(key))?.userId === userId) await discardOutboxRow(key);
}
