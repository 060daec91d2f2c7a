import { apiSend } from '../../api/http';
import { createdTasks, taskCancelled, taskNotified } from '../../contract/task-creator';
import { db } from '../../db/database';
import { MY_TASKS_PATH } from './query';

/**
 * POST /api/hr/task/{id}/cancel/ ('Anullo'): the server notifies every participant and removes the
 * task with its sub-tasks, so it leaves the list. The device's copies of the list drop it too, so
 * it does not come back with no signal.
 */
export async function cancelTask(userId: number, taskId: number): Promise<number> {
  const { notified } = await apiSend('post', `/api/hr/task/${taskId}/cancel/`, { json: {}, schema: taskCancelled });
  await dropFromCopies(userId, taskId);
  return notified;
}

/** POST /api/hr/task/{id}/notify/: one participant (`memberId`) or, without it, all of them. Answers how many were notified. */
export async function notifyTask(taskId: number, memberId?: number): Promise<number> {
  const json = memberId === undefined ? {} : { member_id: memberId };
  const { notified } = await apiSend('post', `/api/hr/task/${taskId}/notify/`, { json, schema: taskNotified });
  return notified;
}

async function dropFromCopies(userId: number, taskId: number): Promise<void> {
  await db.transaction('rw', db.cachedReads, async () => {
    const rows = await db.cachedReads.where('userId').equals(userId).toArray();
    for (const row of rows) {
      if (!row.key.startsWith(MY_TASKS_PATH)) continue;
      const parsed = createdTasks.safeParse(row.value);
      if (!parsed.success || !parsed.data.data.some((task) => task.id === taskId)) continue;
      const value = { data: parsed.data.data.filter((task) => task.id !== taskId), count: Math.max(0, parsed.data.count - 1) };
      await db.cachedReads.put({ ...row, value });
    }
  });
}
