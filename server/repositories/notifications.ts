import { and, desc, eq } from 'drizzle-orm';
import type { NotificationItem } from '../../src/contract/auth';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';

/** Bounds the top-bar payload; the full history is a paged call of its own. */
const NEW_NOTIFICATIONS_LIMIT = 20;

/** The caller's unread notifications, newest first. */
export async function unreadNotifications(db: Db, memberId: number): Promise<NotificationItem[]> {
  const rows = await db
    .select({ id: notifications.id, title: notifications.title, description: notifications.description, createDate: notifications.createDate })
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), eq(notifications.read, false)))
    .orderBy(desc(notifications.createDate), desc(notifications.id))
    .limit(NEW_NOTIFICATIONS_LIMIT);
  return rows.map(({ createDate, ...rest }) => ({ ...rest, create_date: createDate.toISOString() }));
}
