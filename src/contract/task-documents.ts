/** A member's documents on their assignment (spec 02 §2.4 add-document form, §3 "Task document", §5, §7). */
import { z } from 'zod';
import { dbIdCoerced, paged, pagingQuery, plainText } from './common';

/** The multipart field of the file (spec 02 §7). */
export const TASK_DOC_FIELD = 'doc_file';
/** The largest document accepted. */
export const MAX_TASK_DOC_BYTES = 5 * 1024 * 1024;
/**
 * The `Error` of DELETE /api/hr/membertaskdoc/{id}/ for a document that is not there or not the
 * caller's: the outbox reads a delete's 404 with it as "already deleted".
 */
export const TASK_DOC_GONE = 'Dokumenti nuk u gjet!';

/** GET /api/hr/membertask-docs/ — the documents of one of the caller's assignments, newest first. */
export const memberTaskDocsQuery = pagingQuery.extend({ member_task: dbIdCoerced });

export const memberTaskDoc = z.object({
  id: z.number().int(),
  member_task_id: z.number().int(),
  description: z.string(),
  /** The /media/ address; non-images download as attachments. */
  doc_file: z.string(),
  file_name: z.string(),
  /** 'image' (JPEG, PNG, WebP) or 'doc' (PDF, .docx, .xlsx), from the file's bytes. */
  type: z.enum(['image', 'doc']),
  create_date: z.string(),
});
export const memberTaskDocs = paged(memberTaskDoc);
export type MemberTaskDoc = z.infer<typeof memberTaskDoc>;

/**
 * POST /api/hr/membertaskdoc/ — the plain fields of the multipart form (`doc_file` is the one file).
 * `client_ref` is ours: the device's local id of a document added offline; a repeat with the same
 * one answers 200 with the first document instead of storing a second.
 */
export const memberTaskDocForm = z.object({
  member_task_id: dbIdCoerced,
  description: plainText(500).optional(),
  client_ref: plainText(64).trim().min(1).optional(),
});
