import type { Page } from '@playwright/test';
import { REPORTED_TASK_NAME } from '../../server/seed/seed-member-tasks';
import { expect, inProcessTest } from '../support/in-process-test';
import { apiGet, apiToken, signInThroughForm, waitForServiceWorkerReady } from './outreach-helpers';
import { everythingStored, signOutWithDil } from './privacy-helpers';

/**
 * Issue 38: uploaded files answer only a signed-in member allowed to see them, the app shows them
 * from files fetched with the token, and sign-out leaves no /media/ address anywhere in the
 * browser. The member gets a photo here, so the spec runs on its own in-process server.
 */
const test = inProcessTest;

const ANETAR = { username: 'anetar', password: 'demo' } as const;
const PHOTO = 'server/seed/news-photos/news-01.png';

/** The /media/ requests the worker's media cache holds, with whether each kept an Authorization header. */
async function mediaCacheKeys(page: Page): Promise<{ url: string; withToken: boolean }[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('terren-media');
    return (await cache.keys()).map((key) => ({ url: new URL(key.url).pathname, withToken: key.headers.has('Authorization') }));
  });
}

test('after sign-out no /media/ address is left in the browser, and the files answer nobody without a session', async ({ page, request }) => {
  await signInThroughForm(page, ANETAR);
  await waitForServiceWorkerReady(page);
  const pageToken = await page.evaluate(() => (JSON.parse(localStorage.getItem('authUser') ?? '{}') as { key?: string }).key ?? '');

  // A photo of the member's own, saved through the profile and shown from the fetched file.
  await page.goto('/profile');
  await expect(page.getByTestId('details-edit')).toBeEnabled({ timeout: 30_000 });
  await page.getByTestId('photo-input').setInputFiles(PHOTO);
  const token = await apiToken(request, ANETAR);
  const photoOnServer = async () => (await apiGet<{ photo: string | null }>(request, token, '/api/hr/current-member-data/')).photo ?? '';
  const before = await photoOnServer();
  await page.getByTestId('photo-save').click();
  // The upload's own texts are profile.spec.ts's; here only that the server has the new photo (on
  // a loaded CI machine the toast can come and go before a slow upload's check looks).
  await expect.poll(photoOnServer, { timeout: 30_000, message: 'the new photo reaches the server' }).not.toBe(before);
  const photo = await photoOnServer();
  expect(photo).toMatch(/^\/media\/[0-9a-f]{32}\.png$/);
  await page.reload();
  const shown = page.getByRole('img', { name: 'Foto e Ëngjëll Shehu' });
  await expect(shown).toHaveAttribute('src', /^blob:/, { timeout: 15_000 });
  expect(await shown.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBeGreaterThan(0);

  // News photos too, and a task document saved through its link.
  await page.goto('/news-grid');
  await expect(page.getByTestId('news-grid').getByRole('img').first()).toHaveAttribute('src', /^blob:/, { timeout: 30_000 });
  const tasks = await apiGet<{ data: { id: number; task_name: string }[] }>(request, token, `/api/hr/my-assigned-tasks/?limit=100&name=${encodeURIComponent(REPORTED_TASK_NAME)}`);
  const assignment = tasks.data.find((row) => row.task_name === REPORTED_TASK_NAME)?.id;
  await page.goto(`/task-view?id=${assignment ?? 0}`);
  const documentLink = page.getByTestId('document-row').getByRole('button', { name: 'lista-e-nenshkrimeve.pdf', exact: true });
  const [download] = await Promise.all([page.waitForEvent('download'), documentLink.click()]);
  expect(download.suggestedFilename()).toBe('lista-e-nenshkrimeve.pdf');

  // The worker keeps them for offline use, under the bare address (no token stored with it).
  await expect.poll(async () => (await mediaCacheKeys(page)).map((k) => k.url), { timeout: 15_000 }).toContain(photo);
  expect((await mediaCacheKeys(page)).filter((k) => k.withToken)).toEqual([]);
  // The search below can see what it looks for: while signed in, the device holds addresses.
  expect(await everythingStored(page, { cacheBodies: false })).toContain('/media/');

  // The address alone is no key: anonymous and another member's session get the same 404.
  expect((await request.get(photo)).status()).toBe(404);
  const other = await apiToken(request, { username: 'vezhgues', password: 'demo' });
  expect((await request.get(photo, { headers: { Authorization: `Token ${other}` } })).status()).toBe(404);
  expect((await request.get(photo, { headers: { Authorization: `Token ${pageToken}` } })).status()).toBe(200);

  await signOutWithDil(page);

  const after = await everythingStored(page, { cacheBodies: false });
  expect(after).not.toMatch(/^idb workbox-expiration$/m);
  const leftovers = after.split('\n').filter((line) => line.includes('/media/'));
  expect(leftovers, 'a /media/ address is still on the device').toEqual([]);
  expect(after).toMatch(/^cache workbox-precache/m);

  // The page's own session ended with the sign-out: its token opens nothing either.
  expect((await request.get(photo, { headers: { Authorization: `Token ${pageToken}` } })).status()).toBe(404);
  expect((await request.get(photo)).status()).toBe(404);
});
