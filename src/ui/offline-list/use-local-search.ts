import { useCallback, useMemo, useState } from 'react';
import { usePaging, type Paging } from '../pager/use-paging';
import { filterByPrefixes, type LocalQuery } from '../../lib/local-search';

/** A list's search over the device's copy and its paging; a new search starts again at page 1 (spec 02 §4). */
export function useLocalSearch<R extends { folded: Readonly<Record<F, string>> }, F extends string>(
  records: readonly R[] | undefined,
  empty: LocalQuery<F>,
  pageSize: number,
): { paging: Paging<R>; search: (query: LocalQuery<F>) => void } {
  const [query, setQuery] = useState(empty);
  const shown = useMemo(() => filterByPrefixes(records ?? [], query), [records, query]);
  const paging = usePaging(shown, pageSize);
  const { setPage } = paging;
  const search = useCallback(
    (next: LocalQuery<F>) => {
      setQuery(next);
      setPage(1);
    },
    [setPage],
  );
  return { paging, search };
}
