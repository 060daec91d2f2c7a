import { useCallback, useMemo, useState } from 'react';
import type { LocalDiasporaReference } from '../../../db/database';
import { useLocalSearch } from '../../../ui/offline-list/use-local-search';
import type { Paging } from '../../../ui/pager/use-paging';
import { EMPTY_DIASPORA_QUERY, EMPTY_TEXT_QUERY, filterByChoices, textPartOf, type DiasporaQuery } from './diaspora-query';

/**
 * The list's search over the device's copy: the selects narrow the records, the text fields go
 * through the shared prefix search, and a new search starts again at page 1 (spec 02 §4).
 */
export function useDiasporaSearch(
  records: readonly LocalDiasporaReference[] | undefined,
  pageSize: number,
): { paging: Paging<LocalDiasporaReference>; query: DiasporaQuery; search: (query: DiasporaQuery) => void } {
  const [query, setQuery] = useState(EMPTY_DIASPORA_QUERY);
  const narrowed = useMemo(() => (records === undefined ? undefined : filterByChoices(records, query)), [records, query]);
  const { paging, search: searchText } = useLocalSearch(narrowed, EMPTY_TEXT_QUERY, pageSize);
  const search = useCallback(
    (next: DiasporaQuery) => {
      setQuery(next);
      searchText(textPartOf(next));
    },
    [searchText],
  );
  return { paging, query, search };
}
