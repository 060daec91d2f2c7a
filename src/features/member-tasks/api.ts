import { apiSend } from '../../api/http';

export async function deleteTaskDoc(id: number): Promise<void> {
  await apiSend('delete', `/api/hr/membertaskdoc/${id}/`);
}

/** PUT /api/hr/membertask/{id}/ seen — opening the task clears it from the top bar's count; a lost call costs only the badge. */
export async function markSeen(memberTaskId: number): Promise<void> {
  await apiSend('put', `/api/hr/membertask/${memberTaskId}/`, { json: { seen: true } });
}
