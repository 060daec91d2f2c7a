import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { rowKey } from '../../collections/offline-collection';
import { addTaskDocument, removePendingDocument, taskDocUploads } from '../../collections/task-doc-uploads';
import { db, type LocalTaskDocUpload, type OutboxRow } from '../../db/database';
import { subscribeUploadProgress, uploadProgressOf } from '../../sync/adapters/upload-progress';

export interface PendingDocument extends LocalTaskDocUpload {
  /** The upload's outbox row; undefined only for a moment around its acknowledgement. */
  row: OutboxRow | undefined;
}

/** The documents added on this device to one assignment that the server does not have yet, oldest first. */
export function usePendingDocuments(userId: number, memberTaskId: number): PendingDocument[] | undefined {
  return useLiveQuery(async () => {
    const records = await db.taskDocUploads.where('[userId+memberTaskId]').equals([userId, memberTaskId]).toArray();
    const rows = await db.outbox.bulkGet(records.map((r) => rowKey(taskDocUploads, r.key)));
    return records
      .filter((r) => r.exists && !r.sent)
      .map((r, i) => ({ ...r, row: rows[i] }))
      .sort((a, b) => a.create_date.localeCompare(b.create_date));
  }, [userId, memberTaskId]);
}

/**
 * How far this page's upload of each row has got (0..1), in the order of `keys`; undefined for a
 * row it is not sending. Read as one string, so the list re-renders only when a share moves.
 */
export function useUploadProgresses(keys: readonly string[]): (number | undefined)[] {
  const snapshot = useSyncExternalStore(subscribeUploadProgress, () => keys.map((key) => uploadProgressOf(key) ?? '').join('|'));
  const shares = snapshot.split('|');
  return keys.map((_key, index) => (shares[index] ? Number(shares[index]) : undefined));
}

/** Adds a document on the device (shown at once); its write wakes the sync, so it goes now when there is signal. */
export async function addDocument(userId: number, memberTaskId: number, description: string, file: File): Promise<void> {
  await addTaskDocument(db, userId, { memberTaskId, description, file, fileName: file.name });
}

export function removeDocument(userId: number, localId: string): Promise<void> {
  return removePendingDocument(db, userId, localId);
}
