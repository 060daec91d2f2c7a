import { apiGet, apiSend } from '../../api/http';
import { assignableMembers, taskCreated, type AssignableMember, type TaskCreateInput } from '../../contract/task-creator';

/** Spec 01 §9: the member search shows 5 at most. */
export const MEMBER_SEARCH_LIMIT = 5;

/** The create payload as the server reads it (contract taskCreateBody), before its defaults. */
export type TaskCreatePayload = Omit<TaskCreateInput, 'start_date' | 'end_date'> & { start_date: string; end_date: string };

/** POST /api/hr/task/ — a task, or with `parent` a sub-task (spec 01 §7). Needs the server. */
export async function createTask(payload: TaskCreatePayload): Promise<number> {
  return (await apiSend('post', '/api/hr/task/', { json: payload, schema: taskCreated })).id;
}

/**
 * One search box for both names: its first word is the name, the rest the surname (each matched
 * from its start by the server), so "Arbër Hox" finds Arbër Hoxha.
 */
export function splitSearchText(text: string): { name: string; surname: string } {
  const [name = '', ...rest] = text.trim().split(/\s+/);
  return { name, surname: rest.join(' ') };
}

/**
 * The member search (spec 01 §7): by name and surname, or within a group (its `group_index`);
 * null when there is nothing to search by.
 */
export function memberSearchPath(text: string, group: number | null): string | null {
  const { name, surname } = splitSearchText(text);
  if (name === '' && group === null) return null;
  const limit = String(MEMBER_SEARCH_LIMIT);
  if (group === null) return `/api/hr/partymember/taskassignlist/?${new URLSearchParams({ limit, name, surname }).toString()}`;
  return `/api/hr/search-member-group/?${new URLSearchParams({ limit, group: String(group), name, surname }).toString()}`;
}

export async function searchMembers(path: string, signal: AbortSignal): Promise<AssignableMember[]> {
  return (await apiGet(path, assignableMembers, { signal })).slice(0, MEMBER_SEARCH_LIMIT);
}
