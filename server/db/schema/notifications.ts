/** Notifications shown in the top bar. */
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    createDate: timestamp('create_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    read: boolean('read').notNull().default(false),
  },
  (t) => [index('notifications_member_idx').on(t.memberId, t.createDate)],
);
