import { useCallback, useMemo, useState } from 'react';
import type { NewsItem } from '../../contract/news';
import { useCachedRead } from '../../ui/cached/use-cached-read';
import { newsList, newsSearchPath, NEWS_PATH, NEWS_WINDOW } from './news-api';
import { titleMatches } from './news-text';
import { useOlderNews } from './use-older-news';

export interface NewsView {
  /** The newest news on the device (undefined: no copy yet). */
  latest: readonly NewsItem[] | undefined;
  /** What the grid shows for the query (undefined: nothing to show yet). */
  items: readonly NewsItem[] | undefined;
  /** The query was answered from the device's window only (offline, and the window may not hold every item). */
  localOnly: boolean;
  /** The device's copy has been looked for (see useDeviceCopy). */
  checked: boolean;
  /** When the shown copy was fetched; null without one. */
  at: number | null;
  refreshing: boolean;
  error: unknown;
  /** Asks for the next older window: there while the grid shows every news and the server may have older. */
  more: (() => void) | undefined;
}

/** The windows in order, up to the first the device does not have; an item that moved to the next window is shown once. */
function joinWindows(windows: readonly (readonly NewsItem[] | undefined)[]): NewsItem[] {
  const seen = new Set<number>();
  const items: NewsItem[] = [];
  for (const window of windows) {
    if (window === undefined) break;
    for (const item of window) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/**
 * News, offline first. The newest NEWS_WINDOW items are kept on the device (useCachedRead), and
 * the older windows the member pages to (useOlderNews). A title
 * search filters them on the device when they are every item there is (fewer than the window);
 * otherwise it asks the server (its answer is kept too, so the same search works offline later),
 * and with no signal and no kept answer it filters the window and says so.
 */
export function useNews(userId: number | null, query: string, online: boolean): NewsView {
  const kept = useCachedRead(userId, NEWS_PATH, newsList);
  const latest = kept.data;
  const complete = latest !== undefined && latest.length < NEWS_WINDOW;
  const searching = query.trim() !== '';
  const askServer = searching && latest !== undefined && !complete;
  const search = useCachedRead(userId, askServer ? newsSearchPath(query) : null, newsList);
  const [olderCount, setOlderCount] = useState(0);
  const older = useOlderNews(userId, olderCount, online);
  const all = useMemo(() => (latest === undefined ? undefined : joinWindows([latest, ...older.windows])), [latest, older.windows]);
  // The last window asked for is on the device and full: the server may hold older news.
  const hasOlder = (olderCount === 0 ? latest : older.windows[olderCount - 1])?.length === NEWS_WINDOW;
  const loadOlder = useCallback(() => setOlderCount((count) => count + 1), []);
  const more = hasOlder && !searching ? loadOlder : undefined;

  return useMemo(() => {
    if (!searching || latest === undefined) {
      return { latest, items: all, localOnly: false, checked: kept.checked, at: kept.at, refreshing: kept.refreshing, error: kept.error, more };
    }
    if (askServer && (search.data !== undefined || online)) {
      return { latest, items: search.data, localOnly: false, checked: search.checked, at: search.at, refreshing: search.refreshing, error: search.error, more };
    }
    const items = latest.filter((item) => titleMatches(item.title, query));
    return { latest, items, localOnly: askServer, checked: true, at: kept.at, refreshing: kept.refreshing, error: kept.error, more };
  }, [searching, latest, all, kept.checked, askServer, search.data, search.checked, search.at, search.refreshing, search.error, online, query, kept.at, kept.refreshing, kept.error, more]);
}
