import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberTasks, tasks } from '../db/schema';

/** The id of a task of the demo data by its name. */
export async function taskIdByName(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.name, name)).limit(1);
  if (!row) throw new Error(`no task named "${name}"`);
  return row.id;
}

/** The id of the member's assignment of the named demo task. */
export async function assignmentId(db: Db, taskName: string, memberId: number): Promise<number> {
  const [row] = await db
    .select({ id: memberTasks.id })
    .from(memberTasks)
    .innerJoin(tasks, eq(tasks.id, memberTasks.taskId))
    .where(and(eq(tasks.name, taskName), eq(memberTasks.memberId, memberId)))
    .limit(1);
  if (!row) throw new Error(`no assignment of "${taskName}" for member ${memberId}`);
  return row.id;
}
