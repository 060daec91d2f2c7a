import { Pager } from './pager';
import type { Paging } from './use-paging';

/** The pager of a list table paged with usePaging: 'x-y nga N', previous / next and rows per page. */
export function PagingFooter<T>({ paging, testId }: { paging: Paging<T>; testId: string }) {
  return (
    <Pager window={paging.window} onPageChange={paging.setPage} pageSize={paging.pageSize} onPageSizeChange={paging.setPageSize} testId={testId} />
  );
}
