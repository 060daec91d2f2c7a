import type { FastifyPluginAsync } from 'fastify';
import { idParam } from '../../../src/contract/common';
import { TASK_CREATOR_PERMISSION, taskDocForm, type TaskDoc } from '../../../src/contract/task-creator';
import { signedIn } from '../../auth/authenticate';
import { requirePermission } from '../../auth/require-permission';
import type { Db } from '../../db/client';
import { readDocumentUpload, registerDocumentUpload } from '../../http/document-upload';
import { HttpError } from '../../http/http-error';
import { messages } from '../../http/messages';
import { parseInput } from '../../http/validate';
import { addCreatorTaskDoc, deleteCreatorTaskDoc } from '../../repositories/creator-task-documents';

/**
 * /api/hr/ — the documents of a task itself (spec 01 "Task detail": upload and delete), behind
 * 'Detyra'; only the task's creator adds or removes them. The same checks as the members'
 * documents: one file up to 5 MB, PDF, Word, Excel or an image by its bytes.
 */
export const taskCreatorDocumentRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await registerDocumentUpload(app);
  app.addHook('preHandler', requirePermission(db, TASK_CREATOR_PERMISSION));

  app.post('/taskdoc/', async (request, reply): Promise<TaskDoc> => {
    const { fields, fileName, type, bytes } = await readDocumentUpload(request, taskDocForm);
    const doc = await addCreatorTaskDoc(db, signedIn(request).id, { taskId: fields.task_id, description: fields.description?.trim() ?? '', fileName, contentType: type, bytes });
    if (!doc) throw new HttpError(404, messages.taskNotFound);
    void reply.code(201);
    return doc;
  });

  app.delete('/taskdoc/:id/', async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    if (!(await deleteCreatorTaskDoc(db, signedIn(request).id, id))) throw new HttpError(404, messages.taskDocNotFound);
    return reply.code(204).send();
  });
};
