import { sql, type SQL } from 'drizzle-orm';
import { TASK_STATUS_FINISHED, TASK_STATUS_ONGOING, TASK_STATUS_UNFINISHED, type TaskStatusName } from '../../src/contract/dashboard';
import { memberTasks, tasks } from '../db/schema';

/**
 * An assignment's status name (spec 02 §4): finished when the member completed it, ongoing while
 * not refused and the task's end date is not past at `now`, unfinished otherwise (a refused task
 * is "anything else"). Needs member_tasks joined to tasks.
 */
export function taskStatusName(now: Date): SQL<TaskStatusName> {
  return sql<TaskStatusName>`case when ${memberTasks.completed} then ${TASK_STATUS_FINISHED} when ${memberTasks.refusedAt} is null and ${tasks.endDate} >= ${now.toISOString()}::timestamptz then ${TASK_STATUS_ONGOING} else ${TASK_STATUS_UNFINISHED} end`;
}

/** The first instant of the UTC month `offset` months after the one holding `now`. */
export function monthStart(now: Date, offset = 0): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
}
