import { useCallback, useSyncExternalStore } from 'react';
import type { RowSync } from '../../../ui/offline-list/sync-mark';
import type { OpenVoterList } from '../open-voter-list';
import type { RowMarks } from '../row-marks';
import type { RowSignals } from '../row-signals';

/**
 * What one row of an open voting-day list shows, each part subscribed on its own: its record, its
 * sync mark and its busy flag. A tap re-renders this row alone.
 */
export function useRowState<R extends { voted: boolean }>(
  list: OpenVoterList<R>,
  voterId: number,
  marks: RowMarks,
  syncKey: string,
  busyRows: RowSignals<number, boolean>,
): { record: R | undefined; sync: RowSync; busy: boolean } {
  const record = useSyncExternalStore(
    useCallback((listener: () => void) => list.subscribeRow(voterId, listener), [list, voterId]),
    () => list.get(voterId),
  );
  const sync = useSyncExternalStore(
    useCallback((listener: () => void) => marks.subscribe(syncKey, listener), [marks, syncKey]),
    () => marks.get(syncKey),
  );
  const busy = useSyncExternalStore(
    useCallback((listener: () => void) => busyRows.subscribe(voterId, listener), [busyRows, voterId]),
    () => busyRows.get(voterId),
  );
  return { record, sync, busy };
}
