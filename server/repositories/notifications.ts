import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { MyNotifications, MyNotificationsQuery, NotificationItem } from '../../src/contract/notifications';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';
import { foldedContains } from './folded-prefix';

/** Bounds the top-bar payload; the full history is a paged call of its own. */
const NEW_NOTIFICATIONS_LIMIT = 20;

const columns = { id: notifications.id, title: notifications.title, description: notifications.description, createDate: notifications.createDate };
const toItem = ({ createDate, ...rest }: { id: number; title: string; description: string; createDate: Date }): NotificationItem => ({
  ...rest,
  create_date: createDate.toISOString(),
});

/** The caller's unread notifications, newest first. */
export async function unreadNotifications(db: Db, memberId: number): Promise<NotificationItem[]> {
  const rows = await db
    .select(columns)
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), eq(notifications.read, false)))
    .orderBy(desc(notifications.createDate), desc(notifications.id))
    .limit(NEW_NOTIFICATIONS_LIMIT);
  return rows.map(toItem);
}

/** A page of the caller's notifications, newest first, with the total; the day bounds are UTC days. */
export async function listNotifications(db: Db, memberId: number, query: MyNotificationsQuery): Promise<MyNotifications> {
  const where = and(
    eq(notifications.memberId, memberId),
    foldedContains(notifications.title, query.title),
    foldedContains(notifications.description, query.description),
    query.from_date === undefined ? undefined : sql`${notifications.createDate} >= (${query.from_date}::date)::timestamp at time zone 'UTC'`,
    query.to_date === undefined ? undefined : sql`${notifications.createDate} < (${query.to_date}::date + 1)::timestamp at time zone 'UTC'`,
  );
  const [rows, total] = await Promise.all([
    db.select(columns).from(notifications).where(where).orderBy(desc(notifications.createDate), desc(notifications.id)).limit(query.limit).offset(query.offset),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { data: rows.map(toItem), count: total[0]?.n ?? 0 };
}
