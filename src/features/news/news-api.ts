import { newsList } from '../../contract/news';

/**
 * The news the device keeps: the newest NEWS_WINDOW items in one call (the API's largest page),
 * paged 6 at a time on the device, so every page, the reader and its 'latest' cards open offline.
 */
export const NEWS_WINDOW = 100;
export const NEWS_PATH = `/api/news/news/?offset=0&limit=${NEWS_WINDOW}`;

/** GET /api/news/news/ with a title filter (online search beyond the window). */
export function newsSearchPath(title: string): string {
  return `/api/news/news/?offset=0&limit=${NEWS_WINDOW}&title=${encodeURIComponent(title.trim())}`;
}

export { newsList };
