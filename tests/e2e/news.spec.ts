import type { Page } from '@playwright/test';
import { expect, test, waitForServiceWorker } from './shell-helpers';
import { seriousViolations } from '../support/axe-violations';

/**
 * Issue 14, 'Lajme' (spec 02 §2.7). News is the same for every member and this spec only reads it,
 * so it shares the global server (as `anetar`).
 */

async function openNews(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Lajme', level: 1 })).toBeVisible();
  await expect(page.getByTestId('news-grid')).toBeVisible({ timeout: 30_000 });
}

/**
 * A card's photo has been decoded. It is an object URL of the file the page fetched with the
 * token (from the network or from the service worker's cache), never the /media/ address.
 */
async function firstPhotoShows(page: Page): Promise<boolean> {
  const photo = page.getByTestId('news-grid').getByRole('img').first();
  await expect(photo).toHaveAttribute('src', /^blob:/, { timeout: 15_000 });
  return photo.evaluate(async (img: HTMLImageElement) => {
    if (!img.complete) await new Promise((resolve) => img.addEventListener('load', resolve, { once: true }));
    return img.naturalWidth > 0;
  });
}

test('6 cards a page, a title search, the empty text and the reader with the latest 4', async ({ page, signInAs }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs('anetar', '/news-grid');
  await openNews(page);
  const cards = page.getByTestId('news-grid').getByRole('article');
  await expect(cards).toHaveCount(6);
  await expect(page.getByTestId('news-pager-range')).toHaveText(/^1-6 nga \d+$/);
  // Three a row on a wide screen.
  const tops = await cards.evaluateAll((els) => els.slice(0, 4).map((el) => Math.round(el.getBoundingClientRect().top)));
  expect(tops[0]).toBe(tops[2]);
  expect(tops[3]).toBeGreaterThan(tops[0] ?? 0);

  await page.getByTestId('news-search-title').fill('TRAJNIM');
  await page.getByTestId('news-search-submit').click();
  await expect(cards.first()).toContainText(/trajnim/i);
  for (const title of await page.getByTestId('news-card-title').allTextContents()) expect(title.toLowerCase()).toContain('trajnim');
  await page.getByTestId('news-search-title').fill('asnjë lajm i tillë zzz');
  await page.getByTestId('news-search-submit').click();
  await expect(page.getByTestId('news-empty')).toHaveText('Nuk gjendet asnjë lajm nga kërkimi i bërë!');
  await page.getByTestId('news-search-clear').click();

  const title = await page.getByTestId('news-card-title').nth(1).textContent();
  await page.getByTestId('news-card-title').nth(1).click();
  await expect(page.getByTestId('news-reader')).toBeVisible();
  await expect(page.getByTestId('news-reader-meta')).toHaveText(/^Publikuar më \d{2}-\d{2}-\d{4} \d{2}:\d{2} · Nga \S+/);
  const latest = page.getByTestId('news-latest').getByRole('article');
  await expect(latest).toHaveCount(4);
  expect(await page.getByTestId('news-latest').getByTestId('news-card-title').allTextContents()).not.toContain(title);
  await page.getByTestId('news-back').click();
  await expect(page.getByTestId('news-grid')).toBeVisible();
});

test('news already seen open offline after a reload, photos included', async ({ page, context, signInAs }) => {
  await signInAs('anetar', '/news-grid');
  await openNews(page);
  await waitForServiceWorker(page);
  // Once the worker controls the page, the photos go through it (and into its cache).
  await page.reload();
  await openNews(page);
  expect(await firstPhotoShows(page)).toBe(true);
  const firstTitle = await page.getByTestId('news-card-title').first().textContent();

  await context.setOffline(true);
  await page.reload();
  await openNews(page);
  await expect(page.getByTestId('news-kept-copy')).toBeVisible();
  await expect(page.getByTestId('news-card-title').first()).toHaveText(firstTitle ?? '');
  expect(await firstPhotoShows(page)).toBe(true);
  await page.getByTestId('news-card-title').first().click();
  await expect(page.getByTestId('news-reader-content')).not.toBeEmpty();
  await context.setOffline(false);
});

test.describe('content from the server', () => {
  // page.route cannot see requests a service worker answers: keep the worker out of this one.
  test.use({ serviceWorkers: 'block' });

  test('is sanitised before it is shown', async ({ page, signInAs }) => {
    const hostile = {
      id: 999_001,
      title: 'Lajm me përmbajtje të rrezikshme',
      content:
        '<p onclick="window.__xss=1">Tekst <strong>i sigurt</strong></p><img src="x" onerror="window.__xss=2"><script>window.__xss=3</script>' +
        '<a href="javascript:window.__xss=4">lidhje</a><iframe src="https://example.com"></iframe><form><input name="p"></form>',
      photo: null,
      publish_date: '2025-05-01T08:00:00Z',
      member: { name: 'Arbër', surname: 'Hoxha', photo: null },
    };
    await page.route('**/api/news/news/**', (route) => route.fulfill({ json: [hostile] }));
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await signInAs('anetar', `/news-grid?id=${hostile.id}`);
    const content = page.getByTestId('news-reader-content');
    await expect(content).toContainText('Tekst i sigurt');
    const html = await content.innerHTML();
    expect(html).not.toMatch(/onclick|onerror|<script|javascript:|<iframe|<form|<input/i);
    await content.getByText('lidhje').click();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toBe(0);
  });
});

test('the news screens have no serious accessibility violations and fit a phone', async ({ page, signInAs }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs('anetar', '/news-grid');
  await openNews(page);
  expect(await seriousViolations(page)).toEqual([]);
  // One card a row on a phone.
  const lefts = await page.getByTestId('news-grid').getByRole('article').evaluateAll((els) => els.slice(0, 2).map((el) => Math.round(el.getBoundingClientRect().left)));
  expect(lefts[0]).toBe(lefts[1]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByTestId('news-card-title').first().click();
  await expect(page.getByTestId('news-reader')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
