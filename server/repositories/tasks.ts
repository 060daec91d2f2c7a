import { and, count, desc, eq } from 'drizzle-orm';
import type { UserNotifications } from '../../src/contract/auth';
import type { Db } from '../db/client';
import { memberTasks, members, tasks } from '../db/schema';

/** How many assigned tasks the top-bar dropdown lists. */
const TOP_BAR_TASKS = 5;

/** Unseen-task count and the newest tasks assigned to the caller (for the top bar). */
export async function userTaskNotifications(db: Db, memberId: number): Promise<UserNotifications> {
  const [counted, rows] = await Promise.all([
    db
      .select({ n: count() })
      .from(memberTasks)
      .where(and(eq(memberTasks.memberId, memberId), eq(memberTasks.seen, false))),
    db
      .select({
        id: memberTasks.id,
        startDate: memberTasks.startDate,
        taskId: tasks.id,
        taskName: tasks.name,
        creatorName: members.name,
        creatorSurname: members.surname,
        creatorPhoto: members.photo,
      })
      .from(memberTasks)
      .innerJoin(tasks, eq(tasks.id, memberTasks.taskId))
      .innerJoin(members, eq(members.id, tasks.createMemberId))
      .where(eq(memberTasks.memberId, memberId))
      .orderBy(desc(memberTasks.startDate), desc(memberTasks.id))
      .limit(TOP_BAR_TASKS),
  ]);
  return {
    task_nr: counted[0]?.n ?? 0,
    member_tasks: rows.map((r) => ({
      id: r.id,
      task: { id: r.taskId, name: r.taskName, create_member: { name: r.creatorName, surname: r.creatorSurname, photo: r.creatorPhoto } },
      start_date: r.startDate.toISOString(),
    })),
  };
}
