import type { Page } from '@playwright/test';
import { members, news } from '../../server/db/schema';
import { expect, inProcessTest as test } from '../support/in-process-test';
import { signInThroughForm, waitForServiceWorkerReady } from './outreach-helpers';

/**
 * Issue 34: the grid pages through the server past its newest 100 news, and the older pages seen
 * open offline. Its own server: the spec adds news every member would see.
 */
const OLDER = 120;
const oldest = `Lajm i vjetër ${OLDER}`;

/** Pages the grid on until the oldest news shows; the next button waits while an older window comes. */
async function pageToTheOldest(page: Page): Promise<void> {
  const next = page.getByRole('button', { name: 'Faqja tjetër' });
  const range = page.getByTestId('news-pager-range');
  await expect(async () => {
    while (await next.isEnabled()) {
      const before = await range.textContent();
      await next.click();
      await expect(range).not.toHaveText(before ?? '');
    }
    await expect(page.getByTestId('news-card-title').last()).toHaveText(oldest, { timeout: 500 });
  }).toPass({ timeout: 60_000 });
}

test('the grid reaches the oldest news on the server, and the pages seen open offline', async ({ page, context, server }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const [publisher] = await server.db.select({ id: members.id }).from(members).limit(1);
  const longAgo = Date.UTC(2020, 0, 1);
  await server.db.insert(news).values(
    Array.from({ length: OLDER }, (_, i) => ({
      title: `Lajm i vjetër ${i + 1}`,
      content: '<p>Një lajm i vjetër.</p>',
      photo: null,
      // Lajm 1 the newest of them, Lajm 120 the oldest of all.
      publishDate: new Date(longAgo - i * 86_400_000),
      memberId: publisher?.id ?? 0,
    })),
  );

  await signInThroughForm(page, { username: 'anetar', password: 'demo' });
  await page.goto('/news-grid');
  await expect(page.getByTestId('news-grid')).toBeVisible({ timeout: 30_000 });
  await waitForServiceWorkerReady(page);
  await pageToTheOldest(page);
  await expect(page.getByTestId('news-pager-range')).toHaveText(/ nga (\d+)$/);
  const total = Number(/ nga (\d+)$/.exec((await page.getByTestId('news-pager-range').textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(100);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('news-grid')).toBeVisible({ timeout: 30_000 });
  await pageToTheOldest(page);
  await context.setOffline(false);
});
