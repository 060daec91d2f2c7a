import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MAX_TASK_DOC_BYTES, TASK_DOC_FIELD } from '../../src/contract/task-documents';
import { MEDIA_EXTENSIONS, type MediaType } from '../repositories/media';
import { sniffDocumentType } from './document-type';
import { HttpError } from './http-error';
import { messages } from './messages';
import { parseInput } from './validate';

/** Multipart for the task documents' forms: one file of at most MAX_TASK_DOC_BYTES and a few short fields. */
export async function registerDocumentUpload(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_TASK_DOC_BYTES, files: 1, fields: 5, parts: 7, fieldSize: 4096, headerPairs: 50 },
  });
}

interface RawUpload {
  bytes: Buffer | undefined;
  fileName: string;
  fields: Record<string, string>;
}

const errorCode = (error: unknown): unknown => (error instanceof Error && 'code' in error ? error.code : undefined);

/** The form's one file and its plain fields, whole; a second file, an oversized one or a broken body is the sender's mistake. */
async function readUpload(request: FastifyRequest): Promise<RawUpload> {
  if (!request.isMultipart()) throw new HttpError(400, messages.taskDocRequired);
  const upload: RawUpload = { bytes: undefined, fileName: '', fields: {} };
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

export interface DocumentUpload<F> {
  fields: F;
  bytes: Buffer;
  /** Decided from the bytes, never from the sender's name or type. */
  type: MediaType;
  fileName: string;
}

/** A task document form: the file present (400), the fields valid (400), the bytes a PDF, Word, Excel or image (415). */
export async function readDocumentUpload<S extends z.ZodType>(request: FastifyRequest, form: S): Promise<DocumentUpload<z.output<S>>> {
  const upload = await readUpload(request);
  if (upload.bytes === undefined || upload.bytes.length === 0) throw new HttpError(400, messages.taskDocRequired);
  const fields = parseInput(form, upload.fields);
  const type = sniffDocumentType(upload.bytes);
  if (type === undefined) throw new HttpError(415, messages.taskDocType);
  return { fields, bytes: upload.bytes, type, fileName: storedName(upload.fileName, type) };
}
