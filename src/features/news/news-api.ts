import { newsList } from '../../contract/news';

/**
 * The news the device keeps, NEWS_WINDOW items a call (the API's largest page), paged 6 at a time
 * on the device: the newest window always (so every page of it, the reader and its 'latest' cards
 * open offline), and each older window once the member pages into it.
 */
export const NEWS_WINDOW = 100;

/** The `index`th window, newest first (spec 02 §7: offset and limit). */
export function newsWindowPath(index: number): string {
  return `/api/news/news/?offset=${index * NEWS_WINDOW}&limit=${NEWS_WINDOW}`;
}

export const NEWS_PATH = newsWindowPath(0);

/** GET /api/news/news/ with a title filter (online search beyond the window). */
export function newsSearchPath(title: string): string {
  return `/api/news/news/?offset=0&limit=${NEWS_WINDOW}&title=${encodeURIComponent(title.trim())}`;
}

export { newsList };
