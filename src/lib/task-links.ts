/** Where the consult view was opened from: Back returns there (spec 02 §2.4). */
export type TaskOrigin = 'dashboard' | 'list';

export interface TaskViewState {
  memberTaskId: number;
  from: TaskOrigin;
  /** The list's search part, so Back returns to the same search and page. */
  listSearch?: string;
}

/** The consult view of an assignment: the id in the URL too, so a reload (also offline) opens it again. */
export function taskViewLink(memberTaskId: number, from: TaskOrigin, listSearch?: string): { to: string; state: TaskViewState } {
  return { to: `/task-view?id=${memberTaskId}`, state: { memberTaskId, from, listSearch } };
}

/** The QR view of a task (spec 02 §2.5: the id in navigation state; ours also in the URL). */
export function qrViewLink(taskId: number): { to: string; state: { taskId: number } } {
  return { to: `/task-qr-view?task_id=${taskId}`, state: { taskId } };
}
