import type { FastifyPluginCallback } from 'fastify';
import { newsQuery, type NewsItem } from '../../../src/contract/news';
import type { Db } from '../../db/client';
import { parseInput } from '../../http/validate';
import { listNews } from '../../repositories/news';

/**
 * /api/news/ — news, "Lajme" (spec 02 §2.7): the same for every member. `content` is HTML sent as
 * stored; the client sanitises it with DOMPurify before rendering (no DOM to run it here).
 */
export const newsRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  app.get('/news/', async (request): Promise<NewsItem[]> => listNews(db, parseInput(newsQuery, request.query)));
  done();
};
