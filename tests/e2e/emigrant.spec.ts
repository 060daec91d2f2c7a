import type { APIRequestContext, Page } from '@playwright/test';
import type { EmigrantReference, MyEmigrantReferences } from '../../src/contract/emigrant-references';
import type { Country } from '../../src/contract/patronaged-voters';
import { expect, test } from './fixtures';
import { apiGet, apiToken, searchList, signInThroughForm, waitForServiceWorkerReady } from './outreach-helpers';
import { seriousViolations } from '../support/axe-violations';
import { SAVED_ON_DEVICE } from './save-texts';

/**
 * Referencat për emigrantë, end to end: the built app, the real server, Debian's Chromium. Only
 * the `anetar` member's references (the other specs use other members on the same server): a
 * reference is created and edited offline, survives a reload with no signal and reaches the server
 * once; references are deleted online and offline; a change made on another device meanwhile is
 * not overwritten.
 */

const ANETAR = { username: 'anetar', password: 'demo' } as const;
const SYNC_TIMEOUT = 30_000;

async function serverReferences(request: APIRequestContext, token: string, query = ''): Promise<EmigrantReference[]> {
  return (await apiGet<MyEmigrantReferences>(request, token, `/api/patronage/my-emigrant-references/?offset=0&limit=1000${query}`)).data;
}

/** Opens the list and waits for the background download (references and countries) to end. */
async function openList(page: Page): Promise<void> {
  await page.goto('/emigrant');
  await expect(page.getByRole('heading', { name: 'Referencat për emigrantë', level: 1 })).toBeVisible();
  await expect(page.getByTestId('emigrant-row').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('emigrant-refresh')).toBeEnabled({ timeout: 30_000 });
}

const rowOf = (page: Page, key: string | number) => page.locator(`[data-testid="emigrant-row"][data-key="${key}"]`);

/** Finds a listed reference by its name, surname and phone (the demo's names repeat, its phones do not). */
async function searchFor(page: Page, reference: Pick<EmigrantReference, 'name' | 'surname' | 'phone'>): Promise<void> {
  await searchList(page, { Emri: reference.name, Mbiemri: reference.surname, Telefoni: reference.phone });
}

/** Deletes a row; `toast` is what the delete says: the spec's success online, 'kept on the device' offline (src/ui/honest-save). */
async function deleteRow(page: Page, key: number, toast: string): Promise<void> {
  await rowOf(page, key).getByTestId('emigrant-delete-button').click();
  await expect(page.getByTestId('emigrant-delete-dialog')).toContainText('Jeni i sigurt që doni të fshini referencën e zgjedhur');
  await page.getByTestId('emigrant-delete-confirm').click();
  // An earlier delete's toast may still be leaving.
  await expect(page.getByText(toast).first()).toBeVisible();
  await expect(rowOf(page, key)).toHaveCount(0);
}

test('a reference created and edited offline survives a reload offline and reaches the server once, edited', async ({ page, context, request }) => {
  await signInThroughForm(page, ANETAR);
  const token = await apiToken(request, ANETAR);
  const countries = await apiGet<Country[]>(request, token, '/api/patronage/country-emigrant/');
  const country = countries[1];
  if (!country) throw new Error('the demo has too few countries');
  // A name no other run or reference has: the server is asked for it by name at the end.
  const name = `Dritëro${Date.now().toString(36)}`;

  await openList(page);
  await waitForServiceWorkerReady(page);
  await context.setOffline(true);

  await page.getByTestId('emigrant-add').click();
  const form = page.getByTestId('emigrant-form');
  await form.getByLabel('Shteti').selectOption({ label: country.country_name });
  await form.getByLabel('Qyteti i emigrimit').fill('Milano');
  await form.getByLabel('Qyteti në Shqipëri').fill('Korçë');
  await form.getByLabel('Emri', { exact: true }).fill(name);
  await form.getByLabel('Mbiemri').fill('Çela');
  await form.getByLabel('Telefoni').fill('+39 333 0000001');
  await form.getByLabel('Emri i referuesit').fill('Arben Kola');
  await page.getByTestId('emigrant-save').click();
  await expect(page.getByText(SAVED_ON_DEVICE)).toBeVisible();
  // The toast comes a moment before the list replaces the form: search only once it has.
  await expect(page.getByTestId('emigrant-search')).toBeVisible();

  await searchList(page, { Emri: name });
  const row = page.getByTestId('emigrant-row');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-sync-state', 'pending');
  await expect(page.getByTestId('emigrant-count')).toHaveText('1 referencë');

  await row.getByTestId('emigrant-edit-button').click();
  await expect(page.getByTestId('emigrant-country-fixed')).toHaveValue(country.country_name);
  await form.getByLabel('Qyteti i emigrimit').fill('Torino');
  await form.getByLabel('Telefoni').fill('+39 333 0000002');
  await form.getByLabel('Emri i referuesit').fill('');
  await page.getByTestId('emigrant-save').click();
  await expect(page.getByText(SAVED_ON_DEVICE).first()).toBeVisible();
  await expect(page.getByTestId('emigrant-search')).toBeVisible();
  await searchList(page, { Emri: name });
  await expect(row).toContainText('Torino');

  await page.reload();
  await expect(page.getByTestId('emigrant-row').first()).toBeVisible();
  await searchList(page, { Emri: name });
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-sync-state', 'pending');
  await expect(row).toContainText('Torino');
  await expect(row).toContainText('+39 333 0000002');

  await context.setOffline(false);
  await expect(row).toHaveAttribute('data-sync-state', 'sent', { timeout: SYNC_TIMEOUT });
  const onServer = await serverReferences(request, token, `&name=${encodeURIComponent(name)}`);
  expect(onServer).toEqual([
    expect.objectContaining({
      country: { id: country.id, country_name: country.country_name },
      name,
      surname: 'Çela',
      city: 'Torino',
      city_albania: 'Korçë',
      phone: '+39 333 0000002',
      referues_name: null,
    }),
  ]);
});

