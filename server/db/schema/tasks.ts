/** Tasks, their types and their assignment to members (spec 01 §3 "Task", spec 02 §3). */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { members } from './members';

/** The configurable task types (spec 01 "Tasks and Social"): a new task takes its points from its type. */
export const taskTypes = pgTable('task_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  points: integer('points').notNull().default(0),
});

export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Copied from the type when the task is made, so changing a type never changes points already promised. */
    points: integer('points').notNull().default(0),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }).notNull(),
    createMemberId: integer('create_member_id')
      .notNull()
      .references(() => members.id),
    parentId: integer('parent_id').references((): AnyPgColumn => tasks.id, { onDelete: 'cascade' }),
    taskTypeId: integer('task_type_id').references(() => taskTypes.id, { onDelete: 'set null' }),
    /** A fixed scale rather than a table: 1 high, 2 medium, 3 low (spec 02 §9); names in src/contract/member-tasks.ts. */
    priority: smallint('priority').notNull().default(2),
    /** 0–100, set by the creator (spec 01 §1). */
    progress: smallint('progress').notNull().default(0),
    /** The task as a whole is closed by its creator (the QR list's green bar, spec 01 §4). */
    completed: boolean('completed').notNull().default(false),
    /** The conference code (spec 01 "join conference"). */
    hashCode: text('hash_code'),
    /** Attendance is confirmed by scanning each participant's QR code (spec 02 §2.5). */
    isQrcode: boolean('is_qrcode').notNull().default(false),
    isQrcodeUnique: boolean('is_qrcode_unique').notNull().default(false),
    address: text('address'),
    /** Free text for a maps search, e.g. "41.3275,19.8187". */
    location: text('location'),
    /**
     * Counts the creator's edits (PUT /task/{id}/): an edit sent with the version it was made on
     * (`base`) is refused when another device saved in between, instead of overwriting it.
     */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('tasks_create_member_idx').on(t.createMemberId),
    index('tasks_parent_idx').on(t.parentId),
    check('tasks_priority_check', sql`${t.priority} between 1 and 3`),
    check('tasks_progress_check', sql`${t.progress} between 0 and 100`),
  ],
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
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    /** The member declined the task ('Refuzo detyrën'); doing it later clears this. */
    refusedAt: timestamp('refused_at', { withTimezone: true, mode: 'date' }),
    refuseReason: text('refuse_reason'),
    /** The member's rich-text report, sanitised on the way in. */
    report: text('report'),
    reportUpdatedAt: timestamp('report_updated_at', { withTimezone: true, mode: 'date' }),
    /** When and by whom the member's QR code was scanned. */
    attendedAt: timestamp('attended_at', { withTimezone: true, mode: 'date' }),
    attendanceById: integer('attendance_by_id').references(() => members.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('member_tasks_task_member_key').on(t.taskId, t.memberId), index('member_tasks_member_idx').on(t.memberId, t.startDate)],
);
