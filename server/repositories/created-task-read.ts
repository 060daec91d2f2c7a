import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { CreatedTask, MyTasksQuery, QrTaskRow, TaskInfo, TaskMember } from '../../src/contract/task-creator';
import type { Db } from '../db/client';
import { members, memberTasks, taskAttendanceTakers, taskComments, tasks, taskTypes, voters } from '../db/schema';
import { foldedContains } from './folded-prefix';
import { taskHeading } from './member-task-read';
import { completedTaskCards, creatorTaskDocs } from './creator-task-documents';

const creator = { id: members.id, name: members.name, surname: members.surname, photo: members.photo };

function selectTasks(db: Db) {
  return db
    .select({ task: tasks, creator, type: { id: taskTypes.id, name: taskTypes.name, points: taskTypes.points } })
    .from(tasks)
    .innerJoin(members, eq(members.id, tasks.createMemberId))
    .leftJoin(taskTypes, eq(taskTypes.id, tasks.taskTypeId));
}
type TaskRow = Awaited<ReturnType<typeof selectTasks>>[number];

/** Every member of the tasks, by task, ordered by surname and name, with how often each commented. */
async function membersOf(db: Db, taskIds: readonly number[]): Promise<Map<number, TaskMember[]>> {
  const byTask = new Map<number, TaskMember[]>(taskIds.map((id) => [id, []]));
  if (taskIds.length === 0) return byTask;
  const comments = db
    .select({ taskId: taskComments.taskId, memberId: taskComments.memberId, n: count().as('n') })
    .from(taskComments)
    .where(inArray(taskComments.taskId, [...taskIds]))
    .groupBy(taskComments.taskId, taskComments.memberId)
    .as('comments');
  const rows = await db
    .select({ mt: memberTasks, name: members.name, surname: members.surname, photo: members.photo, nid: voters.nid, n: comments.n })
    .from(memberTasks)
    .innerJoin(members, eq(members.id, memberTasks.memberId))
    .leftJoin(voters, eq(voters.id, members.voterId))
    .leftJoin(comments, and(eq(comments.taskId, memberTasks.taskId), eq(comments.memberId, memberTasks.memberId)))
    .where(inArray(memberTasks.taskId, [...taskIds]))
    .orderBy(asc(members.surname), asc(members.name), asc(members.id));
  for (const r of rows) {
    byTask.get(r.mt.taskId)?.push({
      id: r.mt.id,
      member_id: r.mt.memberId,
      name: r.name,
      surname: r.surname,
      nid: r.nid,
      photo: r.photo,
      comments_nr: Number(r.n ?? 0),
      completed: r.mt.completed,
      refused: r.mt.refusedAt !== null,
    });
  }
  return byTask;
}

function toCreatedTask(r: TaskRow, taskMembers: TaskMember[]): CreatedTask {
  const { task } = r;
  return {
    ...taskHeading(task),
    points: task.points,
    task_type: r.type,
    progress: task.progress,
    completed: task.completed,
    is_qrcode: task.isQrcode,
    hash_code: task.hashCode,
    address: task.address,
    location: task.location,
    parent: task.parentId,
    create_member: r.creator,
    members: taskMembers,
    version: task.version,
  };
}

async function withMembers(db: Db, rows: TaskRow[]): Promise<CreatedTask[]> {
  const byTask = await membersOf(
    db,
    rows.map((r) => r.task.id),
  );
  return rows.map((r) => toCreatedTask(r, byTask.get(r.task.id) ?? []));
}

/** Name or description holds the typed text, ignoring case, ë and ç. */
const searchCondition = (search: string | undefined): SQL | undefined => {
  const inName = foldedContains(tasks.name, search);
  return inName && or(inName, foldedContains(tasks.description, search));
};

/** The top-level tasks the member created, newest first (sub-tasks show in their parent's detail). */
export async function listMyTasks(db: Db, memberId: number, query: MyTasksQuery): Promise<{ data: CreatedTask[]; count: number }> {
  const where = and(eq(tasks.createMemberId, memberId), isNull(tasks.parentId), searchCondition(query.search));
  const [rows, total] = await Promise.all([
    selectTasks(db).where(where).orderBy(desc(tasks.startDate), desc(tasks.id)).limit(query.limit).offset(query.offset),
    db.select({ n: count() }).from(tasks).where(where),
  ]);
  return { data: await withMembers(db, rows), count: total[0]?.n ?? 0 };
}

/** The creator's detail of one of their tasks; undefined when it is not theirs or not there. */
export async function createdTaskInfo(db: Db, memberId: number, taskId: number): Promise<TaskInfo | undefined> {
  const [row] = await selectTasks(db)
    .where(and(eq(tasks.id, taskId), eq(tasks.createMemberId, memberId)))
    .limit(1);
  if (!row) return undefined;
  const subRows = await selectTasks(db).where(eq(tasks.parentId, taskId)).orderBy(asc(tasks.startDate), asc(tasks.id));
  const [task] = await withMembers(db, [row]);
  if (!task) return undefined;
  return {
    ...task,
    qrcode_file: task.is_qrcode ? `/api/hr/getqrcode/${task.id}/` : null,
    subtasks: await withMembers(db, subRows),
    docs: await creatorTaskDocs(db, taskId),
    completed_tasks: await completedTaskCards(db, taskId),
  };
}

/** The completed-task cards of one of the caller's tasks; undefined when it is not theirs. */
export async function completedTaskCardsOf(db: Db, memberId: number, taskId: number): Promise<TaskInfo['completed_tasks'] | undefined> {
  const [own] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.createMemberId, memberId)))
    .limit(1);
  return own && completedTaskCards(db, taskId);
}

/** QR tasks the member created, takes attendance for, or takes part in; by start date, newest first. */
export async function listQrTasks(db: Db, memberId: number, query: MyTasksQuery): Promise<{ data: QrTaskRow[]; count: number }> {
  const involved = or(
    eq(tasks.createMemberId, memberId),
    sql`exists (select 1 from ${taskAttendanceTakers} where ${taskAttendanceTakers.taskId} = ${tasks.id} and ${taskAttendanceTakers.memberId} = ${memberId})`,
    sql`exists (select 1 from ${memberTasks} where ${memberTasks.taskId} = ${tasks.id} and ${memberTasks.memberId} = ${memberId})`,
  );
  const where = and(eq(tasks.isQrcode, true), involved, searchCondition(query.search));
  const membersCount = sql<number>`(select count(*) from ${memberTasks} where ${memberTasks.taskId} = ${tasks.id})`.mapWith(Number);
  const [rows, total] = await Promise.all([
    db
      .select({ task: tasks, creator, membersCount })
      .from(tasks)
      .innerJoin(members, eq(members.id, tasks.createMemberId))
      .where(where)
      .orderBy(desc(tasks.startDate), desc(tasks.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(tasks).where(where),
  ]);
  return {
    count: total[0]?.n ?? 0,
    data: rows.map(({ task, creator: by, membersCount: n }) => ({
      ...taskHeading(task),
      progress: task.progress,
      completed: task.completed,
      address: task.address,
      create_member: by,
      members_count: n,
    })),
  };
}
