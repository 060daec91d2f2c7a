import type { LocalTaskDocUpload, TerrenDb } from '../db/database';
import { writeOutboxChange } from '../sync/adapters/outbox-write';
import { parseDocumentDesired, taskDocumentKind, type DocumentDesired } from '../sync/kinds/task-document-kinds';
import { newLocalId } from '../sync/local-id';
import { entityIdOf } from '../sync/outbox-row';
import { rowKey } from './offline-collection';
import { sentOnceCollection } from './sent-once';

/**
 * A document the member adds to an assignment (spec 02 §2.4), offline first. Its file waits in
 * `outboxFiles` under the row's key until the server has it.
 */
export const taskDocUploads = sentOnceCollection<LocalTaskDocUpload>({
  spec: taskDocumentKind,
  table: (db) => db.taskDocUploads,
  check: parseDocumentDesired,
  describe: (row, record) => ({ action: 'taskDocUpload', name: record?.fileName ?? null, entityId: entityIdOf(row) }),
});

export interface NewTaskDocument {
  memberTaskId: number;
  description: string;
  file: Blob;
  fileName: string;
}

/**
 * Keeps the document, its file and its outbox row (the upload) in ONE transaction, under a fresh
 * local id (the upload's client_ref). Throws, storing nothing, when the device has no room.
 */
export async function addTaskDocument(db: TerrenDb, userId: number, doc: NewTaskDocument): Promise<string> {
  const desired: DocumentDesired = { member_task_id: doc.memberTaskId, description: doc.description.trim() };
  const localId = newLocalId();
  const key = rowKey(taskDocUploads, localId);
  await db.transaction('rw', [db.taskDocUploads, db.outboxFiles, db.outbox, db.meta], async () => {
    await db.taskDocUploads.add({
      userId,
      key: localId,
      memberTaskId: doc.memberTaskId,
      description: desired.description,
      fileName: doc.fileName,
      size: doc.file.size,
      create_date: new Date().toISOString(),
      exists: true,
      sent: false,
    });
    await db.outboxFiles.put({ key, userId, blob: doc.file, name: doc.fileName });
    await writeOutboxChange(db, { key, kind: taskDocUploads.kind, userId, desired }, false, Date.now());
  });
  return localId;
}

/**
 * The member's delete of a document not sent yet: the record, its file and its row go together,
 * and nothing is sent. (The screen offers it only while the upload is not on its way; should an
 * earlier attempt have reached the server after all, its copy shows in the list, deletable there.)
 */
export async function removePendingDocument(db: TerrenDb, userId: number, localId: string): Promise<void> {
  const key = rowKey(taskDocUploads, localId);
  await db.transaction('rw', [db.taskDocUploads, db.outboxFiles, db.outbox], async () => {
    await db.outbox.delete(key);
    await db.outboxFiles.delete(key);
    await db.taskDocUploads.delete([userId, localId]);
  });
}
