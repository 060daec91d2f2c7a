import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { TaskComment } from '../../src/contract/task-comments';
import type { Db } from '../db/client';
import { members, taskComments } from '../db/schema';
import { mayComment, taskAccess } from './task-access';

/** The most comments one answer carries: the newest ones of a thread longer than that. */
export const THREAD_LIMIT = 500;

function selectComments(db: Db) {
  return db
    .select({ c: taskComments, member: { id: members.id, name: members.name, surname: members.surname, photo: members.photo } })
    .from(taskComments)
    .innerJoin(members, eq(members.id, taskComments.memberId));
}

function toComment({ c, member }: Awaited<ReturnType<typeof selectComments>>[number]): TaskComment {
  return { id: c.id, task_id: c.taskId, member, comment: c.comment, create_date: c.createdAt.toISOString() };
}

/** The task's thread oldest first, or undefined when the caller is neither its creator nor an assignee. */
export async function listTaskComments(db: Db, memberId: number, taskId: number): Promise<{ data: TaskComment[]; count: number } | undefined> {
  if (!mayComment(await taskAccess(db, taskId, memberId))) return undefined;
  const [total] = await db.select({ n: count() }).from(taskComments).where(eq(taskComments.taskId, taskId));
  const n = total?.n ?? 0;
  const rows = await selectComments(db)
    .where(eq(taskComments.taskId, taskId))
    .orderBy(asc(taskComments.createdAt), asc(taskComments.id))
    .offset(Math.max(0, n - THREAD_LIMIT));
  return { data: rows.map(toComment), count: n };
}

export type CommentCreateResult = { kind: 'notFound' } | { kind: 'created' | 'existing'; comment: TaskComment };

/** Adds the caller's comment; with a `clientRef` they already used, the answer is the first comment, unchanged. */
export async function createTaskComment(db: Db, memberId: number, input: { taskId: number; comment: string; clientRef: string | null }): Promise<CommentCreateResult> {
  if (!mayComment(await taskAccess(db, input.taskId, memberId))) return { kind: 'notFound' };
  const inserted = await db
    .insert(taskComments)
    .values({ taskId: input.taskId, memberId, comment: input.comment, clientRef: input.clientRef })
    .onConflictDoNothing({ target: [taskComments.memberId, taskComments.clientRef], where: sql`${taskComments.clientRef} is not null` })
    .returning({ id: taskComments.id });
  const created = inserted[0];
  const where = created !== undefined ? eq(taskComments.id, created.id) : and(eq(taskComments.memberId, memberId), eq(taskComments.clientRef, input.clientRef ?? ''));
  const [row] = await selectComments(db).where(where).limit(1);
  if (!row) throw new Error(`comment of member ${memberId} vanished after its insert`);
  return { kind: created !== undefined ? 'created' : 'existing', comment: toComment(row) };
}
