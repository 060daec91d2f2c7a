import { useLiveQuery } from 'dexie-react-hooks';
import { createdTasks } from '../../contract/task-creator';
import { db } from '../../db/database';

/** The creator's list pages as the device keeps them (the sent-tasks screen's copies). */
const MY_TASKS_PREFIX = '/api/hr/mytasks/';

/**
 * The name of the task a conference code belongs to, when a copy of the creator's task list on
 * this device holds it; undefined otherwise. Costs no call, so it also works with no signal.
 */
export function useCodeTask(userId: number | null, code: string): string | undefined {
  return useLiveQuery(async () => {
    if (userId === null || !code) return undefined;
    const rows = await db.cachedReads.where('userId').equals(userId).toArray();
    for (const row of rows) {
      if (!row.key.startsWith(MY_TASKS_PREFIX)) continue;
      const parsed = createdTasks.safeParse(row.value);
      const task = parsed.success ? parsed.data.data.find((t) => t.hash_code === code) : undefined;
      if (task) return task.name;
    }
    return undefined;
  }, [userId, code]);
}
