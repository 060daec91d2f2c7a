/**
 * The task creator's calls (spec 01 §2 "Sent tasks", "Task creation", "Task detail", "QR task
 * list", §3, §5, §7): behind the permission code 'Detyra' (a member without it gets 404). Only a
 * task's creator reads its detail or changes it; anyone else gets 404 and nothing changes.
 */
import { z } from 'zod';
import { dbId, dbIdCoerced, paged, pagingQuery, plainText } from './common';
import { taskPriority, taskPriorityId } from './member-tasks';

/** The permission code of the task group (spec 01 §6). */
export const TASK_CREATOR_PERMISSION = 'Detyra';
/** spec 01 §5, §9. */
export const MAX_TASK_DESCRIPTION_CHARS = 500;

const DATE_TEXT = /^(19|20)\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])([T ]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)?)?$/;

/**
 * A date as the form sends it (spec 01 §5: yyyy-mm-dd, year 19xx or 20xx), optionally with a time
 * (HH:mm:ss, Z or an offset; none means UTC). A day that does not exist (2025-02-30) is refused.
 */
export const taskDate = plainText(40)
  .regex(DATE_TEXT)
  .transform((text, ctx) => {
    const day = text.slice(0, 10);
    const time = text.length > 10 ? text.slice(11) : '00:00:00';
    const date = new Date(`${day}T${/(Z|[+-]\d\d:?\d\d)$/.test(time) ? time : `${time}Z`}`);
    if (Number.isNaN(date.getTime()) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
      ctx.addIssue({ code: 'custom', message: 'date' });
      return z.NEVER;
    }
    return date;
  });

const taskFields = {
  name: plainText(200).trim().min(1),
  description: plainText(MAX_TASK_DESCRIPTION_CHARS).trim().min(1),
  start_date: taskDate,
  end_date: taskDate,
  task_type_id: dbId,
  task_priority_id: taskPriorityId,
  /** Sent empty by the form (spec 01 §3); nothing else is accepted. */
  taskactivity_set: z.array(z.unknown()).max(0).optional(),
  /** The conference code (ours: the spec's form does not show where it comes from). */
  hash_code: plainText(100).trim().min(1).nullable().optional(),
  address: plainText(300).trim().nullable().optional(),
  location: plainText(100).trim().nullable().optional(),
};

/**
 * POST /api/hr/task/ — a task, or with `parent` a sub-task of one of the caller's top-level
 * tasks, whose dates must lie inside the parent's. `points` is ignored: a task takes its type's.
 * Answers 201 `{ id }`.
 */
export const taskCreateBody = z.object({
  ...taskFields,
  points: z.number().optional(),
  member_ids: z.array(dbId).max(2000).default([]),
  is_qrcode: z.boolean().default(false),
  parent: dbId.nullable().optional(),
});
export type TaskCreateInput = z.infer<typeof taskCreateBody>;
export const taskCreated = z.object({ id: z.number().int() });

/**
 * PUT /api/hr/task/{id}/ — the spec's update payload, with ours optional: progress (0–100), the
 * task closed as a whole, the QR flag. A new type brings its points; the same type keeps them.
 */
export const taskUpdateBody = z.object({
  ...taskFields,
  progress: z.number().int().min(0).max(100).optional(),
  completed: z.boolean().optional(),
  is_qrcode: z.boolean().optional(),
  /** Ours: the `version` the edit was made on; another device's save in between answers 409 `{ Error, current }`. */
  base: z.number().int().min(1).max(2_147_483_647).optional(),
});
export type TaskUpdateInput = z.infer<typeof taskUpdateBody>;

/** GET /api/hr/mytasks/ — `search` (ours) looks for the text in name or description. */
export const myTasksQuery = pagingQuery.extend({ search: plainText(200).optional() });
export type MyTasksQuery = z.infer<typeof myTasksQuery>;

export const memberRef = z.object({ id: z.number().int(), name: z.string(), surname: z.string(), photo: z.string().nullable() });

/** A member of a task (spec 01 §3 "Member"): `id` is the assignment, `member_id` the member. */
export const taskMember = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  nid: z.string().nullable(),
  photo: z.string().nullable(),
  comments_nr: z.number().int(),
  completed: z.boolean(),
  refused: z.boolean(),
});
export type TaskMember = z.infer<typeof taskMember>;

