/**
 * Received tasks and the task consult view (spec 02 §2.3, §2.4, §3 "Task assignment", §4, §7
 * "Received tasks"); the type and priority lists (spec 01 §7 "Dropdowns").
 */
import { z } from 'zod';
import { dbId, dbIdCoerced, paged, pagingQuery, plainText } from './common';
import { person, taskStatusNames } from './dashboard';

/** The fixed priority scale (spec 02 §9): GET /api/hr/taskpriority/ answers this list. */
export const TASK_PRIORITIES = [
  { id: 1, name: 'E lartë' },
  { id: 2, name: 'Mesatare' },
  { id: 3, name: 'E ulët' },
] as const;
export const taskPriorityId = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export const taskPriority = z.object({ id: taskPriorityId, name: z.string() });
export const taskPriorities = z.array(taskPriority);
export type TaskPriority = z.infer<typeof taskPriority>;

/** GET /api/hr/tasktype/ — a plain array (spec 01 §7: the dropdowns return name, id, points). */
export const taskType = z.object({ id: z.number().int(), name: z.string(), description: z.string().nullable(), points: z.number().int() });
export const taskTypes = z.array(taskType);
export type TaskType = z.infer<typeof taskType>;

/**
 * An assignment's status (spec 02 §3, §4): completed, ongoing (not done, end date not past, not
 * refused), otherwise unfinished. A refused assignment is unfinished and carries `refused: true`.
 */
export const taskStatusCodes = ['completed', 'ongoing', 'unfinished'] as const;
export const taskStatusCode = z.enum(taskStatusCodes);
export type TaskStatusCode = z.infer<typeof taskStatusCode>;

/**
 * GET /api/hr/my-assigned-tasks/, /api/hr/mygeneraltasks/ and /api/hr/membertask/: `name` is a
 * title search (anywhere in the name, ignoring case, ë and ç); `status` one of the codes, or
 * `refused` for the ones the member refused.
 */
export const memberTasksQuery = pagingQuery.extend({
  name: plainText(200).optional(),
  status: z.enum([...taskStatusCodes, 'refused']).optional(),
});
export type MemberTasksQuery = z.infer<typeof memberTasksQuery>;

/** The assigned-tasks row variant (spec 02 §3): GET /api/hr/my-assigned-tasks/, and a detail's sub-tasks. */
export const assignedTaskRow = z.object({
  id: z.number().int(),
  task_id: z.number().int(),
  task_name: z.string(),
  task_description: z.string(),
  task_priority: taskPriorityId,
  /** ISO date-times: the assignment's start, the task's end. */
  start_date: z.string(),
  end_date: z.string(),
  created_by: person,
  status: taskStatusCode,
  refused: z.boolean(),
});
export const assignedTaskRows = paged(assignedTaskRow);
export type AssignedTaskRow = z.infer<typeof assignedTaskRow>;

/** One assignment of the caller (spec 02 §3 "Task assignment (received)", with ours added). */
export const memberTask = z.object({
  id: z.number().int(),
  task: z.object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    task_priority: taskPriority,
    task_status: z.object({ name: z.enum(taskStatusNames) }),
    task_type: taskType.nullable(),
    create_member: person,
    parent_id: z.number().int().nullable(),
    progress: z.number().int().min(0).max(100),
    /** Completed only by a scan of the member's QR code (POST /api/hr/membertask/qrcode/). */
    is_qrcode: z.boolean(),
    hash_code: z.string().nullable(),
    address: z.string().nullable(),
    location: z.string().nullable(),
  }),
  start_date: z.string(),
  end_date: z.string(),
  /** The task's points; `points_taken` what completing it earned this member (0 until then). */
  points: z.number().int(),
  points_taken: z.number().int(),
  status: taskStatusCode,
  /** The member's report, sanitised HTML (render it through DOMPurify all the same). */
  comment: z.string().nullable(),
  seen: z.boolean(),
  completed: z.boolean(),
  completed_at: z.string().nullable(),
  refused: z.boolean(),
  refuse_reason: z.string().nullable(),
});
export const memberTasks = paged(memberTask);
export type MemberTask = z.infer<typeof memberTask>;

/** GET /api/hr/membertask/{id}/ and the answer of every write on an assignment: with the caller's own sub-task assignments. */
export const memberTaskDetail = memberTask.extend({ subtasks: z.array(assignedTaskRow) });
export type MemberTaskDetail = z.infer<typeof memberTaskDetail>;

/** PUT /api/hr/membertask/{id}/ — opening the task marks it seen (the top bar's badge), or unseen again. */
export const memberTaskUpdateBody = z.object({ seen: z.boolean() });

/**
 * POST /api/hr/membertask/complete/ ('Detyra u krye'). A repeat answers 200 with the same
 * assignment and pays no second time. Refused (409) on a QR task: the scan completes those.
 */
export const memberTaskCompleteBody = z.object({ member_task_id: dbId });

/**
 * POST /api/hr/membertask/refuse/ ('Refuzo detyrën', ours: the spec does not show its effect). The
 * assignment turns unfinished with `refused: true`; the creator sees it. A repeat answers the same;
 * a completed assignment cannot be refused (409); completing a refused one later clears the refusal.
 */
export const memberTaskRefuseBody = z.object({ member_task_id: dbId, reason: plainText(500).nullable().optional() });

/** The longest report accepted, in characters of HTML. */
export const MAX_REPORT_CHARS = 20_000;
/**
 * POST /api/hr/membertaskcomment/ — the report (spec 02 §7 "body comment"; the assignment is
 * ours). The server keeps a conservative HTML subset and answers the assignment with it.
 */
export const memberTaskReportBody = z.object({ member_task_id: dbId, comment: plainText(MAX_REPORT_CHARS) });

export const memberTaskIdParam = z.object({ id: dbIdCoerced });
