import type { Download, Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { PATRONAGED_EXPORT_COLUMNS } from '../../src/contract/patronaged-export';
import type { MyVotersColors, PatronagedVoter, PoliticalPreference } from '../../src/contract/patronaged-voters';
import { expect, test } from './fixtures';
import { apiGet, apiToken, searchList, signInThroughForm, waitForServiceWorkerReady } from './outreach-helpers';
import { SAVED_ON_DEVICE } from './save-texts';

/**
 * Të patronazhuarit e mi, end to end: the built app, the real server, Debian's Chromium. The
 * patronager's list is shared with the patronage voting-day spec, which only changes `voted`;
 * each test here edits voters of its own (picked by position in the list).
 */

const SYNC_TIMEOUT = 30_000;

async function serverList(request: Parameters<typeof apiToken>[0], token: string): Promise<PatronagedVoter[]> {
  return (await apiGet<MyVotersColors>(request, token, '/api/patronage/myvoters-colors/?offset=0&limit=1000')).data;
}

async function openList(page: Page): Promise<void> {
  await page.goto('/my-patronage');
  await expect(page.getByRole('heading', { name: 'Të patronazhuarit e mi' })).toBeVisible();
  await expect(page.getByTestId('patronaged-row').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('patronaged-download')).toHaveCount(0, { timeout: 30_000 });
}

const rowOf = (page: Page, id: number) => page.locator(`[data-testid="patronaged-row"][data-id="${id}"]`);

/** The first sheet's rows, an empty cell as ''. */
async function rowsOfWorkbook(download: Download): Promise<string[][]> {
  const rows = await readSheet(await download.path());
  return rows.map((row) => row.map((value) => (value === null ? '' : String(value))));
}

test('an edit made offline survives a reload offline, goes out when online, and the server holds it', async ({ page, context, request }) => {
  await signInThroughForm(page);
  const token = await apiToken(request);
  const preferences = await apiGet<PoliticalPreference[]>(request, token, '/api/patronage/politicalpreference/');
  const opposed = preferences.find((p) => p.stance === 'opposed');
  if (!opposed) throw new Error('no opposed preference in the demo data');
  const target = (await serverList(request, token)).filter((v) => !v.voter.is_emigrant)[3];
  if (!target) throw new Error('the patronager has too few voters');

  await openList(page);
  await waitForServiceWorkerReady(page);
  await context.setOffline(true);
  await searchList(page, { Kodi: target.voter.nid });
  await rowOf(page, target.id).getByTestId('patronaged-edit').click();
  const form = page.getByTestId('patronaged-edit-form');
  await form.getByLabel('Preferenca politike').selectOption({ label: opposed.name });
  await form.getByText('I pasigurt', { exact: true }).click();
  await form.getByLabel('Komenti').fill('Takuar pa internet (e2e)');
  await form.getByLabel('Email').fill('Votues.E2E@Example.com');
  await page.getByTestId('patronaged-save').click();
  await expect(page.getByText(SAVED_ON_DEVICE)).toBeVisible();

  await searchList(page, { Kodi: target.voter.nid });
  await expect(rowOf(page, target.id)).toHaveAttribute('data-sync-state', 'pending');
  await expect(rowOf(page, target.id)).toHaveAttribute('data-color', 'red');

  await page.reload();
  await expect(page.getByTestId('patronaged-row').first()).toBeVisible();
  await searchList(page, { Kodi: target.voter.nid });
  await expect(rowOf(page, target.id)).toHaveAttribute('data-sync-state', 'pending');
  await expect(rowOf(page, target.id)).toContainText(opposed.name);

  await context.setOffline(false);
  await expect(rowOf(page, target.id)).toHaveAttribute('data-sync-state', 'sent', { timeout: SYNC_TIMEOUT });
  const after = (await serverList(request, token)).find((v) => v.id === target.id);
  expect(after).toMatchObject({
    political_preference: { id: opposed.id },
    safety_rating: 2,
    comment: 'Takuar pa internet (e2e)',
    voter_color: 'red',
    voter: { email: 'votues.e2e@example.com' },
  });
});

test("a change made on another device meanwhile is not overwritten: the row asks, and 'keep mine' wins with both values shown", async ({ page, request }) => {
  await signInThroughForm(page);
  const token = await apiToken(request);
  const target = (await serverList(request, token)).filter((v) => !v.voter.is_emigrant)[6];
  if (!target) throw new Error('the patronager has too few voters');
  await openList(page);

  // The other device, after this one downloaded the list.
  const other = await request.put(`/api/patronage/patronager/voter-update/${target.id}/`, {
    headers: { Authorization: `Token ${token}` },
    data: {
      political_preference_id: target.political_preference?.id ?? null,
      safety_rating: target.political_preference ? (target.safety_rating ?? 1) : null,
      is_emigrant: false,
      phone: target.voter.phone,
      email: target.voter.email,
      comment: 'Nga pajisja tjetër',
    },
  });
  expect(other.status()).toBe(200);

  await searchList(page, { Kodi: target.voter.nid });
  await rowOf(page, target.id).getByTestId('patronaged-edit').click();
  await page.getByTestId('patronaged-edit-form').getByLabel('Komenti').fill('Nga kjo pajisje');
  await page.getByTestId('patronaged-save').click();
  await searchList(page, { Kodi: target.voter.nid });
  await expect(rowOf(page, target.id)).toHaveAttribute('data-sync-state', 'attention', { timeout: SYNC_TIMEOUT });
  // Nothing was overwritten.
  expect((await serverList(request, token)).find((v) => v.id === target.id)?.comment).toBe('Nga pajisja tjetër');

  await rowOf(page, target.id).getByRole('button', { name: /konfliktin/ }).click();
  const conflict = page.getByTestId('patronaged-conflict');
  await expect(conflict).toBeVisible();
  const comment = conflict.locator('[data-testid="conflict-row"][data-field="comment"]');
  await expect(comment).toHaveAttribute('data-differs', 'true');
  await expect(comment).toContainText('Nga kjo pajisje');
  await expect(comment).toContainText('Nga pajisja tjetër');
  await page.getByTestId('conflict-keep-mine').click();
  // Each contested field is chosen, then stored in one step.
  await page.getByTestId('conflict-confirm').click();

  await searchList(page, { Kodi: target.voter.nid });
  await expect(rowOf(page, target.id)).toHaveAttribute('data-sync-state', 'sent', { timeout: SYNC_TIMEOUT });
  expect((await serverList(request, token)).find((v) => v.id === target.id)?.comment).toBe('Nga kjo pajisje');
});

test('the Excel export: the server file online, the same columns built on the device offline, every voter a row', async ({ page, context, request }) => {
  await signInThroughForm(page);
  const token = await apiToken(request);
  const count = (await serverList(request, token)).length;
  const headers = PATRONAGED_EXPORT_COLUMNS.map((c) => c.header);
  await openList(page);
  await waitForServiceWorkerReady(page);

  const online = page.waitForEvent('download');
  await page.getByTestId('patronaged-export').click();
  const fromServer = await online;
  // A toast shows for 3 s: looked for before the file is read (reading it took longer in CI).
  await expect(page.getByText('Export u krye me sukses!')).toBeVisible();
  expect(fromServer.suggestedFilename()).toMatch(/^te-patronazhuarit-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const serverRows = await rowsOfWorkbook(fromServer);
  expect(serverRows[0]).toEqual(headers);
  expect(serverRows).toHaveLength(count + 1);

  await context.setOffline(true);
  const offline = page.waitForEvent('download');
  await page.getByTestId('patronaged-export').click();
  const fromDevice = await offline;
  const deviceRows = await rowsOfWorkbook(fromDevice);
  expect(deviceRows[0]).toEqual(headers);
  expect(deviceRows).toHaveLength(count + 1);
  // The same voters (the first column is the nid).
  const nids = (rows: string[][]) => rows.map((r) => r[0] ?? '').sort();
  expect(nids(deviceRows)).toEqual(nids(serverRows));
  await context.setOffline(false);
});
