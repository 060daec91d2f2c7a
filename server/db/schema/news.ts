/** News ("Lajme", spec 02 §2.7): the same for every member. */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { members } from './members';

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** HTML as the editor wrote it; the client sanitises it before rendering. */
    content: text('content').notNull(),
    /** A /media/ address, or null. */
    photo: text('photo'),
    publishDate: timestamp('publish_date', { withTimezone: true, mode: 'date' }).notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    createdAt: createdAt(),
  },
  (t) => [index('news_publish_date_idx').on(t.publishDate)],
);
