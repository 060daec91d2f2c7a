import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { myNewNotifications, myNotifications } from '../../../src/contract/notifications';
import { notifications } from '../../db/schema';
import { messages } from '../../http/messages';
import { notificationHistory } from '../../seed/seed-news';
import { itRefusesWithoutToken } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';

const ALL = '/api/sns/my-notifications/';

describe('notifications', () => {
  const t = useTestApp({ logins: ['anetar', 'vezhgues'] });
  const page = async (query = '', token = t.tokens.anetar) => myNotifications.parse((await t.get(`${ALL}${query}`, token)).json());
  const countOf = async (memberId: number) => (await t.db.select({ n: count() }).from(notifications).where(eq(notifications.memberId, memberId)))[0]?.n ?? 0;

  itRefusesWithoutToken(['/api/sns/my-new-notifications/', ALL], () => t.app);

  it('my-new-notifications lists only unread ones, newest first', async () => {
    const body = myNewNotifications.parse((await t.get('/api/sns/my-new-notifications/', t.tokens.anetar)).json());
    expect(body.map((n) => n.title)).toEqual(['Mirë se vini në Terren', 'Trajnimi i vëzhguesve']);
    expect(Date.parse(body[0]?.create_date ?? '')).toBeGreaterThan(Date.parse(body[1]?.create_date ?? ''));
  });

  it('my-notifications pages the caller’s own, newest first, with the total', async () => {
    const total = await countOf(t.seed.accounts.anetar);
    expect(total).toBeGreaterThanOrEqual(15);
    const first = await page();
    expect(first.count).toBe(total);
    expect(first.data).toHaveLength(10);
    const all = await page('?limit=100');
    const dates = all.data.map((n) => n.create_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(await page('?offset=10&limit=10')).toEqual({ data: all.data.slice(10, 20), count: total });
    const ids = new Set((await t.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.memberId, t.seed.accounts.anetar))).map((r) => r.id));
    expect(all.data.every((n) => ids.has(n.id))).toBe(true);
    // Another member reads only theirs.
    expect((await page('?limit=100', t.tokens.vezhgues)).count).toBe(await countOf(t.seed.accounts.vezhgues));
  });

  it('filters by title and description (anywhere, ignoring case, ë and ç) and by creation day', async () => {
    const titled = await page(`?title=${encodeURIComponent('anetar i ri')}`);
    expect(titled.data.map((n) => n.title)).toEqual(['Anëtar i ri']);
    expect(titled.count).toBe(1);
    const described = await page('?description=FALEMINDERIT');
    expect(described.data.map((n) => n.title)).toEqual(['Falënderim']);
    const all = (await page('?limit=100')).data;
    const day = all[3]?.create_date.slice(0, 10) ?? '';
    const onDay = await page(`?from_date=${day}&to_date=${day}`);
    expect(onDay.data.map((n) => n.id)).toEqual(all.filter((n) => n.create_date.startsWith(day)).map((n) => n.id));
    expect((await page('?from_date=2099-01-01')).count).toBe(0);
  });

  it('sends descriptions with their HTML as stored; the client strips or sanitises it', async () => {
    const withHtml = (await page('?limit=100')).data.filter((n) => n.description.includes('<'));
    expect(withHtml.length).toBeGreaterThan(0);
    expect(notificationHistory.some((n) => withHtml.some((w) => w.description === n.description))).toBe(true);
  });

  it('refuses bad filters and paging with 400', async () => {
    const cases: [string, string][] = [
      ['?from_date=2025-02-30', messages.fieldInvalid('from_date')],
      ['?to_date=maj', messages.fieldInvalid('to_date')],
      ['?limit=abc', messages.fieldInvalid('limit')],
      ['?title=a%00', messages.fieldInvalid('title')],
      [`?description=${'x'.repeat(201)}`, messages.fieldTooLong('description')],
    ];
    for (const [query, text] of cases) {
      const response = await t.get(`${ALL}${query}`, t.tokens.anetar);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ Error: text });
    }
    // A filter never widens the scope to others' notifications.
    const [others] = await t.db.select({ n: count() }).from(notifications).where(and(eq(notifications.memberId, t.seed.accounts.vezhgues), eq(notifications.title, 'Anëtar i ri')));
    expect(others?.n).toBe(0);
  });
});
