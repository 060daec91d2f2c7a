import { useEffect, useRef } from 'react';
import type { OutboxRows } from '../../ui/offline-list/use-outbox-rows';

/**
 * A reference in 'attention' is a conflict: another device changed it. Before the member compares
 * the two versions, the list is refreshed (when there is signal) so the server's side is current.
 * Once per set of conflicting rows; the download on opening the screen counts.
 * (The same rule as patronage-outreach's; a feature cannot import another's.)
 */
export function useRefreshOnAttention(outbox: OutboxRows, online: boolean, downloading: boolean, refresh: () => void): void {
  const attention = [...outbox]
    .filter(([, row]) => row.state === 'attention')
    .map(([key]) => key)
    .sort()
    .join(',');
  const refreshedFor = useRef('');
  useEffect(() => {
    if (!online || downloading || attention === '' || refreshedFor.current === attention) return;
    refreshedFor.current = attention;
    refresh();
  }, [attention, online, downloading, refresh]);
}
