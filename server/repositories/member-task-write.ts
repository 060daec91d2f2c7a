import { and, eq } from 'drizzle-orm';
import type { MemberTaskDetail } from '../../src/contract/member-tasks';
import type { Db } from '../db/client';
import { memberPoints, memberTasks, tasks } from '../db/schema';
import { isStale, type EditCaller, type Tx } from './client-entity-seq';
import { transactionOr } from './guarded-write';
import { memberTaskDetail } from './member-task-read';

/** The activity type of the points a finished task pays (the dashboard's points table). */
export const TASK_POINTS_ACTIVITY = 'Detyrë';

export interface FinishedAssignment {
  memberTaskId: number;
  memberId: number;
  taskName: string;
  points: number;
}

/**
 * Marks an assignment done and pays its points, once: the update only matches while the
 * assignment is still open, and the points row is unique per assignment. Doing a task clears an
 * earlier refusal. `attendanceById` records the scanner when a QR scan finished it.
 */
export async function finishAssignment(tx: Tx, done: FinishedAssignment, now: Date, attendanceById?: number): Promise<boolean> {
  const updated = await tx
    .update(memberTasks)
    .set({
      completed: true,
      completedAt: now,
      seen: true,
      refusedAt: null,
      refuseReason: null,
      ...(attendanceById === undefined ? {} : { attendedAt: now, attendanceById }),
    })
    .where(and(eq(memberTasks.id, done.memberTaskId), eq(memberTasks.completed, false)))
    .returning({ id: memberTasks.id });
  if (updated.length === 0) return false;
  if (done.points !== 0) {
    await tx
      .insert(memberPoints)
      .values({ memberId: done.memberId, activityType: TASK_POINTS_ACTIVITY, activityName: done.taskName, points: done.points, earnedAt: now, memberTaskId: done.memberTaskId })
      .onConflictDoNothing({ target: memberPoints.memberTaskId });
  }
  return true;
}

/** The caller's assignment with its task's name, points and QR flag, locked for the rest of the transaction. */
async function lockOwn(tx: Tx, memberId: number, id: number) {
  const [row] = await tx
    .select({ mt: memberTasks, taskName: tasks.name, points: tasks.points, isQrcode: tasks.isQrcode })
    .from(memberTasks)
    .innerJoin(tasks, eq(tasks.id, memberTasks.taskId))
    .where(and(eq(memberTasks.id, id), eq(memberTasks.memberId, memberId)))
    .for('update', { of: memberTasks });
  return row;
}

async function detailOf(tx: Tx, memberId: number, id: number, now: Date): Promise<MemberTaskDetail> {
  const detail = await memberTaskDetail(tx, memberId, id, now);
  if (!detail) throw new Error(`member task ${id} vanished inside its own transaction`);
  return detail;
}

export type AssignmentWriteResult<K extends string> = { kind: 'notFound' } | { kind: K } | { kind: 'done'; task: MemberTaskDetail };

/** 'Detyra u krye': idempotent, the points paid once. A QR task is finished only by a scan of the member's code. */
export async function completeMemberTask(db: Db, id: number, caller: EditCaller, now: Date): Promise<AssignmentWriteResult<'byScanOnly'>> {
  return transactionOr(db, async (tx, rollback) => {
    const row = await lockOwn(tx, caller.memberId, id);
    if (!row) return { kind: 'notFound' };
    const stale = await isStale(tx, caller, `member-task:${id}`);
    if (!stale && !row.mt.completed) {
      if (row.isQrcode) rollback({ kind: 'byScanOnly' });
      await finishAssignment(tx, { memberTaskId: id, memberId: caller.memberId, taskName: row.taskName, points: row.points }, now);
    }
    return { kind: 'done', task: await detailOf(tx, caller.memberId, id, now) };
  });
}

/** 'Refuzo detyrën': the assignment stays, unfinished and marked refused; a repeat keeps the first reason. */
export async function refuseMemberTask(db: Db, id: number, reason: string | null, caller: EditCaller, now: Date): Promise<AssignmentWriteResult<'completed'>> {
  return transactionOr(db, async (tx, rollback) => {
    const row = await lockOwn(tx, caller.memberId, id);
    if (!row) return { kind: 'notFound' };
    const stale = await isStale(tx, caller, `member-task:${id}`);
    if (!stale && row.mt.refusedAt === null) {
      if (row.mt.completed) rollback({ kind: 'completed' });
      await tx.update(memberTasks).set({ refusedAt: now, refuseReason: reason, seen: true }).where(eq(memberTasks.id, id));
    }
    return { kind: 'done', task: await detailOf(tx, caller.memberId, id, now) };
  });
}

/** Stores the (sanitised) report; an older edit from the same device than one already stored changes nothing. */
export async function saveMemberTaskReport(db: Db, id: number, html: string, caller: EditCaller, now: Date): Promise<AssignmentWriteResult<never>> {
  return transactionOr(db, async (tx) => {
    const row = await lockOwn(tx, caller.memberId, id);
    if (!row) return { kind: 'notFound' };
    if (!(await isStale(tx, caller, `member-task-report:${id}`))) {
      await tx.update(memberTasks).set({ report: html, reportUpdatedAt: now, seen: true }).where(eq(memberTasks.id, id));
    }
    return { kind: 'done', task: await detailOf(tx, caller.memberId, id, now) };
  });
}
