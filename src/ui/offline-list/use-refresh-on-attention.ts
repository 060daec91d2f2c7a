import { useEffect, useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/database';

/** When the newest of the member's rows of `kind` went to 'attention' (epoch ms), or null when none is there. */
function useNewestAttention(userId: number, kind: string): number | null {
  const newest = useLiveQuery(async () => {
    let at: number | null = null;
    await db.outbox
      .where('userId')
      .equals(userId)
      .each((row) => {
        if (row.kind === kind && row.state === 'attention') at = Math.max(at ?? row.updatedAt, row.updatedAt);
      });
    return at;
  }, [userId, kind]);
  return newest ?? null;
}

/**
 * A row of `kind` in 'attention' is mostly a conflict: another device changed the record. Before
 * the member compares the two versions, the list is refreshed (when there is signal) so the
 * server's side is current — unless a download started after the row was stopped, which already
 * is (the one on opening the screen counts). The times decide, not the order in which the outbox
 * and the download answer the screen; a row stopped again after a refresh asks again.
 */
export function useRefreshOnAttention(userId: number, kind: string, online: boolean, downloading: boolean, refresh: () => void): void {
  const newestAttention = useNewestAttention(userId, kind);
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
