import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberTasks, taskAttendanceTakers, tasks } from '../db/schema';
import type { Tx } from './client-entity-seq';

/** How the caller stands to a task: its creator, someone flagged to take its attendance, an assignee; several at once. */
export interface TaskAccess {
  creator: boolean;
  taker: boolean;
  assignee: boolean;
}

/** The caller's standing toward the task, or undefined when the task does not exist. */
export async function taskAccess(db: Db | Tx, taskId: number, memberId: number): Promise<TaskAccess | undefined> {
  const [row] = await db
    .select({ creatorId: tasks.createMemberId, takerId: taskAttendanceTakers.memberId, assignmentId: memberTasks.id })
    .from(tasks)
    .leftJoin(taskAttendanceTakers, and(eq(taskAttendanceTakers.taskId, tasks.id), eq(taskAttendanceTakers.memberId, memberId)))
    .leftJoin(memberTasks, and(eq(memberTasks.taskId, tasks.id), eq(memberTasks.memberId, memberId)))
    .where(eq(tasks.id, taskId))
    .limit(1);
  if (!row) return undefined;
  return { creator: row.creatorId === memberId, taker: row.takerId !== null, assignee: row.assignmentId !== null };
}

/** The creator and the flagged members may scan the participants' codes (spec 02 §2.5 'Skano Kodin'). */
export const mayTakeAttendance = (access: TaskAccess | undefined): boolean => access !== undefined && (access.creator || access.taker);
/** The comment thread is the creator's and the assignees'. */
export const mayComment = (access: TaskAccess | undefined): boolean => access !== undefined && (access.creator || access.assignee);
