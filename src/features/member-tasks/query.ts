import type { MemberTasksQuery } from '../../contract/member-tasks';

export type StatusFilter = NonNullable<MemberTasksQuery['status']> | '';
export const STATUS_FILTERS: readonly Exclude<StatusFilter, ''>[] = ['ongoing', 'completed', 'unfinished', 'refused'];

/** The list's state, kept in the page's URL so Back from a task returns to the same search and page. */
export interface TasksQuery {
  name: string;
  status: StatusFilter;
  page: number;
  pageSize: number;
}

/** Spec 02 §9: tasks page at 10 by default. */
export const DEFAULT_PAGE_SIZE = 10;
export const LIST_PATH = '/api/hr/my-assigned-tasks/';

function positive(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

export function readQuery(params: URLSearchParams): TasksQuery {
  const status = params.get('status') ?? '';
  return {
    name: params.get('name') ?? '',
    status: (STATUS_FILTERS as readonly string[]).includes(status) ? (status as StatusFilter) : '',
    page: positive(params.get('page'), 1),
    pageSize: Math.min(100, positive(params.get('size'), DEFAULT_PAGE_SIZE)),
  };
}

/** The page URL's search part; defaults are left out so the plain list is just /tasks-received. */
export function writeQuery(query: TasksQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.name.trim()) params.set('name', query.name.trim());
  if (query.status) params.set('status', query.status);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(query.pageSize));
  return params;
}

/** One page's call: offset = size × (page − 1), limit = size (spec 02 §9), keys in one order so a search is one copy on the device. */
export function listPath(query: TasksQuery): string {
  const params = new URLSearchParams({ offset: String(query.pageSize * (query.page - 1)), limit: String(query.pageSize) });
  if (query.name.trim()) params.set('name', query.name.trim());
  if (query.status) params.set('status', query.status);
  return `${LIST_PATH}?${params.toString()}`;
}

export const detailPath = (memberTaskId: number): string => `/api/hr/membertask/${memberTaskId}/`;
export const docsPath = (memberTaskId: number): string => `/api/hr/membertask-docs/?offset=0&limit=100&member_task=${memberTaskId}`;
export const qrViewPath = (taskId: number): string => `/api/hr/taskinfoqrc/?task_id=${taskId}`;
