import { and, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { TaskCreateInput, TaskUpdateInput } from '../../src/contract/task-creator';
import type { Db } from '../db/client';
import { mediaFiles, members, memberTasks, notifications, taskDocuments, tasks, taskTypes } from '../db/schema';
import type { Tx } from './client-entity-seq';
import { transactionOr } from './guarded-write';

export type TaskWriteRefusal = 'notFound' | 'typeUnknown' | 'membersUnknown' | 'parentIsSubtask' | 'outsideParent' | 'subtasksOutside' | 'changedElsewhere';
export type TaskWriteResult = { kind: 'done'; id: number } | { kind: TaskWriteRefusal };

async function typePoints(tx: Tx, typeId: number): Promise<number | undefined> {
  const [type] = await tx.select({ points: taskTypes.points }).from(taskTypes).where(eq(taskTypes.id, typeId)).limit(1);
  return type?.points;
}

async function ownTask(tx: Tx, memberId: number, taskId: number) {
  const [task] = await tx
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.createMemberId, memberId)))
    .for('update')
    .limit(1);
  return task;
}

/** A sub-task's own dates must lie within its parent's (ours: the original checked the parent's dates instead). */
const withinParent = (parent: { startDate: Date; endDate: Date }, start: Date, end: Date): boolean => start >= parent.startDate && end <= parent.endDate;

/** Whether a sub-task of `taskId` would fall outside new dates of its parent. */
async function subtaskOutside(tx: Tx, taskId: number, start: Date, end: Date): Promise<boolean> {
  const [outside] = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.parentId, taskId), or(lt(tasks.startDate, start), gt(tasks.endDate, end))))
    .limit(1);
  return outside !== undefined;
}

/**
 * Creates the caller's task with its assignments. A sub-task's parent must be a top-level task of
 * the caller (another's or an unknown one is notFound), and its dates must fit inside the parent's.
 */
export async function createTask(db: Db, memberId: number, input: TaskCreateInput): Promise<TaskWriteResult> {
  return transactionOr<TaskWriteResult>(db, async (tx, rollback) => {
    if (input.parent !== undefined && input.parent !== null) {
      const parent = await ownTask(tx, memberId, input.parent);
      if (!parent) return { kind: 'notFound' };
      if (parent.parentId !== null) return { kind: 'parentIsSubtask' };
      if (!withinParent(parent, input.start_date, input.end_date)) return { kind: 'outsideParent' };
    }
    const points = await typePoints(tx, input.task_type_id);
    if (points === undefined) return { kind: 'typeUnknown' };
    const memberIds = [...new Set(input.member_ids)];
    if (memberIds.length > 0) {
      const known = await tx.select({ id: members.id }).from(members).where(inArray(members.id, memberIds));
      if (known.length !== memberIds.length) return { kind: 'membersUnknown' };
    }
    const [task] = await tx
      .insert(tasks)
      .values({
        name: input.name,
        description: input.description,
        points,
        startDate: input.start_date,
        endDate: input.end_date,
        createMemberId: memberId,
        parentId: input.parent ?? null,
        taskTypeId: input.task_type_id,
        priority: input.task_priority_id,
        isQrcode: input.is_qrcode,
        hashCode: input.hash_code ?? null,
        address: input.address || null,
        location: input.location || null,
      })
      .returning({ id: tasks.id });
    if (!task) return rollback({ kind: 'notFound' });
    if (memberIds.length > 0) await tx.insert(memberTasks).values(memberIds.map((id) => ({ taskId: task.id, memberId: id, startDate: input.start_date })));
    return { kind: 'done', id: task.id };
  });
}

