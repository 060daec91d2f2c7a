import { useEffect, useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/database';
import { EMIGRANT_KIND } from '../../../sync/kinds/emigrant-kinds';

/** When the newest of the member's emigrant rows went to 'attention' (epoch ms), or null when none is there. */
function useNewestAttention(userId: number): number | null {
  const newest = useLiveQuery(async () => {
    let at: number | null = null;
    await db.outbox
      .where('userId')
      .equals(userId)
      .each((row) => {
        if (row.kind === EMIGRANT_KIND && row.state === 'attention') at = Math.max(at ?? row.updatedAt, row.updatedAt);
      });
    return at;
  }, [userId]);
  return newest ?? null;
}

/**
 * A row in 'attention' is mostly a conflict: another device changed the reference. Before the
 * member compares the two versions, the list is refreshed (when there is signal) so the server's
 * side is current — unless a download started after the row was stopped, which already is. The
 * times decide, not the order in which the outbox and the download answer the screen.
 */
export function useRefreshOnAttention(userId: number, online: boolean, downloading: boolean, refresh: () => void): void {
  const newestAttention = useNewestAttention(userId);
  const lastDownloadStart = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    if (downloading) lastDownloadStart.current = Date.now();
  }, [downloading]);
  useEffect(() => {
    if (!online || downloading || newestAttention === null || newestAttention < lastDownloadStart.current) return;
    // Counted as started now: the same rows do not ask twice, whatever the refresh's outcome.
    lastDownloadStart.current = Date.now();
    refresh();
  }, [newestAttention, online, downloading, refresh]);
}
