import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { idParam } from '../../../src/contract/common';
import { MAX_TASK_DOC_BYTES, memberTaskDocForm, memberTaskDocsQuery, TASK_DOC_FIELD, type MemberTaskDoc } from '../../../src/contract/task-documents';
import { signedIn } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { sniffDocumentType } from '../../http/document-type';
import { HttpError } from '../../http/http-error';
import { messages } from '../../http/messages';
import { parseInput } from '../../http/validate';
import { MEDIA_EXTENSIONS, type MediaType } from '../../repositories/media';
import { addMemberTaskDoc, deleteMemberTaskDoc, listMemberTaskDocs } from '../../repositories/task-documents';

interface Upload {
  bytes: Buffer | undefined;
  fileName: string;
  fields: Record<string, string>;
}

const errorCode = (error: unknown): unknown => (error instanceof Error && 'code' in error ? error.code : undefined);

/** The form's one file and its plain fields, whole; a second file, an oversized one or a broken body is the sender's mistake. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new HttpError(400, messages.taskDocRequired);
  const upload: Upload = { bytes: undefined, fileName: '', fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in upload.fields)) upload.fields[part.fieldname] = part.value;
      } else if (part.fieldname === TASK_DOC_FIELD && upload.bytes === undefined) {
        upload.bytes = await part.toBuffer();
        upload.fileName = part.filename;
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, messages.taskDocTooLarge(MAX_TASK_DOC_BYTES / (1024 * 1024)));
    if (errorCode(error) === 'FST_FILES_LIMIT') throw new HttpError(400, messages.taskDocOneFile);
    throw new HttpError(400, messages.taskDocRequired);
  }
  return upload;
}

/** The name shown for the file: the sender's base name without control characters, ending in the extension of what it really is. */
function storedName(sent: string, type: MediaType): string {
  const ext = MEDIA_EXTENSIONS[type];
  // eslint-disable-next-line no-control-regex
  const base = (sent.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').replace(/\.[^.]*$/, '').trim().slice(0, 150);
  return `${base === '' ? 'dokument' : base}.${ext}`;
}

/** /api/hr/ — a member's documents on their own assignments (spec 02 §2.4 add-document form). Multipart is accepted here only. */
export const taskDocumentRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_TASK_DOC_BYTES, files: 1, fields: 5, parts: 7, fieldSize: 4096, headerPairs: 50 },
  });

  app.get('/membertask-docs/', async (request): Promise<{ data: MemberTaskDoc[]; count: number }> => {
    const docs = await listMemberTaskDocs(db, signedIn(request).id, parseInput(memberTaskDocsQuery, request.query));
    if (!docs) throw new HttpError(404, messages.taskNotFound);
    return docs;
  });

  app.post('/membertaskdoc/', async (request, reply): Promise<MemberTaskDoc> => {
    const upload = await readUpload(request);
    if (upload.bytes === undefined || upload.bytes.length === 0) throw new HttpError(400, messages.taskDocRequired);
    const fields = parseInput(memberTaskDocForm, upload.fields);
    const type = sniffDocumentType(upload.bytes);
    if (type === undefined) throw new HttpError(415, messages.taskDocType);
    const doc = await addMemberTaskDoc(db, signedIn(request).id, {
      memberTaskId: fields.member_task_id,
      description: fields.description?.trim() ?? '',
      fileName: storedName(upload.fileName, type),
      contentType: type,
      bytes: upload.bytes,
    });
    if (!doc) throw new HttpError(404, messages.taskNotFound);
    void reply.code(201);
    return doc;
  });

  app.delete('/membertaskdoc/:id/', async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    if (!(await deleteMemberTaskDoc(db, signedIn(request).id, id))) throw new HttpError(404, messages.taskDocNotFound);
    return reply.code(204).send();
  });
};
