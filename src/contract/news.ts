/** News, "Lajme" (spec 02 §2.7, §3 "News item", §7). */
import { z } from 'zod';
import { pagingQuery, plainText } from './common';
import { person } from './dashboard';

/** GET /api/news/news/ — `title` matches anywhere in the title, ignoring case, ë and ç; newest first. */
export const newsQuery = pagingQuery.extend({ title: plainText(200).optional() });
export type NewsQuery = z.infer<typeof newsQuery>;

export const newsItem = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML: sanitise before rendering. */
  content: z.string(),
  /** A /media/ address, or null. */
  photo: z.string().nullable(),
  /** ISO date-time. */
  publish_date: z.string(),
  member: person,
});
/** A plain array (spec 02 §7). */
export const newsList = z.array(newsItem);
export type NewsItem = z.infer<typeof newsItem>;
