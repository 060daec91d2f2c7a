import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import { TASK_STATUS_FINISHED, TASK_STATUS_ONGOING, type TaskStatusName } from '../../src/contract/dashboard';
import {
  TASK_PRIORITIES,
  type AssignedTaskRow,
  type MemberTask,
  type MemberTaskDetail,
  type MemberTasksQuery,
  type TaskPriority,
  type TaskStatusCode,
} from '../../src/contract/member-tasks';
import type { Db } from '../db/client';
import { memberPoints, members, memberTasks, tasks, taskTypes } from '../db/schema';
import type { Tx } from './client-entity-seq';
import { foldedContains } from './folded-prefix';
import { taskStatusName } from './task-status';

const STATUS_CODES: Record<TaskStatusName, TaskStatusCode> = { [TASK_STATUS_FINISHED]: 'completed', [TASK_STATUS_ONGOING]: 'ongoing', 'E pakryer': 'unfinished' };

export function priorityOf(id: number): TaskPriority {
  return TASK_PRIORITIES.find((p) => p.id === id) ?? TASK_PRIORITIES[1];
}

/** The fields every view of a task opens with: who it is, when, how urgent. */
export function taskHeading(task: { id: number; name: string; description: string; startDate: Date; endDate: Date; priority: number }) {
  return {
    id: task.id,
    name: task.name,
    description: task.description,
    start_date: task.startDate.toISOString(),
    end_date: task.endDate.toISOString(),
    task_priority: priorityOf(task.priority),
  };
}

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

function selectAssignments(db: Db | Tx, now: Date) {
  return db
    .select({
      mt: memberTasks,
      task: tasks,
      creator: { name: members.name, surname: members.surname, photo: members.photo },
      type: { id: taskTypes.id, name: taskTypes.name, description: taskTypes.description, points: taskTypes.points },
      pointsTaken: memberPoints.points,
      status: taskStatusName(now),
    })
    .from(memberTasks)
    .innerJoin(tasks, eq(tasks.id, memberTasks.taskId))
    .innerJoin(members, eq(members.id, tasks.createMemberId))
    .leftJoin(taskTypes, eq(taskTypes.id, tasks.taskTypeId))
    .leftJoin(memberPoints, eq(memberPoints.memberTaskId, memberTasks.id));
}

type AssignmentRow = Awaited<ReturnType<typeof selectAssignments>>[number];

function toMemberTask(r: AssignmentRow): MemberTask {
  const { mt, task } = r;
  return {
    id: mt.id,
    task: {
      id: task.id,
      name: task.name,
      description: task.description,
      task_priority: priorityOf(task.priority),
      task_status: { name: r.status },
      task_type: r.type,
      create_member: r.creator,
      parent_id: task.parentId,
      progress: task.progress,
      is_qrcode: task.isQrcode,
      hash_code: task.hashCode,
      address: task.address,
      location: task.location,
    },
    start_date: mt.startDate.toISOString(),
    end_date: task.endDate.toISOString(),
    points: task.points,
    points_taken: r.pointsTaken ?? 0,
    status: STATUS_CODES[r.status],
    comment: mt.report,
    seen: mt.seen,
    completed: mt.completed,
    completed_at: iso(mt.completedAt),
    refused: mt.refusedAt !== null,
    refuse_reason: mt.refuseReason,
  };
}

function toAssignedRow(r: AssignmentRow): AssignedTaskRow {
  return {
    id: r.mt.id,
    task_id: r.task.id,
    task_name: r.task.name,
    task_description: r.task.description,
    task_priority: priorityOf(r.task.priority).id,
    start_date: r.mt.startDate.toISOString(),
    end_date: r.task.endDate.toISOString(),
    created_by: r.creator,
    status: STATUS_CODES[r.status],
    refused: r.mt.refusedAt !== null,
  };
}

function statusFilter(status: MemberTasksQuery['status'], now: Date): SQL | undefined {
  const open = and(eq(memberTasks.completed, false), isNull(memberTasks.refusedAt));
  switch (status) {
    case undefined:
      return undefined;
    case 'completed':
      return eq(memberTasks.completed, true);
    case 'ongoing':
      return and(open, gte(tasks.endDate, now));
    case 'unfinished':
      return and(eq(memberTasks.completed, false), or(isNotNull(memberTasks.refusedAt), lt(tasks.endDate, now)));
    case 'refused':
      return isNotNull(memberTasks.refusedAt);
  }
}

export interface ListOptions {
  /** Only assignments of top-level tasks (mygeneraltasks); sub-tasks show inside their parent. */
  topLevel?: boolean;
}

async function listAssignments(db: Db, memberId: number, query: MemberTasksQuery, now: Date, options: ListOptions): Promise<{ rows: AssignmentRow[]; count: number }> {
  const where = and(
    eq(memberTasks.memberId, memberId),
    options.topLevel ? isNull(tasks.parentId) : undefined,
    foldedContains(tasks.name, query.name),
    statusFilter(query.status, now),
  );
  const [rows, total] = await Promise.all([
    selectAssignments(db, now).where(where).orderBy(desc(memberTasks.startDate), desc(memberTasks.id)).limit(query.limit).offset(query.offset),
    db.select({ n: count() }).from(memberTasks).innerJoin(tasks, eq(tasks.id, memberTasks.taskId)).where(where),
  ]);
  return { rows, count: total[0]?.n ?? 0 };
}

/** The caller's assignments in the received shape, newest first. */
export async function listMemberTasks(db: Db, memberId: number, query: MemberTasksQuery, now: Date, options: ListOptions = {}): Promise<{ data: MemberTask[]; count: number }> {
  const { rows, count: total } = await listAssignments(db, memberId, query, now, options);
  return { data: rows.map(toMemberTask), count: total };
}

/** The caller's assignments in the assigned-tasks row shape, newest first. */
export async function listAssignedTaskRows(db: Db, memberId: number, query: MemberTasksQuery, now: Date): Promise<{ data: AssignedTaskRow[]; count: number }> {
  const { rows, count: total } = await listAssignments(db, memberId, query, now, {});
  return { data: rows.map(toAssignedRow), count: total };
}

/** One of the caller's assignments with their own sub-task assignments; undefined when it is not theirs. */
export async function memberTaskDetail(db: Db | Tx, memberId: number, id: number, now: Date): Promise<MemberTaskDetail | undefined> {
  const [row] = await selectAssignments(db, now)
    .where(and(eq(memberTasks.id, id), eq(memberTasks.memberId, memberId)))
    .limit(1);
  if (!row) return undefined;
  const subtasks = await selectAssignments(db, now)
    .where(and(eq(memberTasks.memberId, memberId), eq(tasks.parentId, row.task.id)))
    .orderBy(asc(tasks.startDate), asc(memberTasks.id));
  return { ...toMemberTask(row), subtasks: subtasks.map(toAssignedRow) };
}

/** Marks one of the caller's assignments seen or unseen; false when it is not theirs. */
export async function setMemberTaskSeen(db: Db, memberId: number, id: number, seen: boolean): Promise<boolean> {
  const updated = await db
    .update(memberTasks)
    .set({ seen })
    .where(and(eq(memberTasks.id, id), eq(memberTasks.memberId, memberId)))
    .returning({ id: memberTasks.id });
  return updated.length > 0;
}
