import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { waitForServiceWorker } from './shell-helpers';
import { everythingStored, signOutWithDil } from './privacy-helpers';
import { openStation } from './voting-day-helpers';
import { autoUnlock, stopAutoUnlock } from '../support/auto-unlock';
import { readOpenedStore } from '../support/sealed-store';

/**
 * Issue 15, privacy: after sign-out nothing of the observer's voters or of the observer is left in
 * the browser (IndexedDB, Cache Storage, the HTTP cache, web storage), and an idle app locks and
 * unlocks with the password offline. Shares the global server and only reads from it (signing in
 * and out creates and ends a session of this spec's own).
 */

const OBSERVER = { username: 'vezhgues', password: 'demo' } as const;

/** Every GET the app makes with the member's token: none of their answers may stay in the HTTP cache. */
const PERSONAL_URLS = [
  '/api/hr/current-anetar-data/',
  '/api/hr/currentuser/',
  '/api/hr/profile/my-accesses/',
  '/api/hr/current-member-data/',
  '/api/core/mypermissions/',
  '/api/core/permission-tree/',
  '/api/division/regional-data/',
  '/api/hr/usernotifications/',
  '/api/sns/my-new-notifications/',
  '/api/patronage/my-observer-voters-new/',
  '/api/patronage/my-patronager-voters-election-day/',
];

async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Emri i përdoruesit ose kodi').fill(OBSERVER.username);
  await page.getByLabel('Fjalëkalimi', { exact: true }).fill(OBSERVER.password);
  await page.getByRole('button', { name: 'Hyr', exact: true }).click();
  await page.waitForURL(/\/dashboard/);
}

/** The first station's code, read from the observer module's station list. */
async function firstStationCode(page: Page): Promise<string> {
  await page.goto('/observer-module');
  const station = page.locator('[data-testid^="station-"]').first();
  await expect(station).toBeVisible({ timeout: 30_000 });
  const testId = await station.getAttribute('data-testid');
  if (!testId) throw new Error('station without a test id');
  return testId.slice('station-'.length);
}

/** "Name Surname" of the first voter row on screen. */
async function voterNameOnScreen(page: Page): Promise<string> {
  const row = page.locator('[data-testid^="voter-row-"]').first();
  await expect(row).toBeVisible();
  const name = (await row.locator('p').nth(1).innerText()).trim();
  expect(name).toMatch(/\S+ \S+/);
  return name;
}

/** How many rows one store of the app's database holds. */
async function storedCount(page: Page, store: string): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('terren');
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const count = open.result.transaction(name).objectStore(name).count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error ?? new Error('count failed'));
        };
      }),
    store,
  );
}

