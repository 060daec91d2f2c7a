/** What happens around a task: who takes attendance, the comment thread, the documents. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { mediaFiles } from './media';
import { members } from './members';
import { memberTasks, tasks } from './tasks';

/** Members besides the creator who may scan the participants' QR codes of a task. */
export const taskAttendanceTakers = pgTable(
  'task_attendance_takers',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.memberId] }), index('task_attendance_takers_member_idx').on(t.memberId)],
);

/** The task's comment thread, shared by its creator and its assignees. */
export const taskComments = pgTable(
  'task_comments',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    /** The device's local id of a comment written offline: a repeated send finds the first one. */
    clientRef: text('client_ref'),
    createdAt: createdAt(),
  },
  (t) => [
    index('task_comments_task_idx').on(t.taskId, t.createdAt),
    uniqueIndex('task_comments_member_client_ref_key').on(t.memberId, t.clientRef).where(sql`${t.clientRef} is not null`),
  ],
);

/**
 * Documents of a task: the creator's own (no assignment, issue 12) or a member's for their
 * assignment. The bytes are a media file, served under its random /media/ address.
 */
export const taskDocuments = pgTable(
  'task_documents',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    memberTaskId: integer('member_task_id').references(() => memberTasks.id, { onDelete: 'cascade' }),
    /** Who uploaded it: only they may delete it. */
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    description: text('description').notNull().default(''),
    fileName: text('file_name').notNull(),
    mediaFileId: integer('media_file_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    /** The device's local id of a document added offline: a repeated upload finds the first one. */
    clientRef: text('client_ref'),
    createdAt: createdAt(),
  },
  (t) => [
    index('task_documents_task_idx').on(t.taskId),
    index('task_documents_member_task_idx').on(t.memberTaskId),
    // GET /media/ finds a file's document by the file (who may read it), and deleting a file cascades here.
    index('task_documents_media_file_idx').on(t.mediaFileId),
    uniqueIndex('task_documents_member_client_ref_key').on(t.memberId, t.clientRef).where(sql`${t.clientRef} is not null`),
  ],
);
