import type { APIRequestContext, Page } from '@playwright/test';
import type { DiasporaReference, DiasporaReferenceType, DiasporaVoter, MyDiasporaReferences } from '../../src/contract/diaspora-references';
import type { Country } from '../../src/contract/patronaged-voters';
import { expect, test } from './fixtures';
import { apiGet, apiToken, signInThroughForm, waitForServiceWorkerReady } from './outreach-helpers';
import { seriousViolations } from '../support/axe-violations';
import { SAVED_ON_DEVICE } from './save-texts';

/**
 * Diaspora references, end to end: the built app, the real server, Debian's Chromium. Only the
 * `diaspora` coordinator's data: a voter is picked online, the reference is added, edited and
 * flagged offline, survives a reload with no signal, and reaches the server once when it comes back.
 */

const DIASPORA = { username: 'diaspora', password: 'demo' } as const;
const SYNC_TIMEOUT = 30_000;

async function serverReferences(request: APIRequestContext, token: string, filters = ''): Promise<DiasporaReference[]> {
  return (await apiGet<MyDiasporaReferences>(request, token, `/api/patronage/my-diaspora-references/?offset=0&limit=1000${filters}`)).data;
}

async function openList(page: Page): Promise<void> {
  await page.goto('/diaspora-references');
  await expect(page.getByRole('heading', { name: 'Referencat e diasporës', level: 1 })).toBeVisible();
  await expect(page.getByTestId('diaspora-row').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('diaspora-download')).toHaveCount(0, { timeout: 30_000 });
}

/** Fills the list's search form with the voter's names and presses Kërko. */
async function searchFor(page: Page, voter: Pick<DiasporaVoter, 'name' | 'surname' | 'father_name'>): Promise<void> {
  const form = page.getByTestId('diaspora-search');
  await form.getByLabel('Emri', { exact: true }).fill(voter.name);
  await form.getByLabel('Mbiemri', { exact: true }).fill(voter.surname);
  await form.getByLabel('Atësia', { exact: true }).fill(voter.father_name);
  await form.getByRole('button', { name: 'Kërko', exact: true }).click();
}

async function rowAction(page: Page, key: string | null, action: string): Promise<void> {
  const row = key === null ? page.getByTestId('diaspora-row') : page.locator(`[data-testid="diaspora-row"][data-key="${key}"]`);
  await row.getByTestId('diaspora-actions').click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** A voter of the national list the coordinator has not referenced yet. */
async function newcomer(request: APIRequestContext, token: string, referenced: readonly DiasporaReference[]): Promise<DiasporaVoter> {
  const taken = new Set(referenced.map((r) => r.voter.id));
  for (const { voter } of referenced) {
    const query = new URLSearchParams({ name: voter.name.slice(0, 2), surname: voter.surname.slice(0, 2) });
    const found = (await apiGet<DiasporaVoter[]>(request, token, `/api/patronage/diaspora-voter-search/?${query.toString()}`)).find((v) => !taken.has(v.id));
    if (found) return found;
  }
  throw new Error('no voter left to reference');
}

test('a reference picked online, then added, edited and flagged offline, survives a reload and reaches the server once', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  await signInThroughForm(page, DIASPORA);
  const token = await apiToken(request, DIASPORA);
  const voter = await newcomer(request, token, await serverReferences(request, token));
  const types = await apiGet<DiasporaReferenceType[]>(request, token, '/api/patronage/diaspora-reference-types/');
  const family = types.find((t) => t.code === 'familje');
  const business = types.find((t) => t.code === 'biznesi');
  const country = (await apiGet<Country[]>(request, token, '/api/patronage/country-emigrant/'))[0];
  if (!family || !business || !country) throw new Error('the demo lists are missing');

  await openList(page);
  await waitForServiceWorkerReady(page);

  // The voter is picked online: the national search needs the server.
  await page.getByTestId('diaspora-add').click();
  await expect(page.getByTestId('diaspora-new-save')).toBeDisabled();
  await page.getByTestId('diaspora-open-picker').click();
  const picker = page.getByTestId('diaspora-picker');
  await picker.getByLabel('Emri', { exact: true }).fill(voter.name);
  await picker.getByLabel('Mbiemri', { exact: true }).fill(voter.surname);
  await picker.getByLabel('Atësia', { exact: true }).fill(voter.father_name);
  await picker.getByLabel('Atësia', { exact: true }).press('Enter');
  await picker.locator(`[data-testid="diaspora-picker-row"][data-id="${voter.id}"]`).getByRole('button', { name: /^Zgjidh/ }).click();
  await expect(page.getByTestId('diaspora-voter')).toHaveAttribute('data-voter-id', String(voter.id));

  // …then the signal goes: the picker says so, the rest of the form works.
  await context.setOffline(true);
  await expect(page.getByTestId('diaspora-picker-needs-connection')).toBeVisible();
  const form = page.getByTestId('diaspora-reference-form');
  await form.getByLabel('Shteti i emigrimit').selectOption({ label: country.country_name });
  await form.getByLabel('Lloji i referencës').selectOption({ label: family.label });
  await form.getByLabel('Telefoni', { exact: true }).fill('+39 333 100 2000');
  await form.getByLabel('Qyteti i emigrimit').fill('Torino');
  await page.getByTestId('diaspora-new-save').click();
  await expect(page.getByText(SAVED_ON_DEVICE)).toBeVisible();
  await searchFor(page, voter);
  await expect(page.getByTestId('diaspora-row')).toHaveCount(1);
  await expect(page.getByTestId('diaspora-row')).toHaveAttribute('data-sync-state', 'pending');

  // Edited offline: a business reference names its referrer.
  await rowAction(page, null, 'Modifiko');
  const edit = page.getByTestId('diaspora-edit-form');
  await expect(edit.getByLabel('Telefoni', { exact: true })).toHaveValue('+39 333 100 2000');
  await edit.getByLabel('Telefoni', { exact: true }).fill('+39 333 100 2999');
  await edit.getByLabel('Lloji i referencës').selectOption({ label: business.label });
  await expect(page.getByTestId('diaspora-business-hint')).toBeVisible();
  await edit.getByLabel('Emri i referuesit', { exact: true }).fill('Gjon');
  await edit.getByLabel('Mbiemri i referuesit', { exact: true }).fill('Prendi');
  await page.getByTestId('diaspora-edit-save').click();
  await expect(page.getByText(SAVED_ON_DEVICE).first()).toBeVisible();

  // A voting flag, offline.
  await searchFor(page, voter);
  await rowAction(page, null, 'Përditëso statusin e votimit');
  await page.getByTestId('diaspora-flag-voted').click();
  await page.getByTestId('diaspora-status-save').click();
  await expect(page.getByText(SAVED_ON_DEVICE).first()).toBeVisible();
  // The edit's toast may still be up: the view closing is what says this save is on the device.
  await expect(page.getByTestId('diaspora-status-save')).toBeHidden();

  await page.reload();
  await expect(page.getByTestId('diaspora-row').first()).toBeVisible();
  await searchFor(page, voter);
  const row = page.getByTestId('diaspora-row');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-sync-state', 'pending');
  await expect(row).toHaveAttribute('data-voted', 'true');
  await expect(row).toContainText('+39 333 100 2999');
  await expect(row).toContainText('Gjon Prendi');

  await context.setOffline(false);
  await expect(row).toHaveAttribute('data-sync-state', 'sent', { timeout: SYNC_TIMEOUT });
  const filters = `&${new URLSearchParams({ name: voter.name, surname: voter.surname, father_name: voter.father_name }).toString()}`;
  const onServer = (await serverReferences(request, token, filters)).filter((r) => r.voter.id === voter.id);
  expect(onServer).toEqual([
    expect.objectContaining({
      country: { id: country.id, country_name: country.country_name },
      reference_type: expect.objectContaining({ code: 'biznesi' }),
      emigrant_phone: '+39 333 100 2999',
      emigrant_city: 'Torino',
      has_referues: true,
      referues_name: 'Gjon',
      referues_surname: 'Prendi',
      per_registered: false,
      envelope_received: false,
      voted: true,
    }),
  ]);
});

