import type { MyNotifications, NotificationItem } from '../../src/contract/notifications';
import { expect, test } from './fixtures';
import { apiGet, apiToken, signInThroughForm } from './outreach-helpers';
import { seriousViolations } from '../support/axe-violations';

/**
 * 'Njoftime' (spec 02 §2.8) and /notification-view against the real server, as `anetar` (whose
 * history holds HTML descriptions). Only reads: the figures come from the API at the same moment.
 */

const MEMBER = { username: 'anetar', password: 'demo' } as const;

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

test('search the notifications, page through them and open one (with a reload)', async ({ page, request }) => {
  await signInThroughForm(page, MEMBER);
  const token = await apiToken(request, MEMBER);
  const firstPage = await apiGet<MyNotifications>(request, token, '/api/sns/my-notifications/?offset=0&limit=10');
  expect(firstPage.count).toBeGreaterThan(10);

  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Njoftime', level: 1 })).toBeVisible();
  await expect(page.getByTestId('notification-row')).toHaveCount(firstPage.data.length);
  await expect(page.getByTestId('notifications-pager-range')).toHaveText(`1-10 nga ${firstPage.count}`);
  const firstCells = page.getByTestId('notification-row').first().locator('td');
  await expect(firstCells.nth(0)).toHaveText('1');
  await expect(firstCells.nth(1)).toHaveText(cut(firstPage.data[0]?.title ?? '', 50));
  // Descriptions lose their tags in the table.
  for (const text of await page.getByTestId('notification-row').locator('td:nth-child(3)').allInnerTexts()) {
    expect(text).not.toMatch(/<[a-z/]/i);
    expect(text.length).toBeLessThanOrEqual(93);
  }
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Faqja tjetër' }).click();
  await expect(page.getByTestId('notifications-pager-range')).toHaveText(new RegExp(`^11-\\d+ nga ${firstPage.count}$`));
  await expect(page.getByTestId('notification-row').first().locator('td').first()).toHaveText('11');

  // A search by title (the server matches anywhere, ignoring case, ë and ç).
  const searched = await apiGet<MyNotifications>(request, token, '/api/sns/my-notifications/?offset=0&limit=10&title=takim');
  expect(searched.count).toBeGreaterThan(0);
  await page.getByLabel('Titulli').fill('takim');
  await page.getByRole('button', { name: 'Kërko' }).click();
  await expect(page).toHaveURL(/\/notifications\?title=takim$/);
  await expect(page.getByTestId('notification-row')).toHaveCount(searched.data.length);
  await expect(page.getByTestId('notifications-pager-range')).toHaveText(`1-${searched.data.length} nga ${searched.count}`);

  // A date window that holds nothing: the spec's empty text.
  await page.getByLabel('Nga data').fill('01-01-2000');
  await page.getByLabel('Deri më datë').fill('02-01-2000');
  await page.getByRole('button', { name: 'Kërko' }).click();
  await expect(page.getByTestId('notifications-table-empty')).toHaveText('Nuk ka të dhëna!');

  // Open one with HTML in its description: the view renders the markup, sanitised.
  await page.getByRole('button', { name: 'Pastro' }).click();
  const all = await apiGet<MyNotifications>(request, token, '/api/sns/my-notifications/?offset=0&limit=100');
  const withHtml = all.data.find((n) => n.description.includes('<strong>'));
  if (!withHtml) throw new Error('the demo member has no notification with HTML');
  await page.goto(`/notifications?title=${encodeURIComponent(withHtml.title)}`);
  await page.getByRole('link', { name: `Hap njoftimin: ${withHtml.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/notification-view\\?id=${withHtml.id}$`));
  await expect(page.getByTestId('notification-title')).toHaveText(withHtml.title);
  await expect(page.getByTestId('notification-description').locator('strong')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  // A reload has no navigation state: the id in the URL finds it again.
  await page.reload();
  await expect(page.getByTestId('notification-title')).toHaveText(withHtml.title);
  await page.getByTestId('notification-back').click();
  await expect(page).toHaveURL(/\/notifications/);
});

test('the top bar’s dropdown opens a notification in the detail view', async ({ page, request }) => {
  await signInThroughForm(page, MEMBER);
  const unread = await apiGet<NotificationItem[]>(request, await apiToken(request, MEMBER), '/api/sns/my-new-notifications/');
  const first = unread[0];
  if (!first) throw new Error('the demo member has no unread notifications');
  await page.getByRole('button', { name: /^Njoftime të reja: [1-9]\d*$/ }).click();
  await page.getByTestId('notification-menu-item').first().click();
  await expect(page).toHaveURL(new RegExp(`/notification-view\\?id=${first.id}$`));
  await expect(page.getByTestId('notification-title')).toHaveText(first.title);
});

test.describe('sanitising in Chromium', () => {
  // Without a service worker every API call is the page's own, so page.route sees it.
  test.use({ serviceWorkers: 'block' });

  test('a hostile description is shown without scripts, handlers or javascript: links', async ({ page }) => {
    await signInThroughForm(page, MEMBER);
    const hostile: NotificationItem = {
      id: 987654,
      title: 'Njoftim provë',
      description:
        '<p onclick="window.__pwned=1">Tekst <strong>i fortë</strong></p><img src="x" onerror="window.__pwned=2"><script>window.__pwned=3</script><a href="javascript:window.__pwned=4">lidhje</a><iframe src="/"></iframe>',
      create_date: '2025-04-01T10:00:00Z',
    };
    await page.route('**/api/sns/my-notifications/**', (route) => route.fulfill({ json: { data: [hostile], count: 1 } }));
    await page.goto(`/notification-view?id=${hostile.id}`);
    const body = page.getByTestId('notification-description');
    await expect(body.locator('strong')).toHaveText('i fortë');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    const html = await body.innerHTML();
    expect(html).not.toMatch(/onclick|onerror|<script|javascript:|<iframe/i);
    await body.getByText('lidhje').click();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});
