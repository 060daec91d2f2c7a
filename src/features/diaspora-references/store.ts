import { memberToken } from '../../api/member-token';
import { fetchAllPagesAt } from '../../api/paged-download';
import { fetchCountries, fetchDiasporaReferenceTypes } from '../../api/reference-lists';
import { getWithToken, getWithTokenAt, type TokenGetOptions } from '../../api/token-get';
import { createRecord } from '../../collections/collection-create';
import { storeDownload, type DownloadProgress } from '../../collections/collection-download';
import { setIntent } from '../../collections/collection-write';
import { diasporaReferences, foldedDiaspora } from '../../collections/diaspora-references';
import { diasporaStatuses, NO_FLAGS } from '../../collections/diaspora-statuses';
import { NOT_CREATED } from '../../collections/editable-records';
import { resolvedValues, type FieldChoice } from '../../collections/field-conflict';
import { recordRowKey } from '../../collections/offline-collection';
import { resolveKey } from '../../collections/resolve-record';
import { normalizeDiasporaReferenceEdit, type DiasporaReferenceEdit, type DiasporaStatus } from '../../contract/diaspora-reference-edit';
import { diasporaVoterSearchResults, myDiasporaReferences, type DiasporaVoter } from '../../contract/diaspora-references';
import { db, type LocalDiasporaReference, type LocalDiasporaStatus } from '../../db/database';
import { downloadedAtKey } from '../../db/meta-keys';
import { discardOutboxRow } from '../../sync/adapters/browser-runtime';
import type { DiasporaDesired, DiasporaStatusDesired } from '../../sync/kinds/diaspora-kinds';
import { diasporaConflict } from './form/diaspora-conflict';

/** Test seam: where the list calls go. The app leaves it alone. */
export const listFetchOptions: TokenGetOptions = {};

/** Downloads the member's whole diaspora list; references and their voting flags, each merged with pending changes. */
export async function downloadDiasporaReferences(userId: number, onProgress?: DownloadProgress): Promise<void> {
  const token = await memberToken(userId);
  const list = await fetchAllPagesAt((offset, limit) =>
    getWithTokenAt(`/api/patronage/my-diaspora-references/?offset=${offset}&limit=${limit}`, token, myDiasporaReferences, listFetchOptions),
  );
  await storeDownload(db, diasporaReferences, userId, list.value, list.watermark, onProgress);
  await storeDownload(db, diasporaStatuses, userId, list.value, list.watermark);
  await db.meta.put({ key: downloadedAtKey('diaspora', userId), value: Date.now() });
}

/** Reference types and countries for the forms and filters; the same for every member, so they outlive sign-out. */
export async function downloadDiasporaLists(userId: number): Promise<void> {
  const token = await memberToken(userId);
  const [types, countryList] = await Promise.all([fetchDiasporaReferenceTypes(token, listFetchOptions), fetchCountries(token, listFetchOptions)]);
  await db.transaction('rw', db.diasporaReferenceTypes, db.countries, async () => {
    await db.diasporaReferenceTypes.clear();
    await db.diasporaReferenceTypes.bulkPut(types);
    await db.countries.clear();
    await db.countries.bulkPut(countryList);
  });
}

/**
 * The voter picker (spec 02 §2.14): a national search, so it needs the server. Name and surname
 * of at least two characters; father's name optional.
 */
export async function searchDiasporaVoters(userId: number, query: { name: string; surname: string; father_name: string }): Promise<DiasporaVoter[]> {
  const params = new URLSearchParams({ name: query.name.trim(), surname: query.surname.trim() });
  if (query.father_name.trim() !== '') params.set('father_name', query.father_name.trim());
  return getWithToken(`/api/patronage/diaspora-voter-search/?${params.toString()}`, await memberToken(userId), diasporaVoterSearchResults, listFetchOptions);
}

/** A new reference for a picked voter, offline first (local id, create in the outbox, one transaction). */
export async function createDiasporaReference(userId: number, voter: DiasporaVoter, edit: DiasporaReferenceEdit): Promise<string> {
  const value = normalizeDiasporaReferenceEdit(edit);
  const desired: DiasporaDesired = { exists: true, value, base: null, fixed: { voter_id: voter.id } };
  const key = await createRecord(
    db,
    diasporaReferences,
    userId,
    (localId): LocalDiasporaReference => ({
      userId,
      key: localId,
      voter,
      evidenca: false,
      create_date: new Date().toISOString(),
      state: { exists: true, value },
      serverState: NOT_CREATED,
      folded: foldedDiaspora(voter, value),
    }),
    desired,
  );
  return key;
}

