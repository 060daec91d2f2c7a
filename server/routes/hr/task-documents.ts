import type { FastifyPluginAsync } from 'fastify';
import { idParam } from '../../../src/contract/common';
import { memberTaskDocForm, memberTaskDocsQuery, type MemberTaskDoc } from '../../../src/contract/task-documents';
import { signedIn } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { readDocumentUpload, registerDocumentUpload } from '../../http/document-upload';
import { HttpError } from '../../http/http-error';
import { messages } from '../../http/messages';
import { parseInput } from '../../http/validate';
import { addMemberTaskDoc, deleteMemberTaskDoc, listMemberTaskDocs } from '../../repositories/task-documents';

/** /api/hr/ — a member's documents on their own assignments (spec 02 §2.4 add-document form). Multipart is accepted here only. */
export const taskDocumentRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await registerDocumentUpload(app);

  app.get('/membertask-docs/', async (request): Promise<{ data: MemberTaskDoc[]; count: number }> => {
    const docs = await listMemberTaskDocs(db, signedIn(request).id, parseInput(memberTaskDocsQuery, request.query));
    if (!docs) throw new HttpError(404, messages.taskNotFound);
    return docs;
  });

  // 201 for a new document, 200 with the first one for a repeated client_ref: a retried offline upload never doubles.
  app.post('/membertaskdoc/', async (request, reply): Promise<MemberTaskDoc> => {
    const { fields, fileName, type, bytes } = await readDocumentUpload(request, memberTaskDocForm);
    const added = await addMemberTaskDoc(db, signedIn(request).id, {
      memberTaskId: fields.member_task_id,
      description: fields.description?.trim() ?? '',
      fileName,
      contentType: type,
      bytes,
      clientRef: fields.client_ref ?? null,
    });
    if (!added) throw new HttpError(404, messages.taskNotFound);
    void reply.code(added.kind === 'created' ? 201 : 200);
    return added.doc;
  });

  app.delete('/membertaskdoc/:id/', async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    if (!(await deleteMemberTaskDoc(db, signedIn(request).id, id))) throw new HttpError(404, messages.taskDocNotFound);
    return reply.code(204).send();
  });
};