/** Changes the caller's task; a new type brings its points, the same type keeps the points promised. */
export async function updateTask(db: Db, memberId: number, taskId: number, input: TaskUpdateInput): Promise<TaskWriteResult> {
  return transactionOr<TaskWriteResult>(db, async (tx) => {
    const task = await ownTask(tx, memberId, taskId);
    if (!task) return { kind: 'notFound' };
    if (input.base !== undefined && input.base !== task.version) return { kind: 'changedElsewhere' };
    if (task.parentId !== null) {
      const [parent] = await tx.select({ startDate: tasks.startDate, endDate: tasks.endDate }).from(tasks).where(eq(tasks.id, task.parentId)).limit(1);
      if (parent && !withinParent(parent, input.start_date, input.end_date)) return { kind: 'outsideParent' };
    } else if (await subtaskOutside(tx, taskId, input.start_date, input.end_date)) {
      // The rule a sub-task's create checks holds after its parent moves too, or a sub-task would end after its task.
      return { kind: 'subtasksOutside' };
    }
    const points = task.taskTypeId === input.task_type_id ? task.points : await typePoints(tx, input.task_type_id);
    if (points === undefined) return { kind: 'typeUnknown' };
    await tx
      .update(tasks)
      .set({
        name: input.name,
        description: input.description,
        startDate: input.start_date,
        endDate: input.end_date,
        taskTypeId: input.task_type_id,
        points,
        priority: input.task_priority_id,
        version: task.version + 1,
        ...(input.hash_code !== undefined && { hashCode: input.hash_code }),
        ...(input.address !== undefined && { address: input.address || null }),
        ...(input.location !== undefined && { location: input.location || null }),
        ...(input.progress !== undefined && { progress: input.progress }),
        ...(input.completed !== undefined && { completed: input.completed }),
        ...(input.is_qrcode !== undefined && { isQrcode: input.is_qrcode }),
      })
      .where(eq(tasks.id, taskId));
    return { kind: 'done', id: taskId };
  });
}

const taskAndSubtasks = (taskId: number) => or(eq(tasks.id, taskId), eq(tasks.parentId, taskId));

/** Removes the task with its sub-tasks; their assignments and document rows cascade, their files are removed here. */
async function removeTask(tx: Tx, taskId: number): Promise<void> {
  const family = tx.select({ id: tasks.id }).from(tasks).where(taskAndSubtasks(taskId));
  const files = tx.select({ id: taskDocuments.mediaFileId }).from(taskDocuments).where(inArray(taskDocuments.taskId, family));
  await tx.delete(mediaFiles).where(inArray(mediaFiles.id, files));
  await tx.delete(tasks).where(eq(tasks.id, taskId));
}

/** Deletes the caller's task; false when it is not theirs or not there. */
export async function deleteCreatedTask(db: Db, memberId: number, taskId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await ownTask(tx, memberId, taskId))) return false;
    await removeTask(tx, taskId);
    return true;
  });
}

/** The members of the task and its sub-tasks, each once. */
async function participantsOf(tx: Tx, taskId: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ memberId: memberTasks.memberId })
    .from(memberTasks)
    .innerJoin(tasks, eq(tasks.id, memberTasks.taskId))
    .where(taskAndSubtasks(taskId));
  return rows.map((r) => r.memberId);
}

export interface TaskNotice {
  title: string;
  description: (taskName: string) => string;
}

/** 'Anullo': notifies every participant, then deletes the task. Undefined when it is not the caller's. */
export async function cancelCreatedTask(db: Db, memberId: number, taskId: number, notice: TaskNotice, now: Date): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const task = await ownTask(tx, memberId, taskId);
    if (!task) return undefined;
    const notified = await participantsOf(tx, taskId);
    if (notified.length > 0) {
      await tx.insert(notifications).values(notified.map((id) => ({ memberId: id, title: notice.title, description: notice.description(task.name), createDate: now })));
    }
    await removeTask(tx, taskId);
    return notified.length;
  });
}

/**
 * Notifies one participant of the caller's task, or all of them when `only` is undefined. Undefined
 * when the task is not the caller's, or `only` does not take part in it.
 */
export async function notifyTaskMembers(db: Db, memberId: number, taskId: number, only: number | undefined, notice: TaskNotice, now: Date): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const task = await ownTask(tx, memberId, taskId);
    if (!task) return undefined;
    const assignees = await tx
      .select({ memberId: memberTasks.memberId })
      .from(memberTasks)
      .where(and(eq(memberTasks.taskId, taskId), only === undefined ? undefined : eq(memberTasks.memberId, only)));
    if (only !== undefined && assignees.length === 0) return undefined;
    if (assignees.length > 0) {
      await tx.insert(notifications).values(assignees.map((a) => ({ memberId: a.memberId, title: notice.title, description: notice.description(task.name), createDate: now })));
    }
    return assignees.length;
  });
}
