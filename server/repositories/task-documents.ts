import { and, count, desc, eq } from 'drizzle-orm';
import type { MemberTaskDoc } from '../../src/contract/task-documents';
import type { Db } from '../db/client';
import { mediaFiles, memberTasks, taskDocuments } from '../db/schema';
import { isImageType, mediaPath, newMediaKey, type MediaType } from './media';

/** What media_files.purpose says of a member's task document. */
const PURPOSE = 'member-task-doc';

function selectDocs(db: Db) {
  return db
    .select({ d: taskDocuments, key: mediaFiles.key, contentType: mediaFiles.contentType })
    .from(taskDocuments)
    .innerJoin(mediaFiles, eq(mediaFiles.id, taskDocuments.mediaFileId));
}

function toDoc({ d, key, contentType }: Awaited<ReturnType<typeof selectDocs>>[number]): MemberTaskDoc {
  return {
    id: d.id,
    member_task_id: d.memberTaskId ?? 0,
    description: d.description,
    doc_file: mediaPath(key, contentType as MediaType),
    file_name: d.fileName,
    type: isImageType(contentType) ? 'image' : 'doc',
    create_date: d.createdAt.toISOString(),
  };
}

async function ownAssignment(db: Db, memberId: number, memberTaskId: number): Promise<{ taskId: number } | undefined> {
  const [row] = await db
    .select({ taskId: memberTasks.taskId })
    .from(memberTasks)
    .where(and(eq(memberTasks.id, memberTaskId), eq(memberTasks.memberId, memberId)))
    .limit(1);
  return row;
}

/** The documents of one of the caller's assignments, newest first; undefined when it is not theirs. */
export async function listMemberTaskDocs(
  db: Db,
  memberId: number,
  query: { member_task: number; limit: number; offset: number },
): Promise<{ data: MemberTaskDoc[]; count: number } | undefined> {
  if (!(await ownAssignment(db, memberId, query.member_task))) return undefined;
  const where = eq(taskDocuments.memberTaskId, query.member_task);
  const [rows, total] = await Promise.all([
    selectDocs(db).where(where).orderBy(desc(taskDocuments.createdAt), desc(taskDocuments.id)).limit(query.limit).offset(query.offset),
    db.select({ n: count() }).from(taskDocuments).where(where),
  ]);
  return { data: rows.map(toDoc), count: total[0]?.n ?? 0 };
}

export interface NewMemberTaskDoc {
  memberTaskId: number;
  description: string;
  fileName: string;
  contentType: MediaType;
  bytes: Buffer;
}

/** Stores the file and its document row in one transaction; undefined when the assignment is not the caller's. */
export async function addMemberTaskDoc(db: Db, memberId: number, doc: NewMemberTaskDoc): Promise<MemberTaskDoc | undefined> {
  const own = await ownAssignment(db, memberId, doc.memberTaskId);
  if (!own) return undefined;
  const id = await db.transaction(async (tx) => {
    const [file] = await tx
      .insert(mediaFiles)
      .values({ key: newMediaKey(), memberId, purpose: PURPOSE, contentType: doc.contentType, bytes: doc.bytes })
      .returning({ id: mediaFiles.id });
    if (!file) throw new Error('media insert returned nothing');
    const [row] = await tx
      .insert(taskDocuments)
      .values({ taskId: own.taskId, memberTaskId: doc.memberTaskId, memberId, description: doc.description, fileName: doc.fileName, mediaFileId: file.id })
      .returning({ id: taskDocuments.id });
    return row?.id;
  });
  const [row] = await selectDocs(db)
    .where(eq(taskDocuments.id, id ?? 0))
    .limit(1);
  return row && toDoc(row);
}

/**
 * Deletes a document the caller uploaded to one of their assignments, with its file (the address
 * stops answering). False when there is none: unknown, another member's, or already deleted.
 */
export async function deleteMemberTaskDoc(db: Db, memberId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [doc] = await tx
      .select({ mediaFileId: taskDocuments.mediaFileId })
      .from(taskDocuments)
      .innerJoin(memberTasks, eq(memberTasks.id, taskDocuments.memberTaskId))
      .where(and(eq(taskDocuments.id, id), eq(taskDocuments.memberId, memberId), eq(memberTasks.memberId, memberId)))
      .limit(1);
    if (!doc) return false;
    // The document row goes with its file (cascade).
    const deleted = await tx.delete(mediaFiles).where(eq(mediaFiles.id, doc.mediaFileId)).returning({ id: mediaFiles.id });
    return deleted.length > 0;
  });
}
