import { pickFields, id, text, textOrNull } from './field-checks';
import type { KindSpec } from './kind-spec';
import { entityIdOf } from '../outbox-row';

export const TASK_ATTENDANCE_KIND = 'task-attendance';
export const TASK_COMPLETION_KIND = 'task-completion';
export const TASK_REPORT_KIND = 'task-report';
export const TASK_COMMENT_KIND = 'task-comment';

/** A scan taken on this device: the code's whole text, sent as the server reads it. */
export interface AttendanceDesired {
  qr_code: string;
}

export function parseAttendanceDesired(value: unknown): AttendanceDesired {
  return pickFields<AttendanceDesired>(value, { qr_code: text }, 'attendance scan');
}

/**
 * POST /api/hr/membertask/qrcode/ (spec 02 §7). A 409 says the participant was scanned before
 * (here or on another taker's phone): the attendance is recorded either way, so the row is done.
 */
export const taskAttendanceKind: KindSpec = {
  kind: TASK_ATTENDANCE_KIND,
  request(row) {
    return { method: 'POST', path: '/api/hr/membertask/qrcode/', body: parseAttendanceDesired(row.desired), complete: true };
  },
  isSuccessEquivalent: (status) => status === 409,
};

/** What the member decided about an assignment: 'open' is only ever the server's state. */
export type Completion = 'open' | 'completed' | 'refused';

export interface CompletionDesired {
  member_task_id: number;
  completion: Completion;
  reason: string | null;
}

export function parseCompletionDesired(value: unknown): CompletionDesired {
  const desired = pickFields<CompletionDesired>(value, { member_task_id: id, completion: text, reason: textOrNull }, 'task completion');
  if (!['open', 'completed', 'refused'].includes(desired.completion)) throw new Error('malformed task completion: completion');
  return desired;
}

/** 'Detyra u krye' → POST membertask/complete/, 'Refuzo detyrën' → POST membertask/refuse/; both answer a repeat the same. */
export const taskCompletionKind: KindSpec = {
  kind: TASK_COMPLETION_KIND,
  request(row) {
    const desired = parseCompletionDesired(row.desired);
    if (desired.completion === 'completed') return { method: 'POST', path: '/api/hr/membertask/complete/', body: { member_task_id: desired.member_task_id }, complete: true };
    if (desired.completion === 'refused') {
      return { method: 'POST', path: '/api/hr/membertask/refuse/', body: { member_task_id: desired.member_task_id, reason: desired.reason }, complete: true };
    }
    throw new Error('an assignment cannot be reopened');
  },
};

export interface ReportDesired {
  member_task_id: number;
  comment: string;
}

export function parseReportDesired(value: unknown): ReportDesired {
  return pickFields<ReportDesired>(value, { member_task_id: id, comment: text }, 'task report');
}

/** POST /api/hr/membertaskcomment/: the whole report replaces the previous one, so a resend is harmless. */
export const taskReportKind: KindSpec = {
  kind: TASK_REPORT_KIND,
  request(row) {
    return { method: 'POST', path: '/api/hr/membertaskcomment/', body: parseReportDesired(row.desired), complete: true };
  },
};

export interface CommentDesired {
  task_id: number;
  comment: string;
}

export function parseCommentDesired(value: unknown): CommentDesired {
  return pickFields<CommentDesired>(value, { task_id: id, comment: text }, 'task comment');
}

/**
 * POST /api/hr/taskcomment/ with the device's local id as `client_ref`: a create retried after a
 * lost answer returns the first comment instead of writing a second.
 */
export const taskCommentKind: KindSpec = {
  kind: TASK_COMMENT_KIND,
  request(row) {
    return { method: 'POST', path: '/api/hr/taskcomment/', body: { ...parseCommentDesired(row.desired), client_ref: entityIdOf(row) }, complete: true };
  },
};
