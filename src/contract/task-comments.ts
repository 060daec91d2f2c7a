/** The task's comment thread (spec 02 §2.4 comments panel, §3 "Task comment", §7). */
import { z } from 'zod';
import { dbId, dbIdCoerced, paged, plainText } from './common';

/** The longest comment accepted. */
export const MAX_TASK_COMMENT_CHARS = 2000;

/** GET /api/hr/task-info-comments/ — the whole thread, oldest first (a chat, not a paged table). */
export const taskCommentsQuery = z.object({ task_id: dbIdCoerced });

export const taskComment = z.object({
  id: z.number().int(),
  task_id: z.number().int(),
  member: z.object({ id: z.number().int(), name: z.string(), surname: z.string(), photo: z.string().nullable() }),
  /** Plain text: the panel shows it as text. */
  comment: z.string(),
  /** ISO date-time. */
  create_date: z.string(),
});
export const taskComments = paged(taskComment);
export type TaskComment = z.infer<typeof taskComment>;

/**
 * POST /api/hr/taskcomment/. `client_ref` is ours: the device's local id of a comment written
 * offline; a repeat with the same one answers 200 with the first comment instead of a second.
 */
export const taskCommentBody = z.object({
  task_id: dbId,
  comment: plainText(MAX_TASK_COMMENT_CHARS),
  client_ref: plainText(64).trim().min(1).optional(),
});
