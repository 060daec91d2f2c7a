import type { FastifyPluginCallback } from 'fastify';
import {
  memberTaskCompleteBody,
  memberTaskIdParam,
  memberTaskRefuseBody,
  memberTaskReportBody,
  memberTasksQuery,
  memberTaskUpdateBody,
  TASK_PRIORITIES,
  type AssignedTaskRow,
  type MemberTask,
  type MemberTaskDetail,
  type TaskPriority,
} from '../../../src/contract/member-tasks';
import { signedIn } from '../../auth/authenticate';
import type { Clock } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { callerOf } from '../../http/caller';
import { HttpError } from '../../http/http-error';
import { messages } from '../../http/messages';
import { isEmptyReport, sanitizeReportHtml } from '../../http/report-html';
import { requireFields } from '../../http/required-fields';
import { parseInput } from '../../http/validate';
import { listAssignedTaskRows, listMemberTasks, memberTaskDetail, setMemberTaskSeen } from '../../repositories/member-task-read';
import { completeMemberTask, refuseMemberTask, saveMemberTaskReport, type AssignmentWriteResult } from '../../repositories/member-task-write';

type Paged<T> = { data: T[]; count: number };

/** The assignment a write answers with; every refusal but "not yours" has its own status and text. */
function answer<K extends string>(result: AssignmentWriteResult<K>, refusals: Record<K, [number, string]>): MemberTaskDetail {
  if (result.kind === 'done') return (result as { task: MemberTaskDetail }).task;
  if (result.kind === 'notFound') throw new HttpError(404, messages.taskNotFound);
  const [status, text] = refusals[result.kind];
  throw new HttpError(status, text);
}

/**
 * /api/hr/ — the caller's received tasks (spec 02 §2.3, §2.4): lists, the consult view, done,
 * refuse and the report. Every member, each reaching only their own assignments: another
 * member's id is a 404 and changes nothing.
 */
export const memberTaskRoutes: FastifyPluginCallback<{ db: Db; now: Clock }> = (app, { db, now }, done) => {
  const today = () => new Date(now());

  app.get('/my-assigned-tasks/', async (request): Promise<Paged<AssignedTaskRow>> =>
    listAssignedTaskRows(db, signedIn(request).id, parseInput(memberTasksQuery, request.query), today()),
  );
  app.get('/mygeneraltasks/', async (request): Promise<Paged<MemberTask>> =>
    listMemberTasks(db, signedIn(request).id, parseInput(memberTasksQuery, request.query), today(), { topLevel: true }),
  );
  app.get('/membertask/', async (request): Promise<Paged<MemberTask>> => listMemberTasks(db, signedIn(request).id, parseInput(memberTasksQuery, request.query), today()));

  app.get('/membertask/:id/', async (request): Promise<MemberTaskDetail> => {
    const { id } = parseInput(memberTaskIdParam, request.params);
    const detail = await memberTaskDetail(db, signedIn(request).id, id, today());
    if (!detail) throw new HttpError(404, messages.taskNotFound);
    return detail;
  });

  app.put('/membertask/:id/', async (request): Promise<MemberTaskDetail> => {
    const { id } = parseInput(memberTaskIdParam, request.params);
    const { seen } = parseInput(memberTaskUpdateBody, request.body);
    const memberId = signedIn(request).id;
    const detail = (await setMemberTaskSeen(db, memberId, id, seen)) ? await memberTaskDetail(db, memberId, id, today()) : undefined;
    if (!detail) throw new HttpError(404, messages.taskNotFound);
    return detail;
  });

  app.post('/membertask/complete/', async (request): Promise<MemberTaskDetail> => {
    const body = parseInput(memberTaskCompleteBody, request.body);
    return answer(await completeMemberTask(db, body.member_task_id, callerOf(request), today()), { byScanOnly: [409, messages.taskCompletedByScan] });
  });

  app.post('/membertask/refuse/', async (request): Promise<MemberTaskDetail> => {
    const body = parseInput(memberTaskRefuseBody, request.body);
    const reason = body.reason?.trim() || null;
    return answer(await refuseMemberTask(db, body.member_task_id, reason, callerOf(request), today()), { completed: [409, messages.taskCompletedCannotRefuse] });
  });

  // The report: the editor's HTML, kept only as far as the allowed subset goes.
  app.post('/membertaskcomment/', async (request): Promise<MemberTaskDetail> => {
    requireFields(request.body, [['comment', messages.reportRequired]]);
    const body = parseInput(memberTaskReportBody, request.body);
    const html = sanitizeReportHtml(body.comment);
    if (isEmptyReport(html)) throw new HttpError(400, messages.reportRequired);
    return answer(await saveMemberTaskReport(db, body.member_task_id, html, callerOf(request), today()), {});
  });

  app.get('/taskpriority/', (): Promise<TaskPriority[]> => Promise.resolve(TASK_PRIORITIES.map((p) => ({ ...p }))));
  done();
};
