import { ApiError } from '../../api/api-error';
import { apiSend } from '../../api/http';
import { storeFetched } from '../../collections/collection-merge';
import { setIntent } from '../../collections/collection-write';
import { taskCompletion, taskReport } from '../../collections/member-task-actions';
import { participantKey, taskAttendance } from '../../collections/task-attendance';
import type { MemberTask } from '../../contract/member-tasks';
import { verifyAttendanceCode } from '../../contract/attendance-signature';
import { participant, type AttendancePublicKey, type TaskQrView } from '../../contract/task-attendance';
import { db } from '../../db/database';
import { isTransientStatus } from '../../sync/classify';
import type { CompletionDesired, ReportDesired } from '../../sync/kinds/member-task-kinds';

type Assignment = Pick<MemberTask, 'id' | 'completed' | 'refused' | 'comment'>;

/** The assignment's record as the server last showed it, unless a change of the member waits (setIntent needs the record). */
async function keepAssignment(userId: number, assignment: Assignment, shownAt: number | null): Promise<void> {
  const item = { id: assignment.id, completed: assignment.completed, refused: assignment.refused, comment: assignment.comment };
  await storeFetched(db, taskCompletion, userId, [item], shownAt);
  await storeFetched(db, taskReport, userId, [item], shownAt);
}

/** 'Detyra u krye' on the device, sent when there is signal (spec 02 §4: it moves the task to completed). */
export async function completeTask(userId: number, assignment: Assignment, shownAt: number | null): Promise<void> {
  await keepAssignment(userId, assignment, shownAt);
  const desired: CompletionDesired = { member_task_id: assignment.id, completion: 'completed', reason: null };
  await setIntent(db, taskCompletion, userId, assignment.id, desired);
}

/** 'Refuzo detyrën' with an optional reason (ours: the spec does not show its effect). */
export async function refuseTask(userId: number, assignment: Assignment, shownAt: number | null, reason: string): Promise<void> {
  await keepAssignment(userId, assignment, shownAt);
  const desired: CompletionDesired = { member_task_id: assignment.id, completion: 'refused', reason: reason.trim() || null };
  await setIntent(db, taskCompletion, userId, assignment.id, desired);
}

/** The report as HTML; the server keeps its own safe subset of it. */
export async function saveReport(userId: number, assignment: Assignment, shownAt: number | null, html: string): Promise<void> {
  await keepAssignment(userId, assignment, shownAt);
  const desired: ReportDesired = { member_task_id: assignment.id, comment: html };
  await setIntent(db, taskReport, userId, assignment.id, desired);
}

/** Keeps a task's participants on the device: what a scan with no signal is checked against. */
export async function storeParticipants(userId: number, view: TaskQrView, watermark: number | null): Promise<void> {
  await storeFetched(db, taskAttendance, userId, view.members.map((m) => ({ ...m, taskId: view.id })), watermark);
}

/** What a scan did; `memberId` names the participant the dialog shows. */
export type ScanOutcome =
  | { kind: 'scanned'; memberId: number; /** Kept on the device until there is signal. */ queued: boolean }
  | { kind: 'already'; memberId: number }
  | { kind: 'invalid' | 'otherTask' | 'notParticipant' }
  | { kind: 'refused'; reason: string | null; memberId?: number };

/** A scan the server accepted is never undone, so no download, however new, may show it as not attended. */
const FOR_GOOD = Number.MAX_SAFE_INTEGER;

async function markAttended(userId: number, key: string): Promise<void> {
  await db.taskParticipants.update([userId, key], { completed: true, serverCompleted: true, serverAt: FOR_GOOD });
}

/**
 * One scan (spec 02 §4): the member id is the code's second part. Every code's signature is
 * checked first, on the device, against `keys` (the public keys that came with the task's view,
 * kept with it), so a forged code is refused at once with or without signal and nothing is marked
 * or queued. With signal the server then answers (it checks everything again; 409: scanned
 * before); without it, or when the call gets no answer, the scan is checked against the
 * participants on the device, shown as attended and queued. A refusal the server gives later
 * (a key retired since the device's copy) shows on the participant's row.
 */
export async function takeAttendance(userId: number, taskId: number, text: string, keys: readonly AttendancePublicKey[]): Promise<ScanOutcome> {
  const code = await verifyAttendanceCode(text, keys);
  if (!code) return { kind: 'invalid' };
  if (code.taskId !== taskId) return { kind: 'otherTask' };
  const key = participantKey(taskId, code.memberId);
  const record = await db.taskParticipants.get([userId, key]);
  if (!record) return { kind: 'notParticipant' };
  if (record.completed) return { kind: 'already', memberId: code.memberId };
  const qr_code = text.trim();
  if (navigator.onLine) {
    try {
      await apiSend('post', '/api/hr/membertask/qrcode/', { json: { qr_code }, schema: participant });
      await markAttended(userId, key);
      return { kind: 'scanned', memberId: code.memberId, queued: false };
    } catch (error) {
      if (!(error instanceof ApiError) || error.kind === 'invalid-response') throw error;
      if (error.status === 409) {
        await markAttended(userId, key);
        return { kind: 'already', memberId: code.memberId };
      }
      // The device's keys were out of date (one retired since): the same text as the device's own refusal.
      if (error.status === 400) return { kind: 'invalid' };
      // A busy server (503, 429…) has not refused the code: like no answer, the scan is kept and sent later.
      if (error.kind === 'http' && !isTransientStatus(error.status ?? 0)) return { kind: 'refused', reason: error.serverText, memberId: code.memberId };
      // No answer: the scan is kept and sent later, like one taken offline.
    }
  }
  await setIntent(db, taskAttendance, userId, key, { qr_code });
  return { kind: 'scanned', memberId: code.memberId, queued: true };
}

