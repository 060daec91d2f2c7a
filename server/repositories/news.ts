import { desc, eq } from 'drizzle-orm';
import type { NewsItem, NewsQuery } from '../../src/contract/news';
import type { Db } from '../db/client';
import { members, news } from '../db/schema';
import { foldedContains } from './folded-prefix';

/** A page of news, newest first; the same for every member. */
export async function listNews(db: Db, query: NewsQuery): Promise<NewsItem[]> {
  const rows = await db
    .select({ item: news, name: members.name, surname: members.surname, photo: members.photo })
    .from(news)
    .innerJoin(members, eq(members.id, news.memberId))
    .where(foldedContains(news.title, query.title))
    .orderBy(desc(news.publishDate), desc(news.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(({ item, name, surname, photo }) => ({
    id: item.id,
    title: item.title,
    content: item.content,
    photo: item.photo,
    publish_date: item.publishDate.toISOString(),
    member: { name, surname, photo },
  }));
}
