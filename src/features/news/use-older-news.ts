import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import { memberToken } from '../../api/member-token';
import { getWithTokenAt } from '../../api/token-get';
import { db } from '../../db/database';
import type { NewsItem } from '../../contract/news';
import { keepCachedRead } from '../../ui/cached/keep-cached-read';
import { newsList, newsWindowPath } from './news-api';

export interface OlderNews {
  /** The windows after the newest one, in order, as far as the device has them. */
  windows: readonly (readonly NewsItem[] | undefined)[];
}

/**
 * The older news windows the member paged to (1…count after the newest), offline first like the
 * newest one: each is kept on the device once fetched, so the pages seen open without a signal.
 * A window is fetched when first asked for on this visit (and again when the signal returns).
 */
export function useOlderNews(userId: number | null, count: number, online: boolean): OlderNews {
  const paths = useMemo(() => Array.from({ length: count }, (_, i) => newsWindowPath(i + 1)), [count]);
  const rows = useLiveQuery(
    async () => (userId === null || paths.length === 0 ? [] : db.cachedReads.bulkGet(paths.map((path): [number, string] => [userId, path]))),
    [userId, paths],
  );
  const newest = paths.at(-1);
  useEffect(() => {
    if (userId === null || newest === undefined || !online) return;
    void (async () => {
      try {
        const { value, watermark } = await getWithTokenAt(newest, await memberToken(userId), newsList);
        await keepCachedRead(userId, newest, value, Date.now(), watermark);
      } catch (error) {
        // The device's copy, if any, still shows; without one the paging stops at what is there.
        console.error('news: an older page did not load', error);
      }
    })();
  }, [userId, newest, online]);

  const windows = useMemo(
    () =>
      paths.map((_, i) => {
        const parsed = newsList.safeParse(rows?.[i]?.value);
        return parsed.success ? parsed.data : undefined;
      }),
    [paths, rows],
  );
  return { windows };
}
