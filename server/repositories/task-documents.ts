import { and, count, desc, eq } from 'drizzle-orm';
import type { MemberTaskDoc } from '../../src/contract/task-documents';
import type { Db } from '../db/client';
import { mediaFiles, memberTasks, taskDocuments } from '../db/schema';
import type { Tx } from './client-entity-seq';
import { isImageType, mediaPath, newMediaKey, type MediaType } from './media';

/** What media_files.purpose says of a member's task document. */
const PURPOSE = 'member-task-doc';

/** Documents with their file's address parts; shared with the creator's documents. */
export function selectDocs(db: Db) {
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
  /** The device's local id of a document added offline; none for a document without one. */
  clientRef?: string | null;
}

export type MemberTaskDocAdded = { kind: 'created' | 'existing'; doc: MemberTaskDoc };

/** Stores a document's file and its row (inside the caller's transaction) and returns the row's id. */
export async function insertDoc(
  tx: Tx,
  memberId: number,
  purpose: string,
  doc: { taskId: number; memberTaskId: number | null; description: string; fileName: string; contentType: MediaType; bytes: Buffer; clientRef?: string | null },
): Promise<number> {
  const [file] = await tx
    .insert(mediaFiles)
    .values({ key: newMediaKey(), memberId, purpose, contentType: doc.contentType, bytes: doc.bytes })
    .returning({ id: mediaFiles.id });
  if (!file) throw new Error('media insert returned nothing');
  const [row] = await tx
    .insert(taskDocuments)
    .values({
      taskId: doc.taskId,
      memberTaskId: doc.memberTaskId,
      memberId,
      description: doc.description,
      fileName: doc.fileName,
      mediaFileId: file.id,
      clientRef: doc.clientRef ?? null,
    })
    .returning({ id: taskDocuments.id });
  if (!row) throw new Error('document insert returned nothing');
  return row.id;
}

/** Removes a document's file; the document row goes with it (cascade). False when it was gone already. */
export async function deleteDocFile(tx: Tx, mediaFileId: number): Promise<boolean> {
  const deleted = await tx.delete(mediaFiles).where(eq(mediaFiles.id, mediaFileId)).returning({ id: mediaFiles.id });
  return deleted.length > 0;
}

async function docByClientRef(db: Db, memberId: number, clientRef: string): Promise<MemberTaskDoc | undefined> {
  const [row] = await selectDocs(db)
    .where(and(eq(taskDocuments.memberId, memberId), eq(taskDocuments.clientRef, clientRef)))
    .limit(1);
  return row && toDoc(row);
}

/** Postgres' unique_violation: a concurrent repeat of the same client_ref won the insert. */
const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error && ((error as { code?: unknown }).code === '23505' || (error.cause instanceof Error && (error.cause as { code?: unknown }).code === '23505'));

/**
 * Stores the file and its document row in one transaction; undefined when the assignment is not
 * the caller's. With a `clientRef` the caller already used, the answer is the first document,
 * unchanged, and nothing more is stored: an upload retried after a lost answer never doubles.
 */
export async function addMemberTaskDoc(db: Db, memberId: number, doc: NewMemberTaskDoc): Promise<MemberTaskDocAdded | undefined> {
  const own = await ownAssignment(db, memberId, doc.memberTaskId);
  if (!own) return undefined;
  const clientRef = doc.clientRef ?? null;
  if (clientRef !== null) {
    const first = await docByClientRef(db, memberId, clientRef);
    if (first) return { kind: 'existing', doc: first };
  }
  let id: number;
  try {
    id = await db.transaction((tx) => insertDoc(tx, memberId, PURPOSE, { ...doc, clientRef, taskId: own.taskId }));
  } catch (error) {
    const first = clientRef !== null && isUniqueViolation(error) ? await docByClientRef(db, memberId, clientRef) : undefined;
    if (first) return { kind: 'existing', doc: first };
    throw error;
  }
  const [row] = await selectDocs(db).where(eq(taskDocuments.id, id)).limit(1);
  if (!row) throw new Error(`document ${id} vanished after its insert`);
  return { kind: 'created', doc: toDoc(row) };
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
    return doc !== undefined && deleteDocFile(tx, doc.mediaFileId);
  });
}