test('deleting a reference asks first, then it leaves the list and the server', async ({ page, request }) => {
  await signInThroughForm(page, DIASPORA);
  const token = await apiToken(request, DIASPORA);
  const doomed = (await serverReferences(request, token)).at(-1);
  if (!doomed) throw new Error('the demo coordinator has no references');
  await openList(page);
  await searchFor(page, doomed.voter);
  const row = page.locator(`[data-testid="diaspora-row"][data-key="${doomed.id}"]`);

  await rowAction(page, String(doomed.id), 'Fshi');
  const dialog = page.getByTestId('diaspora-delete-dialog');
  await expect(dialog).toContainText('Jeni i sigurt që doni të fshini referencën e zgjedhur?');
  await dialog.getByRole('button', { name: 'Anulo' }).click();
  await expect(row).toHaveCount(1);

  await rowAction(page, String(doomed.id), 'Fshi');
  await page.getByTestId('diaspora-delete-confirm').click();
  await expect(page.getByText('Fshirja u krye me sukses!')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect.poll(async () => (await serverReferences(request, token)).some((r) => r.id === doomed.id), { timeout: SYNC_TIMEOUT }).toBe(false);
});

test('on a phone the list, the new form and the voting status are usable and free of serious accessibility violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughForm(page, DIASPORA);
  await openList(page);
  // Rows are cards: nothing needs a sideways swipe, and a card's actions are in view once it is.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const first = page.getByTestId('diaspora-row').first();
  await first.getByTestId('diaspora-actions').scrollIntoViewIfNeeded();
  await expect(first.getByTestId('diaspora-actions')).toBeInViewport({ ratio: 1 });
  await expect(first.getByTestId('diaspora-flag')).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);

  await rowAction(page, await page.getByTestId('diaspora-row').first().getAttribute('data-key'), 'Përditëso statusin e votimit');
  await expect(page.getByTestId('diaspora-status-form')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('diaspora-status-close').click();

  await page.getByTestId('diaspora-add').click();
  await page.getByTestId('diaspora-open-picker').click();
  await page.getByTestId('diaspora-picker-search').click();
  await expect(page.getByTestId('diaspora-picker').getByText('Plotësoni emrin!')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByTestId('diaspora-has-referrer').click();
  await expect(page.getByTestId('diaspora-referrer-fields')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
