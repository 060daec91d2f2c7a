import type { FastifyPluginCallback } from 'fastify';
import { taskCommentBody, taskCommentsQuery, type TaskComment } from '../../../src/contract/task-comments';
import { signedIn } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { messages } from '../../http/messages';
import { requireFields } from '../../http/required-fields';
import { parseInput } from '../../http/validate';
import { createTaskComment, listTaskComments } from '../../repositories/task-comments';

/** /api/hr/ — a task's comment thread (spec 02 §2.4): its creator and assignees read and write it; anyone else gets 404. */
export const taskCommentRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  app.get('/task-info-comments/', async (request): Promise<{ data: TaskComment[]; count: number }> => {
    const { task_id } = parseInput(taskCommentsQuery, request.query);
    const thread = await listTaskComments(db, signedIn(request).id, task_id);
    if (!thread) throw new HttpError(404, messages.taskNotFound);
    return thread;
  });

  // 201 for a new comment, 200 with the first one for a repeated client_ref: a retried offline send never doubles.
  app.post('/taskcomment/', async (request, reply): Promise<TaskComment> => {
    requireFields(request.body, [['comment', messages.commentRequired]]);
    const body = parseInput(taskCommentBody, request.body);
    const result = await createTaskComment(db, signedIn(request).id, { taskId: body.task_id, comment: body.comment.trim(), clientRef: body.client_ref ?? null });
    if (result.kind === 'notFound') throw new HttpError(404, messages.taskNotFound);
    void reply.code(result.kind === 'created' ? 201 : 200);
    return result.comment;
  });
  done();
};
