/** Page-size choices of the spec's list tables (spec 02 §9). */
export const PAGE_SIZE_OPTIONS: readonly number[] = [5, 10, 15, 20, 25];

/** Where a page stands in a list: the 1-based rows it shows ('x-y nga N') and how many pages there are. */
export interface PageWindow {
  /** The page actually shown: the requested one, pulled back when the list shrank under it. */
  page: number;
  pages: number;
  /** 1-based first row shown; 0 for an empty list. */
  from: number;
  /** 1-based last row shown; 0 for an empty list. */
  to: number;
  total: number;
}

export function pageWindow(total: number, page: number, pageSize: number): PageWindow {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // A delete on the last page, or a search, may leave the requested page past the end.
  const current = Math.min(Math.max(1, Math.floor(page)), pages);
  if (total === 0) return { page: 1, pages, from: 0, to: 0, total };
  const from = (current - 1) * pageSize + 1;
  return { page: current, pages, from, to: Math.min(total, current * pageSize), total };
}

/** The rows of one page (only these are rendered, so a list of thousands stays quick). */
export function pageSlice<T>(items: readonly T[], window: PageWindow): readonly T[] {
  return window.total === 0 ? [] : items.slice(window.from - 1, window.to);
}
