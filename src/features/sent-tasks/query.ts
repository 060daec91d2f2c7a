/** A list's place, kept in the page's URL so a reload or Back returns to the same search and page. */
export interface SentTasksQuery {
  search: string;
  page: number;
  pageSize: number;
}

/** Spec 01 §9: the task lists page at 10, fetched by offset. */
export const PAGE_SIZE = 10;
export const MY_TASKS_PATH = '/api/hr/mytasks/';
export const QR_TASKS_PATH = '/api/hr/task/qrcodeunique/';

export function readQuery(params: URLSearchParams): SentTasksQuery {
  const page = Number(params.get('page'));
  return { search: params.get('search') ?? '', page: Number.isInteger(page) && page >= 1 ? page : 1, pageSize: PAGE_SIZE };
}

/** Defaults are left out, so the plain list is just the bare path. */
export function writeQuery(query: SentTasksQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** One page's call (spec 01 §7: `?limit=10&offset={n}`), keys in one order so a page is one copy on the device. */
export function pagePath(base: string, query: SentTasksQuery): string {
  const params = new URLSearchParams({ limit: String(query.pageSize), offset: String(query.pageSize * (query.page - 1)) });
  if (query.search.trim()) params.set('search', query.search.trim());
  return `${base}?${params.toString()}`;
}
