import { createRecord } from '../../collections/collection-create';
import { taskComments } from '../../collections/member-task-actions';
import { db } from '../../db/database';
import type { CommentDesired } from '../../sync/kinds/member-task-kinds';

/** A comment on a task's thread, shown at once and sent with its local id as client_ref (offline first). */
export async function addTaskComment(userId: number, taskId: number, comment: string): Promise<void> {
  const desired: CommentDesired = { task_id: taskId, comment: comment.trim() };
  await createRecord(
    db,
    taskComments,
    userId,
    (key) => ({ userId, key, taskId, comment: desired.comment, create_date: new Date().toISOString(), exists: true, sent: false }),
    desired,
  );
}

/** GET /api/hr/task-info-comments/ — the thread's path, one copy per task on the device. */
export const taskCommentsPath = (taskId: number): string => `/api/hr/task-info-comments/?task_id=${taskId}`;
