import { useCallback, useSyncExternalStore } from 'react';
import type { RowSync } from '../../../ui/offline-list/sync-mark';
import type { OpenVoterList } from '../open-voter-list';
import type { RowSignals } from '../row-signals';

/**
 * What one row of an open voting-day list shows, each part subscribed on its own: its record, its
 * sync mark and its busy flag. A tap re-renders this row alone.
 */
export function useRowState<R extends { voted: boolean }>(
  list: OpenVoterList<R>,
  voterId: number,
  syncMarks: RowSignals<string, RowSync>,
  syncKey: string,
  busyRows: RowSignals<number, boolean>,
): { record: R | undefined; sync: RowSync; busy: boolean } {
  const record = useSyncExternalStore(
    useCallback((listener: () => void) => list.subscribeRow(voterId, listener), [list, voterId]),
    () => list.get(voterId),
  );
  const sync = useSyncExternalStore(
    useCallback((listener: () => void) => syncMarks.subscribe(syncKey, listener), [syncMarks, syncKey]),
    () => syncMarks.get(syncKey),
  );
  const busy = useSyncExternalStore(
    useCallback((listener: () => void) => busyRows.subscribe(voterId, listener), [busyRows, voterId]),
    () => busyRows.get(voterId),
  );
  return { record, sync, busy };
}
