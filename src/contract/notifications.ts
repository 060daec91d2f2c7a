/** Notifications: GET /api/sns/my-new-notifications/ (top bar) and /api/sns/my-notifications/ ("Njoftime", spec 02 §2.8). */
import { z } from 'zod';
import { paged, pagingQuery, plainText } from './common';
import { isoDay } from './emigrant-references';

/** `description` may hold HTML: sanitise before rendering. */
export const notificationItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  create_date: z.string(),
});
/** GET /api/sns/my-new-notifications/ — a plain array of unread notifications. */
export const myNewNotifications = z.array(notificationItem);
export type NotificationItem = z.infer<typeof notificationItem>;

/**
 * GET /api/sns/my-notifications/ — the caller's notifications, newest first. `title` and
 * `description` match anywhere, ignoring case, ë and ç; `from_date` and `to_date` bound the
 * creation day (UTC), both included.
 */
export const myNotificationsQuery = pagingQuery.extend({
  title: plainText(200).optional(),
  description: plainText(200).optional(),
  from_date: isoDay.optional(),
  to_date: isoDay.optional(),
});
export type MyNotificationsQuery = z.infer<typeof myNotificationsQuery>;
export const myNotifications = paged(notificationItem);
export type MyNotifications = z.infer<typeof myNotifications>;
