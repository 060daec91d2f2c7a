/** Tasks and their assignment to members. */
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { members } from './members';

export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    points: integer('points').notNull().default(0),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }).notNull(),
    createMemberId: integer('create_member_id')
      .notNull()
      .references(() => members.id),
    parentId: integer('parent_id').references((): AnyPgColumn => tasks.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('tasks_create_member_idx').on(t.createMemberId)],
);

/** A task assigned to a member; `seen` false counts toward the top bar's unread badge. */
export const memberTasks = pgTable(
  'member_tasks',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull(),
    seen: boolean('seen').notNull().default(false),
    completed: boolean('completed').notNull().default(false),
  },
  (t) => [uniqueIndex('member_tasks_task_member_key').on(t.taskId, t.memberId), index('member_tasks_member_idx').on(t.memberId, t.startDate)],
);