/** Saves an edit (the edit payload: no voter, no flags); before the create was sent it travels with it. */
export async function saveDiasporaReference(userId: number, record: LocalDiasporaReference, edit: DiasporaReferenceEdit, opened?: DiasporaReferenceEdit): Promise<void> {
  const value = normalizeDiasporaReferenceEdit(edit);
  const desired: DiasporaDesired = { exists: true, value, base: null, fixed: { voter_id: record.voter.id } };
  // The search folds change in the same transaction (the collection's derive); `opened`: what the
  // form showed when it opened, so only the fields changed since are the member's (fromForm).
  await setIntent(db, diasporaReferences, userId, record.key, opened ? { ...desired, opened: normalizeDiasporaReferenceEdit(opened) } : desired);
}

/** Deletes a reference, offline first; one whose create was never sent leaves nothing to send. */
export async function deleteDiasporaReference(userId: number, record: LocalDiasporaReference): Promise<void> {
  const value = record.state.value ?? record.serverState.value;
  if (value === null) return;
  const desired: DiasporaDesired = { exists: false, value, base: null, fixed: { voter_id: record.voter.id } };
  await setIntent(db, diasporaReferences, userId, record.key, desired);
}

/** The keys a reference's flags may be stored under: its own, then the local id it was created with. */
function statusKeys(reference: Pick<LocalDiasporaReference, 'key' | 'outboxId'>): string[] {
  return reference.outboxId === undefined ? [reference.key] : [reference.key, reference.outboxId];
}

/** The stored flags record of a reference, if it was ever flagged or downloaded with its flags. */
export function statusRecordOf(
  reference: Pick<LocalDiasporaReference, 'key' | 'outboxId'>,
  statuses: ReadonlyMap<string, LocalDiasporaStatus>,
): LocalDiasporaStatus | undefined {
  for (const key of statusKeys(reference)) {
    const found = statuses.get(key);
    if (found) return found;
  }
  return undefined;
}

/** The voting flags of a reference as the member set them (all off for a reference never flagged). */
export function statusOf(reference: Pick<LocalDiasporaReference, 'key' | 'outboxId'>, statuses: ReadonlyMap<string, LocalDiasporaStatus>): DiasporaStatus {
  return statusRecordOf(reference, statuses)?.status ?? NO_FLAGS;
}

/**
 * Sets the voting flags, offline first. Only the flags that changed go to the server, as their
 * own small change; for a reference created here the change waits for its create.
 */
export async function setDiasporaStatus(userId: number, reference: LocalDiasporaReference, status: DiasporaStatus): Promise<void> {
  const key = await db.transaction('rw', db.diasporaStatuses, async () => {
    for (const candidate of statusKeys(reference)) {
      if (await db.diasporaStatuses.get([userId, candidate])) return candidate;
    }
    // Never flagged on this device: the server created it with every flag off.
    await db.diasporaStatuses.add({ userId, key: reference.key, status: NO_FLAGS, serverStatus: NO_FLAGS });
    return reference.key;
  });
  const desired: DiasporaStatusDesired = { value: status, base: null };
  await setIntent(db, diasporaStatuses, userId, key, desired);
}

export function diasporaRowKey(record: LocalDiasporaReference): string {
  return recordRowKey(diasporaReferences, record.key, record);
}

/** The outbox key of a reference's pending flag change. */
export function diasporaStatusRowKey(status: LocalDiasporaStatus): string {
  return recordRowKey(diasporaStatuses, status.key, status);
}

/**
 * After a conflict (409), once the list is fresh: the member's choice per contested field. The new
 * change carries the fields they keep (the chosen ones and their other changes) on the server's
 * values; when nothing of theirs is left, the change is dropped.
 */
export async function resolveDiasporaConflict(userId: number, record: LocalDiasporaReference, choices: Readonly<Partial<Record<string, FieldChoice>>>): Promise<void> {
  const key = diasporaRowKey(record);
  const row = await db.outbox.get(key);
  if (row?.userId !== userId) return;
  const fresh = await db.diasporaReferences.get([userId, await resolveKey(db, diasporaReferences, record.key)]);
  const stopped = fresh && diasporaConflict(fresh, row.desired);
  if (!fresh || !stopped) throw new Error(`diaspora reference ${record.key} has no values to compare on this device`);
  const values = resolvedValues(stopped.conflict, stopped.server, choices);
  if (values === null) await discardOutboxRow(key);
  else await saveDiasporaReference(userId, fresh, values);
}

/** After a conflict or a refusal: drop the member's change and show the server's values. */
export async function takeServerDiasporaEdit(userId: number, record: LocalDiasporaReference): Promise<void> {
  const key = diasporaRowKey(record);
  if ((await db.outbox.get(key))?.userId === userId) await discardOutboxRow(key);
}
