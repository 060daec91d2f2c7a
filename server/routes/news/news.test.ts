import { describe, expect, it } from 'vitest';
import { newsList } from '../../../src/contract/news';
import { news } from '../../db/schema';
import { messages } from '../../http/messages';
import { newsSeeds } from '../../seed/seed-news';
import { itRefusesWithoutToken } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';

const NEWS = '/api/news/news/';

describe('news', () => {
  const t = useTestApp({ voters: 50, logins: ['anetar', 'vhp'] });
  const list = async (query = '', token = t.tokens.anetar) => newsList.parse((await t.get(`${NEWS}${query}`, token)).json());

  itRefusesWithoutToken([NEWS], () => t.app);

  it('answers a plain array, newest first, with publisher and photo; the same for every member', async () => {
    const items = await list('?limit=100');
    expect(items).toHaveLength(newsSeeds.length);
    const dates = items.map((n) => n.publish_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(items[0]).toMatchObject({ title: newsSeeds[0]?.title, member: { name: 'Arbër', surname: 'Hoxha', photo: null } });
    expect(items.filter((n) => n.photo !== null).length).toBeGreaterThanOrEqual(8);
    expect(await list('?limit=100', t.tokens.vhp)).toEqual(items);
  });

  it('pages by offset and limit (6 a page by the grid), 10 by default', async () => {
    const all = await list('?limit=100');
    expect(await list()).toEqual(all.slice(0, 10));
    expect(await list('?offset=6&limit=6')).toEqual(all.slice(6, 12));
    expect(await list('?offset=100')).toEqual([]);
  });

  it('filters by title anywhere in it, ignoring case, ë and ç', async () => {
    expect((await list('?title=TRAJNIM')).map((n) => n.title)).toEqual(['Trajnim për vëzhguesit e qendrave të votimit']);
    expect((await list(`?title=${encodeURIComponent('cmimi i vullnetarit')}`)).map((n) => n.title)).toEqual(['Çmimi i vullnetarit të muajit shkon në Krujë']);
    expect(await list(`?title=${encodeURIComponent('100%')}`)).toEqual([]);
    expect(await list('?title=%20')).toHaveLength(10);
  });

  it('serves every photo as a PNG under its address, to any signed-in member', async () => {
    for (const item of (await list('?limit=100')).filter((n) => n.photo !== null)) {
      const response = await t.get(item.photo ?? '', t.tokens.vhp);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.rawPayload.length).toBeLessThan(30_000);
    }
  });

  it('sends the HTML content as stored: sanitising is the client’s, before rendering', async () => {
    const hostile = '<p>Lajm</p><img src=x onerror="alert(1)"><script>alert(2)</script>';
    await t.db.insert(news).values({ title: 'Lajm provë HTML', content: hostile, publishDate: new Date('2000-01-01T00:00:00Z'), memberId: t.seed.accounts.admin });
    const [item] = await list('?title=HTML');
    expect(item?.content).toBe(hostile);
    expect((await list('?limit=100')).every((n) => !/<script/i.test(n.content) || n.title === 'Lajm provë HTML')).toBe(true);
  });

  it('refuses bad paging and filter values with 400', async () => {
    const cases: [string, string][] = [
      ['?limit=0', messages.fieldInvalid('limit')],
      ['?limit=101', messages.fieldInvalid('limit')],
      ['?offset=-1', messages.fieldInvalid('offset')],
      [`?title=${'x'.repeat(201)}`, messages.fieldTooLong('title')],
      ['?title=a%00b', messages.fieldInvalid('title')],
    ];
    for (const [query, text] of cases) {
      const response = await t.get(`${NEWS}${query}`, t.tokens.anetar);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ Error: text });
    }
  });
});
