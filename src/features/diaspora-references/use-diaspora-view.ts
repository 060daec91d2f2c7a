import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The screen's four views (spec 02 §2.14): 0 list, 1 new reference, 2 edit, 3 voting status. */
export type DiasporaView = { index: 0 } | { index: 1 } | { index: 2; key: string } | { index: 3; key: string };

/**
 * The view lives in the URL (`?view=new`, `?view=edit&ref=<key>`, `?view=status&ref=<key>`), so a
 * phone's back button returns to the list and a reload stays where it was.
 */
export function useDiasporaView(): {
  view: DiasporaView;
  openNew: () => void;
  openEdit: (key: string) => void;
  openStatus: (key: string) => void;
  backToList: () => void;
} {
  const [params, setParams] = useSearchParams();
  const name = params.get('view');
  const key = params.get('ref') ?? '';
  const view: DiasporaView =
    name === 'new' ? { index: 1 } : name === 'edit' && key !== '' ? { index: 2, key } : name === 'status' && key !== '' ? { index: 3, key } : { index: 0 };
  return {
    view,
    openNew: useCallback(() => setParams({ view: 'new' }), [setParams]),
    openEdit: useCallback((ref: string) => setParams({ view: 'edit', ref }), [setParams]),
    openStatus: useCallback((ref: string) => setParams({ view: 'status', ref }), [setParams]),
    backToList: useCallback(() => setParams({}, { replace: true }), [setParams]),
  };
}
