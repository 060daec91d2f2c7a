import { useCallback, useMemo, useState } from 'react';
import { pageSlice, pageWindow, type PageWindow } from '../../lib/paging';

export interface Paging<T> {
  window: PageWindow;
  /** The rows of the page on screen. */
  rows: readonly T[];
  pageSize: number;
  setPage: (page: number) => void;
  /** A new size starts again at page 1. */
  setPageSize: (size: number) => void;
}

/** Local paging of a list already in memory (the device's copy or a search answer). */
export function usePaging<T>(items: readonly T[], initialPageSize: number): Paging<T> {
  const [page, setPage] = useState(1);
  const [pageSize, setSize] = useState(initialPageSize);
  const window = useMemo(() => pageWindow(items.length, page, pageSize), [items.length, page, pageSize]);
  const rows = useMemo(() => pageSlice(items, window), [items, window]);
  const setPageSize = useCallback((size: number) => {
    setSize(size);
    setPage(1);
  }, []);
  return { window, rows, pageSize, setPage, setPageSize };
}
