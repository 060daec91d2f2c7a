import { and, asc, desc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { TaskDoc, TaskInfo } from '../../src/contract/task-creator';
import type { Db } from '../db/client';
import { members, memberTasks, taskDocuments, tasks } from '../db/schema';
import { isImageType, mediaPath, type MediaType } from './media';
import { deleteDocFile, insertDoc, selectDocs } from './task-documents';

/** What media_files.purpose says of a document the creator put on the task itself. */
const PURPOSE = 'task-doc';

function toTaskDoc({ d, key, contentType }: Awaited<ReturnType<typeof selectDocs>>[number]): TaskDoc {
  return {
    id: d.id,
    task_id: d.taskId,
    description: d.description,
    doc_file: mediaPath(key, contentType as MediaType),
    file_name: d.fileName,
    type: isImageType(contentType) ? 'image' : 'doc',
    create_date: d.createdAt.toISOString(),
  };
}

/** The documents of the task itself (no assignment), newest first. */
export async function creatorTaskDocs(db: Db, taskId: number): Promise<TaskDoc[]> {
  const rows = await selectDocs(db)
    .where(and(eq(taskDocuments.taskId, taskId), isNull(taskDocuments.memberTaskId)))
    .orderBy(desc(taskDocuments.createdAt), desc(taskDocuments.id));
  return rows.map(toTaskDoc);
}

/** The members' finished or reported work on the task, each with the documents of their assignment. */
export async function completedTaskCards(db: Db, taskId: number): Promise<TaskInfo['completed_tasks']> {
  const work = await db
    .select({ mt: memberTasks, member: { id: members.id, name: members.name, surname: members.surname, photo: members.photo } })
    .from(memberTasks)
    .innerJoin(members, eq(members.id, memberTasks.memberId))
    .where(and(eq(memberTasks.taskId, taskId), or(eq(memberTasks.completed, true), isNotNull(memberTasks.report))))
    .orderBy(asc(members.surname), asc(members.name), asc(members.id));
  const assignmentIds = work.map((w) => w.mt.id);
  const docs = assignmentIds.length === 0 ? [] : await selectDocs(db).where(inArray(taskDocuments.memberTaskId, assignmentIds)).orderBy(asc(taskDocuments.id));
  return work.map(({ mt, member }) => ({
    member,
    comment: mt.report,
    completed: mt.completed,
    completed_at: mt.completedAt?.toISOString() ?? null,
    docs: docs.filter((d) => d.d.memberTaskId === mt.id).map(toTaskDoc),
  }));
}

export interface NewTaskDoc {
  taskId: number;
  description: string;
  fileName: string;
  contentType: MediaType;
  bytes: Buffer;
}

/** Stores the file and its row on the creator's own task in one transaction; undefined when the task is not the caller's. */
export async function addCreatorTaskDoc(db: Db, memberId: number, doc: NewTaskDoc): Promise<TaskDoc | undefined> {
  const id = await db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.id, doc.taskId), eq(tasks.createMemberId, memberId)))
      .limit(1);
    if (!own) return undefined;
    return insertDoc(tx, memberId, PURPOSE, { ...doc, memberTaskId: null });
  });
  if (id === undefined) return undefined;
  const [row] = await selectDocs(db).where(eq(taskDocuments.id, id)).limit(1);
  return row && toTaskDoc(row);
}

/**
 * Deletes a document of the task itself, with its file, when the caller created the task. False
 * otherwise: unknown, a member's document, another creator's task, or already deleted.
 */
export async function deleteCreatorTaskDoc(db: Db, memberId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [doc] = await tx
      .select({ mediaFileId: taskDocuments.mediaFileId })
      .from(taskDocuments)
      .innerJoin(tasks, eq(tasks.id, taskDocuments.taskId))
      .where(and(eq(taskDocuments.id, id), isNull(taskDocuments.memberTaskId), eq(tasks.createMemberId, memberId)))
      .limit(1);
    return doc !== undefined && deleteDocFile(tx, doc.mediaFileId);
  });
}
