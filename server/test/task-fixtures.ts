import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberPermissions, memberTasks, permissions, tasks } from '../db/schema';

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

/** Gives the member the permission with `code` (e.g. 'Detyra' to a second task creator). */
export async function grantPermission(db: Db, memberId: number, code: string): Promise<void> {
  const [permission] = await db.select({ id: permissions.id }).from(permissions).where(eq(permissions.code, code)).limit(1);
  if (!permission) throw new Error(`no permission ${code}`);
  await db.insert(memberPermissions).values({ memberId, permissionId: permission.id }).onConflictDoNothing();
}