test.describe('privacy', () => {
  test('after sign-out no voter and nothing of the observer is left in the browser', async ({ page }) => {
    await signIn(page);
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('authUser') ?? '{}') as { key?: string }).key ?? '');
    const profile = await page.request.get('/api/hr/current-member-data/', { headers: { Authorization: `Token ${token}` } });
    expect(profile.status()).toBe(200);
    const member = (await profile.json()) as { name: string; surname: string; phone: string | null };
    expect(member.phone).toBeTruthy();

    const code = await firstStationCode(page);
    await waitForServiceWorker(page, { reloadIfNeeded: true });
    await openStation(page, code);
    const voterName = await voterNameOnScreen(page);
    const voterSurname = voterName.split(' ').at(-1) ?? voterName;

    // The search below can see what it looks for: the device holds the list while signed in
    // (sealed at rest: readable only with the member's password).
    expect(JSON.stringify(await readOpenedStore(page, 'observerVoters'))).toContain(`"${voterSurname}"`);

    await signOutWithDil(page);

    const after = await everythingStored(page, { personalUrls: PERSONAL_URLS });
    const secrets = [voterName, `"${voterSurname}"`, `${member.name} ${member.surname}`, `"${member.surname}"`, member.phone ?? '', token];
    for (const secret of secrets) expect(after.includes(secret), `"${secret}" is still on the device`).toBe(false);
    expect(after).not.toMatch(/http-cache/);
    // The device itself is still set up: the app shell is cached for the next sign-in.
    expect(after).toMatch(/^cache workbox-precache/m);
  });

  test('an idle app locks; offline, a wrong password is refused and the right one shows the list again', async ({ page, context }) => {
    await page.clock.install();
    await signIn(page);
    const code = await firstStationCode(page);
    await waitForServiceWorker(page, { reloadIfNeeded: true });
    await openStation(page, code);
    const voterName = await voterNameOnScreen(page);
    await context.setOffline(true);
    // This test types the passwords itself.
    await stopAutoUnlock(page);

    const lock = page.getByTestId('app-lock');
    const title = page.getByRole('heading', { name: 'Aplikacioni është i kyçur' });
    // Sixteen minutes without a tap: the open page locks by itself…
    await page.clock.fastForward('16:00');
    await expect(title).toBeVisible();
    await expect(page.getByText(voterName)).toHaveCount(0);
    // …and a reload (or an app killed and opened again) opens locked, showing no list first.
    await page.reload();
    await expect(title).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[data-testid^="station-"], [data-testid^="voter-row-"]')).toHaveCount(0);

    await lock.getByLabel('Fjalëkalimi').fill('gabim');
    await lock.getByRole('button', { name: 'Shkyç' }).click();
    await expect(page.getByTestId('app-lock-error')).toContainText('Fjalëkalimi nuk është i saktë');
    await expect(title).toBeVisible();

    await lock.getByLabel('Fjalëkalimi').fill(OBSERVER.password);
    await lock.getByRole('button', { name: 'Shkyç' }).click();
    await expect(lock).toHaveCount(0);
    // Still offline: the list comes from the device (the loads below ask the password again).
    await autoUnlock(page);
    await openStation(page, await firstStationCode(page));
    await expect(page.getByText(voterName).first()).toBeVisible();
    await context.setOffline(false);
  });

  test('five wrong passwords on the lock sign out: the lists go, the sign-in page says why', async ({ page }) => {
    await page.clock.install();
    await signIn(page);
    await openStation(page, await firstStationCode(page));
    expect(await storedCount(page, 'observerVoters')).toBeGreaterThan(0);
    await stopAutoUnlock(page);

    await page.clock.fastForward('16:00');
    const lock = page.getByTestId('app-lock');
    await expect(lock).toBeVisible();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await lock.getByLabel('Fjalëkalimi').fill(`gabim-${attempt}`);
      await lock.getByRole('button', { name: 'Shkyç' }).click();
      await expect(page.getByTestId('app-lock-error')).toContainText(`edhe ${5 - attempt} përpjekje`);
    }
    await lock.getByLabel('Fjalëkalimi').fill('gabim-5');
    await lock.getByRole('button', { name: 'Shkyç' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('login-notice')).toContainText('U nxorët nga llogaria');
    expect(await storedCount(page, 'observerVoters')).toBe(0);
    expect(await storedCount(page, 'observerStations')).toBe(0);
  });

  test('a session the server ended: back to sign-in with a note, the unsent mark stays on the device', async ({ page, context, request }) => {
    await signIn(page);
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('authUser') ?? '{}') as { key?: string }).key ?? '');
    const code = await firstStationCode(page);
    await waitForServiceWorker(page, { reloadIfNeeded: true });
    await openStation(page, code);

    // Offline, so the mark cannot reach the server before its session ends.
    await context.setOffline(true);
    const row = page.locator('[data-testid^="voter-row-"][data-voted="false"]').first();
    await row.getByRole('button', { name: /^Konfirmo/ }).click();
    await expect.poll(() => storedCount(page, 'outbox')).toBe(1);

    // The server ends the session (as after its idle or absolute limit): the mark is refused, never applied.
    const ended = await request.post('/api/rest-auth/logout/?format=json', { headers: { Authorization: `Token ${token}` } });
    expect(ended.status()).toBe(200);
    await context.setOffline(false);

    await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
    await expect(page.getByTestId('login-notice')).toHaveText('Sesioni juaj përfundoi. Ju lutem identifikohuni përsëri.');
    expect(await storedCount(page, 'outbox')).toBe(1);
    expect(await storedCount(page, 'observerVoters')).toBe(0);
  });
});