test('references deleted online, and offline then online, are gone from the server', async ({ page, context, request }) => {
  await signInThroughForm(page, ANETAR);
  const token = await apiToken(request, ANETAR);
  const seeded = await serverReferences(request, token);
  const [online, offline] = seeded.slice(-2);
  if (!online || !offline) throw new Error('the demo member has too few emigrant references');
  const stillOnServer = async (id: number) => (await serverReferences(request, token)).some((r) => r.id === id);

  await openList(page);
  await waitForServiceWorkerReady(page);

  await searchFor(page, online);
  await deleteRow(page, online.id, 'Fshirja u krye me sukses!');
  await expect.poll(() => stillOnServer(online.id), { timeout: SYNC_TIMEOUT }).toBe(false);

  await context.setOffline(true);
  await searchFor(page, offline);
  await deleteRow(page, offline.id, SAVED_ON_DEVICE);
  await page.reload();
  await expect(page.getByTestId('emigrant-row').first()).toBeVisible();
  await searchFor(page, offline);
  await expect(rowOf(page, offline.id)).toHaveCount(0);
  await expect(page.getByTestId('emigrant-pending-count')).toHaveAttribute('data-count', '1');
  expect(await stillOnServer(offline.id)).toBe(true);

  await context.setOffline(false);
  await expect(page.getByTestId('emigrant-pending-count')).toHaveAttribute('data-count', '0', { timeout: SYNC_TIMEOUT });
  expect(await stillOnServer(offline.id)).toBe(false);
});

test("a change made on another device meanwhile is not overwritten: the row asks, and 'keep mine' wins with both values shown", async ({ page, request }) => {
  await signInThroughForm(page, ANETAR);
  const token = await apiToken(request, ANETAR);
  const target = (await serverReferences(request, token))[2];
  if (!target) throw new Error('the demo member has too few emigrant references');
  await openList(page);

  // The other device, after this one downloaded the list.
  const { id, country, create_date: _created, ...values } = target;
  const other = await request.put(`/api/patronage/emigrant-reference/${id}/`, {
    headers: { Authorization: `Token ${token}` },
    data: { ...values, country_id: country.id, city: 'Nga pajisja tjetër', base: values },
  });
  expect(other.status()).toBe(200);

  await searchFor(page, target);
  await rowOf(page, id).getByTestId('emigrant-edit-button').click();
  await page.getByTestId('emigrant-form').getByLabel('Qyteti i emigrimit').fill('Nga kjo pajisje');
  await page.getByTestId('emigrant-save').click();
  await expect(page.getByTestId('emigrant-search')).toBeVisible();
  await searchFor(page, target);
  await expect(rowOf(page, id)).toHaveAttribute('data-sync-state', 'attention', { timeout: SYNC_TIMEOUT });
  expect((await serverReferences(request, token)).find((r) => r.id === id)?.city).toBe('Nga pajisja tjetër');

  await rowOf(page, id).getByRole('button', { name: /konfliktin/ }).click();
  const conflict = page.getByTestId('emigrant-conflict');
  const city = conflict.locator('[data-testid="conflict-row"][data-field="city"]');
  await expect(city).toHaveAttribute('data-differs', 'true');
  await expect(city).toContainText('Nga kjo pajisje');
  await expect(city).toContainText('Nga pajisja tjetër', { timeout: SYNC_TIMEOUT });
  await page.getByTestId('conflict-keep-mine').click();
  // Each contested field is chosen, then stored in one step.
  await page.getByTestId('conflict-confirm').click();
  await expect(page.getByTestId('emigrant-search')).toBeVisible();
  await searchFor(page, target);
  await expect(rowOf(page, id)).toHaveAttribute('data-sync-state', 'sent', { timeout: SYNC_TIMEOUT });
  expect((await serverReferences(request, token)).find((r) => r.id === id)?.city).toBe('Nga kjo pajisje');
});

test('at phone width the list and the form are free of serious accessibility violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughForm(page, ANETAR);
  await openList(page);
  expect(await seriousViolations(page)).toEqual([]);
  // Rows are cards: both row actions are in view once the card is, with no sideways swipe.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const first = page.getByTestId('emigrant-row').first();
  await first.getByTestId('emigrant-delete-button').scrollIntoViewIfNeeded();
  await expect(first.getByTestId('emigrant-edit-button')).toBeInViewport({ ratio: 1 });
  await expect(first.getByTestId('emigrant-delete-button')).toBeInViewport({ ratio: 1 });

  await page.getByTestId('emigrant-add').click();
  await page.getByTestId('emigrant-save').click();
  await expect(page.getByText('Ju lutem zgjidhni shtetin!')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
