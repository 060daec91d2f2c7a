import { useMemo } from 'react';
import type { NewsItem } from '../../contract/news';
import { useCachedRead } from '../../ui/cached/use-cached-read';
import { newsList, newsSearchPath, NEWS_PATH, NEWS_WINDOW } from './news-api';
import { titleMatches } from './news-text';

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
}

/**
 * News, offline first. The newest NEWS_WINDOW items are kept on the device (useCachedRead). A title
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

  return useMemo(() => {
    if (!searching || latest === undefined) {
      return { latest, items: latest, localOnly: false, checked: kept.checked, at: kept.at, refreshing: kept.refreshing, error: kept.error };
    }
    if (askServer && (search.data !== undefined || online)) {
      return { latest, items: search.data, localOnly: false, checked: search.checked, at: search.at, refreshing: search.refreshing, error: search.error };
    }
    const items = latest.filter((item) => titleMatches(item.title, query));
    return { latest, items, localOnly: askServer, checked: true, at: kept.at, refreshing: kept.refreshing, error: kept.error };
  }, [searching, latest, kept.checked, askServer, search.data, search.checked, search.at, search.refreshing, search.error, online, query, kept.at, kept.refreshing, kept.error]);
}
