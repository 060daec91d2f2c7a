/** Notifications: GET /api/sns/my-new-notifications/. */
import { z } from 'zod';

/** GET /api/sns/my-new-notifications/ — a plain array of unread notifications. */
export const notificationItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  create_date: z.string(),
});
export const myNewNotifications = z.array(notificationItem);
export type NotificationItem = z.infer<typeof notificationItem>;