/** A task the caller created: a row of GET /api/hr/mytasks/ and of a detail's sub-tasks. */
export const createdTask = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  points: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  task_type: z.object({ id: z.number().int(), name: z.string(), points: z.number().int() }).nullable(),
  task_priority: taskPriority,
  progress: z.number().int().min(0).max(100),
  completed: z.boolean(),
  is_qrcode: z.boolean(),
  hash_code: z.string().nullable(),
  address: z.string().nullable(),
  location: z.string().nullable(),
  parent: z.number().int().nullable(),
  create_member: memberRef,
  members: z.array(taskMember),
  /** The creator's edits so far (send it back as an edit's `base`); absent in copies kept before it existed. */
  version: z.number().int().optional(),
});
export const createdTasks = paged(createdTask);
export type CreatedTask = z.infer<typeof createdTask>;

/** A document of the task itself (the creator's, spec 01 §3 "Task document"). */
export const taskDoc = z.object({
  id: z.number().int(),
  task_id: z.number().int(),
  description: z.string(),
  /** The /media/ address; non-images download as attachments. */
  doc_file: z.string(),
  file_name: z.string(),
  type: z.enum(['image', 'doc']),
  create_date: z.string(),
});
export type TaskDoc = z.infer<typeof taskDoc>;

/** A member's finished work (spec 01 "completed-task cards"): the report is sanitised HTML. */
export const completedTaskCard = z.object({
  member: memberRef,
  comment: z.string().nullable(),
  completed: z.boolean(),
  completed_at: z.string().nullable(),
  docs: z.array(taskDoc),
});
export type CompletedTaskCard = z.infer<typeof completedTaskCard>;
export const completedTaskCards = z.array(completedTaskCard);

/** GET /api/hr/taskinfo/?task_id= — the creator's detail (spec 01 "Task detail"); GET /api/hr/membertaskcomment/?task_id= its completed-task cards alone. */
export const taskInfoQuery = z.object({ task_id: dbIdCoerced });
export const taskInfo = createdTask.extend({
  /** Where the QR PDF is made (POST), for a QR task; null otherwise. */
  qrcode_file: z.string().nullable(),
  subtasks: z.array(createdTask),
  docs: z.array(taskDoc),
  completed_tasks: z.array(completedTaskCard),
});
export type TaskInfo = z.infer<typeof taskInfo>;

/** GET /api/hr/partymember/taskassignlist/ — the member search (limit 5 by default). */
export const memberSearchQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(5),
  name: plainText(100).optional(),
  surname: plainText(100).optional(),
});
/** GET /api/hr/search-member-group/ — the same within a group (`group` is a group_index). */
export const groupMemberSearchQuery = memberSearchQuery.extend({ group: dbIdCoerced });
export type MemberSearchQuery = z.infer<typeof groupMemberSearchQuery>;
export const assignableMember = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  nid: z.string().nullable(),
  photo: z.string().nullable(),
});
export const assignableMembers = z.array(assignableMember);
export type AssignableMember = z.infer<typeof assignableMember>;

/** GET /api/hr/task-member-group/ — the member groups: the party roles (ours: the spec does not say what a group is). */
export const memberGroup = z.object({ id: z.number().int(), name: z.string(), group_index: z.number().int() });
export const memberGroups = z.array(memberGroup);
export type MemberGroup = z.infer<typeof memberGroup>;

/**
 * POST /api/hr/task/{id}/notify/ (ours) — a notification to one participant (`member_id`) or,
 * without it, to every participant of the task. Answers how many were notified.
 */
export const taskNotifyBody = z.object({ member_id: dbId.optional() });
export const taskNotified = z.object({ notified: z.number().int() });

/**
 * POST /api/hr/task/{id}/cancel/ (ours, 'Anullo') — every participant of the task and its
 * sub-tasks is notified, then the task goes with its sub-tasks, assignments and documents.
 */
export const taskCancelled = z.object({ id: z.number().int(), notified: z.number().int() });

/** GET /api/hr/task/qrcodeunique/ — the QR tasks the caller created, takes attendance for, or takes part in. */
export const qrTasksQuery = myTasksQuery;
export const qrTaskRow = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  task_priority: taskPriority,
  progress: z.number().int().min(0).max(100),
  completed: z.boolean(),
  address: z.string().nullable(),
  create_member: memberRef,
  members_count: z.number().int(),
});
export const qrTaskRows = paged(qrTaskRow);
export type QrTaskRow = z.infer<typeof qrTaskRow>;

/**
 * POST /api/hr/getqrcode/{taskId}/ — the QR PDF of a QR task for its creator (or an attendance
 * taker): application/pdf, as an attachment. 404 for anyone else or a task without QR.
 */
export const qrCodeParam = z.object({ taskId: dbIdCoerced });

/** POST /api/hr/taskdoc/ — the plain fields of the multipart form (`doc_file` is the one file). */
export const taskDocForm = z.object({ task_id: dbIdCoerced, description: plainText(500).optional() });
