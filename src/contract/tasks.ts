/** Tasks: GET /api/hr/usernotifications/ (the top bar's task list). */
import { z } from 'zod';

const person = z.object({ name: z.string(), surname: z.string(), photo: z.string().nullable() });
/** GET /api/hr/usernotifications/ — unread task count and the newest assigned tasks for the top bar. */
export const userNotifications = z.object({
  task_nr: z.number().int().nonnegative(),
  member_tasks: z.array(
    z.object({
      id: z.number().int(),
      task: z.object({ id: z.number().int(), name: z.string(), create_member: person }),
      start_date: z.string(),
    }),
  ),
});
export type UserNotifications = z.infer<typeof userNotifications>;
