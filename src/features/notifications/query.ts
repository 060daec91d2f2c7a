/** The list's state, kept in the page's URL so Back from a notification returns to the same search and page. */
export interface NotificationFilters {
  title: string;
  description: string;
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
}

export interface NotificationsQuery extends NotificationFilters {
  page: number;
  pageSize: number;
}

export const NO_FILTERS: NotificationFilters = { title: '', description: '', from: '', to: '' };
/** Spec 02 §9: notifications page at 10 by default. */
export const DEFAULT_PAGE_SIZE = 10;
export const LIST_PATH = '/api/sns/my-notifications/';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function positive(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

export function readQuery(params: URLSearchParams): NotificationsQuery {
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    title: params.get('title') ?? '',
    description: params.get('description') ?? '',
    from: day('from'),
    to: day('to'),
    page: positive(params.get('page'), 1),
    pageSize: Math.min(100, positive(params.get('size'), DEFAULT_PAGE_SIZE)),
  };
}

/** The page URL's search part; defaults are left out so the plain list is just /notifications. */
export function writeQuery(query: NotificationsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.title.trim()) params.set('title', query.title.trim());
  if (query.description.trim()) params.set('description', query.description.trim());
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(query.pageSize));
  return params;
}

/**
 * The server call for one page: offset = size × (page − 1), limit = size (spec 02 §9). The keys
 * keep one order so the same search is the same copy on the device.
 */
export function listPath(query: NotificationsQuery): string {
  const params = new URLSearchParams({ offset: String(query.pageSize * (query.page - 1)), limit: String(query.pageSize) });
  if (query.title.trim()) params.set('title', query.title.trim());
  if (query.description.trim()) params.set('description', query.description.trim());
  if (query.from) params.set('from_date', query.from);
  if (query.to) params.set('to_date', query.to);
  return `${LIST_PATH}?${params.toString()}`;
}
