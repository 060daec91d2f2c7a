import { HTTPError } from 'ky';
import { z } from 'zod';
import { ApiError, toApiError } from '../../api/api-error';
import { apiSend, http } from '../../api/http';
import { taskDoc, taskInfo, type TaskDoc, type TaskInfo, type TaskUpdateInput } from '../../contract/task-creator';
import { TASK_DOC_FIELD } from '../../contract/task-documents';

/** GET /api/hr/taskinfo/ — the creator's detail; one copy per task on the device. */
export const taskInfoPath = (taskId: number): string => `/api/hr/taskinfo/?task_id=${taskId}`;

/** The update payload as sent (dates as the form's text, spec 01 §3 "Task update payload"). */
export type TaskUpdatePayload = Omit<TaskUpdateInput, 'start_date' | 'end_date'> & { start_date: string; end_date: string };

/** PUT /api/hr/task/{id}/ — answers the whole detail as it now is. Needs the server. */
export function updateTask(taskId: number, payload: TaskUpdatePayload): Promise<TaskInfo> {
  return apiSend('put', `/api/hr/task/${taskId}/`, { json: payload, schema: taskInfo });
}

/** POST /api/hr/taskdoc/ — multipart: doc_file, task_id, description (spec 01 §7). */
export function uploadTaskDoc(taskId: number, description: string, file: File): Promise<TaskDoc> {
  const body = new FormData();
  body.append('task_id', String(taskId));
  if (description.trim()) body.append('description', description.trim());
  body.append(TASK_DOC_FIELD, file);
  return apiSend('post', '/api/hr/taskdoc/', { body, schema: taskDoc, timeout: 60_000 });
}

export async function deleteTaskDoc(docId: number): Promise<void> {
  await apiSend('delete', `/api/hr/taskdoc/${docId}/`);
}

/** The file name the server gives the PDF, or ours when it names none. */
function attachmentName(disposition: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1]?.trim() || fallback;
}

/** POST /api/hr/getqrcode/{taskId}/ — the QR PDF (spec 01 §7), with the name to save it under. */
export async function fetchQrPdf(taskId: number): Promise<{ blob: Blob; fileName: string }> {
  try {
    const response = await http.post(`api/hr/getqrcode/${taskId}/`, { timeout: 60_000 });
    return { blob: await response.blob(), fileName: attachmentName(response.headers.get('content-disposition'), `detyra-${taskId}-kodet-qr.pdf`) };
  } catch (error) {
    throw await toApiError(error);
  }
}

const taskConflict = z.object({ Error: z.string(), current: taskInfo });

/** A save's outcome: the detail as it now is, or another device's save that came first (409). */
export type TaskSaveResult = { kind: 'saved'; task: TaskInfo } | { kind: 'changedElsewhere'; text: string; current: TaskInfo };

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.clone().json()) as unknown;
  } catch {
    return null;
  }
}

/**
 * PUT /api/hr/task/{id}/ with the version the edit began on (`base`): the server refuses it with
 * its own copy when another device saved in between, and that copy comes back here to be shown.
 */
export async function saveTask(taskId: number, payload: TaskUpdatePayload): Promise<TaskSaveResult> {
  try {
    return { kind: 'saved', task: await updateTask(taskId, payload) };
  } catch (error) {
    const answer: unknown = error instanceof ApiError && error.status === 409 && error.cause instanceof HTTPError ? await readJson(error.cause.response) : null;
    const conflict = taskConflict.safeParse(answer);
    if (conflict.success) return { kind: 'changedElsewhere', text: conflict.data.Error, current: conflict.data.current };
    throw error;
  }
}
