import { useSearchParams } from 'react-router';
import { pageWindow, type PageWindow } from '../../lib/paging';

export interface UrlPageQuery {
  page: number;
  pageSize: number;
}

export interface UrlPaging<Q extends UrlPageQuery> {
  params: URLSearchParams;
  query: Q;
  /** A new search (its filters) starts again at page 1 (spec 02 §4). */
  search: (filters: Omit<Q, 'page' | 'pageSize'>) => void;
  setPage: (page: number) => void;
  /** A new size starts again at page 1. */
  setPageSize: (size: number) => void;
  window: (total: number) => PageWindow;
}

/** A server-paged list whose search and page live in the page's URL, so Back returns to the same place. */
export function useUrlPaging<Q extends UrlPageQuery>(read: (params: URLSearchParams) => Q, write: (query: Q) => URLSearchParams): UrlPaging<Q> {
  const [params, setParams] = useSearchParams();
  const query = read(params);
  const go = (next: Q) => setParams(write(next));
  return {
    params,
    query,
    search: (filters) => go({ ...query, ...filters, page: 1 }),
    setPage: (page) => go({ ...query, page }),
    setPageSize: (pageSize) => go({ ...query, pageSize, page: 1 }),
    window: (total) => pageWindow(total, query.page, query.pageSize),
  };
}
