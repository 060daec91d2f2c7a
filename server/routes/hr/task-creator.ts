import type { FastifyPluginCallback } from 'fastify';
import { idParam } from '../../../src/contract/common';
import {
  myTasksQuery,
  TASK_CREATOR_PERMISSION,
  taskCreateBody,
  taskInfoQuery,
  taskNotifyBody,
  taskUpdateBody,
  type CompletedTaskCard,
  type CreatedTask,
  type TaskInfo,
} from '../../../src/contract/task-creator';
import { signedIn } from '../../auth/authenticate';
import { requirePermission } from '../../auth/require-permission';
import type { Clock } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { messages } from '../../http/messages';
import { requireFields } from '../../http/required-fields';
import { parseInput } from '../../http/validate';
import { completedTaskCardsOf, createdTaskInfo, listMyTasks } from '../../repositories/created-task-read';
import { cancelCreatedTask, createTask, deleteCreatedTask, notifyTaskMembers, updateTask, type TaskWriteResult } from '../../repositories/created-task-write';

/** The spec's own texts for the form's required fields (spec 01 §5), before the schema's generic ones. */
const REQUIRED = [
  ['name', messages.taskNameRequired],
  ['description', messages.taskDescriptionRequired],
  ['start_date', messages.taskStartRequired],
  ['end_date', messages.taskEndRequired],
  ['task_type_id', messages.taskTypeRequired],
  ['task_priority_id', messages.taskPriorityRequired],
] as const;

const REFUSALS: Record<Exclude<TaskWriteResult['kind'], 'done'>, [number, string]> = {
  notFound: [404, messages.taskNotFound],
  typeUnknown: [400, messages.taskTypeUnknown],
  membersUnknown: [400, messages.taskMembersUnknown],
  parentIsSubtask: [400, messages.subtaskOfSubtask],
  outsideParent: [400, messages.subtaskOutsideParent],
  subtasksOutside: [400, messages.subtasksOutsideNewDates],
  changedElsewhere: [409, messages.taskChangedElsewhere],
};

function written(result: TaskWriteResult): number {
  if (result.kind === 'done') return result.id;
  const [status, text] = REFUSALS[result.kind];
  throw new HttpError(status, text);
}

/** The form's texts first, then the schema; an end before the start is refused. */
function taskForm<T extends { start_date: Date; end_date: Date }>(body: unknown, parse: (body: unknown) => T): T {
  requireFields(body, REQUIRED);
  const input = parse(body);
  if (input.end_date < input.start_date) throw new HttpError(400, messages.taskEndBeforeStart);
  return input;
}

/**
 * /api/hr/ — the tasks the caller created (spec 01 "Sent tasks", "Task creation", "Task detail"),
 * behind 'Detyra'. Only the creator reads a task's detail or changes it: anyone else gets 404.
 */
export const taskCreatorRoutes: FastifyPluginCallback<{ db: Db; now: Clock }> = (app, { db, now }, done) => {
  app.addHook('preHandler', requirePermission(db, TASK_CREATOR_PERMISSION));
  const notFound = () => new HttpError(404, messages.taskNotFound);

  app.get('/mytasks/', async (request): Promise<{ data: CreatedTask[]; count: number }> => listMyTasks(db, signedIn(request).id, parseInput(myTasksQuery, request.query)));

  app.get('/taskinfo/', async (request): Promise<TaskInfo> => {
    const { task_id } = parseInput(taskInfoQuery, request.query);
    const info = await createdTaskInfo(db, signedIn(request).id, task_id);
    if (!info) throw notFound();
    return info;
  });

  // The members' reports on the task, for its completed-task cards (spec 01 §7 "Comments").
  app.get('/membertaskcomment/', async (request): Promise<CompletedTaskCard[]> => {
    const { task_id } = parseInput(taskInfoQuery, request.query);
    const cards = await completedTaskCardsOf(db, signedIn(request).id, task_id);
    if (!cards) throw notFound();
    return cards;
  });

  app.post('/task/', async (request, reply): Promise<{ id: number }> => {
    const id = written(await createTask(db, signedIn(request).id, taskForm(request.body, (body) => parseInput(taskCreateBody, body))));
    void reply.code(201);
    return { id };
  });

  app.put('/task/:id/', async (request, reply): Promise<TaskInfo | { Error: string; current: TaskInfo }> => {
    const { id } = parseInput(idParam, request.params);
    const memberId = signedIn(request).id;
    const result = await updateTask(db, memberId, id, taskForm(request.body, (body) => parseInput(taskUpdateBody, body)));
    const info = result.kind === 'notFound' ? undefined : await createdTaskInfo(db, memberId, id);
    if (result.kind === 'changedElsewhere' && info) {
      // The other device's save, so the form can show what changed instead of overwriting it.
      void reply.code(409);
      return { Error: messages.taskChangedElsewhere, current: info };
    }
    written(result);
    if (!info) throw notFound();
    return info;
  });

  app.delete('/task/:id/', async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    if (!(await deleteCreatedTask(db, signedIn(request).id, id))) throw notFound();
    return reply.code(204).send();
  });

  app.post('/task/:id/cancel/', async (request): Promise<{ id: number; notified: number }> => {
    const { id } = parseInput(idParam, request.params);
    const notice = { title: messages.taskCancelledTitle, description: messages.taskCancelledText };
    const notified = await cancelCreatedTask(db, signedIn(request).id, id, notice, new Date(now()));
    if (notified === undefined) throw notFound();
    return { id, notified };
  });

  app.post('/task/:id/notify/', async (request): Promise<{ notified: number }> => {
    const { id } = parseInput(idParam, request.params);
    const { member_id } = parseInput(taskNotifyBody, request.body ?? {});
    const notice = { title: messages.taskReminderTitle, description: messages.taskReminderText };
    const notified = await notifyTaskMembers(db, signedIn(request).id, id, member_id, notice, new Date(now()));
    if (notified === undefined) throw new HttpError(404, member_id === undefined ? messages.taskNotFound : messages.taskMemberNotParticipant);
    return { notified };
  });
  done();
};
