import { useCallback, useMemo, useState } from 'react';
import type { LocalEmigrantReference } from '../../../db/database';
import { usePaging, type Paging } from '../../../ui/pager/use-paging';
import { EMPTY_EMIGRANT_QUERY, filterEmigrants, type EmigrantQuery } from './emigrant-filter';

/**
 * The list's filter over the device's copy and its paging; a new search starts again at page 1
 * (spec 02 §4). The shared useLocalSearch knows text prefixes only; this list also filters by
 * country and creation day.
 */
export function useEmigrantSearch(
  records: readonly LocalEmigrantReference[] | undefined,
  pageSize: number,
): { paging: Paging<LocalEmigrantReference>; query: EmigrantQuery; search: (query: EmigrantQuery) => void } {
  const [query, setQuery] = useState(EMPTY_EMIGRANT_QUERY);
  const shown = useMemo(() => filterEmigrants(records ?? [], query), [records, query]);
  const paging = usePaging(shown, pageSize);
  const { setPage } = paging;
  const search = useCallback(
    (next: EmigrantQuery) => {
      setQuery(next);
      setPage(1);
    },
    [setPage],
  );
  return { paging, query, search };
}
