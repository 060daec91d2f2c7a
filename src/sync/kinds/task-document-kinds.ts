import { entityIdOf } from '../outbox-row';
import { id, pickFields, text } from './field-checks';
import type { KindSpec } from './kind-spec';

export const TASK_DOCUMENT_KIND = 'task-document';

/** The multipart field of the file (spec 02 §7; the contract's TASK_DOC_FIELD, kept out of the worker's zod-free bundle). */
const FILE_FIELD = 'doc_file';

/** A 5 MB file on a weak signal needs more than the default 15 s. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** A document added on this device; the file itself waits in `outboxFiles` under the row's key. */
export interface DocumentDesired {
  member_task_id: number;
  description: string;
}

export function parseDocumentDesired(value: unknown): DocumentDesired {
  return pickFields<DocumentDesired>(value, { member_task_id: id, description: text }, 'task document');
}

/**
 * POST /api/hr/membertaskdoc/ as multipart (description, member_task_id, doc_file) with the
 * device's local id as `client_ref`: an upload retried after a lost answer returns the first
 * document instead of storing a second.
 */
export const taskDocumentKind: KindSpec = {
  kind: TASK_DOCUMENT_KIND,
  request(row) {
    const desired = parseDocumentDesired(row.desired);
    return {
      method: 'POST',
      path: '/api/hr/membertaskdoc/',
      multipart: {
        fields: { description: desired.description, member_task_id: String(desired.member_task_id), client_ref: entityIdOf(row) },
        file: { field: FILE_FIELD, key: row.key },
      },
      timeoutMs: UPLOAD_TIMEOUT_MS,
      complete: true,
    };
  },
};
