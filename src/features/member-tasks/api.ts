import { apiSend } from '../../api/http';
import { memberTaskDoc, TASK_DOC_FIELD, type MemberTaskDoc } from '../../contract/task-documents';

/** POST /api/hr/membertaskdoc/ — multipart: description, member_task_id and the one file (spec 02 §7). Needs the server. */
export function uploadTaskDoc(memberTaskId: number, description: string, file: File): Promise<MemberTaskDoc> {
  const body = new FormData();
  body.append('member_task_id', String(memberTaskId));
  if (description.trim()) body.append('description', description.trim());
  body.append(TASK_DOC_FIELD, file);
  return apiSend('post', '/api/hr/membertaskdoc/', { body, schema: memberTaskDoc, timeout: 60_000 });
}

export async function deleteTaskDoc(id: number): Promise<void> {
  await apiSend('delete', `/api/hr/membertaskdoc/${id}/`);
}

/** PUT /api/hr/membertask/{id}/ seen — opening the task clears it from the top bar's count; a lost call costs only the badge. */
export async function markSeen(memberTaskId: number): Promise<void> {
  await apiSend('put', `/api/hr/membertask/${memberTaskId}/`, { json: { seen: true } });
}
