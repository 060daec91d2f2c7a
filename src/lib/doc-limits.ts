import { MAX_TASK_DOC_BYTES } from '../contract/task-documents';

/** What the server takes (server/http/document-type.ts): PDF, Word, Excel, JPEG, PNG, WebP, up to 5 MB. */
export const DOC_ACCEPT = '.pdf,.docx,.xlsx,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp';
const EXTENSIONS = /\.(pdf|docx|xlsx|jpe?g|png|webp)$/i;
export const MAX_DOC_MB = MAX_TASK_DOC_BYTES / (1024 * 1024);

export type DocProblem = 'required' | 'tooLarge' | 'wrongType';

/** Why the file would be refused before it is sent (or queued), or null. The server still checks the bytes. */
export function docProblem(file: File | null): DocProblem | null {
  if (!file) return 'required';
  if (file.size > MAX_TASK_DOC_BYTES) return 'tooLarge';
  if (!EXTENSIONS.test(file.name)) return 'wrongType';
  return null;
}
