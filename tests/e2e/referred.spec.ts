import type { Page } from '@playwright/test';
import type { MyVotersColors } from '../../src/contract/patronaged-voters';
import type { MyReferencedVoters, ReferredVoter } from '../../src/contract/referred-voters';
import { expect, test } from './fixtures';
import { apiGet, apiToken, searchList, signInThroughForm, waitForServiceWorkerReady } from './outreach-helpers';
import { SAVED_ON_DEVICE } from './save-texts';

/**
 * Të referuarit, end to end: the built app, the real server, Debian's Chromium. A referral is
 * added (voter found online, saved offline) and another deleted offline; both survive a reload
 * with no signal and reach the server when it comes back.
 */

const SYNC_TIMEOUT = 30_000;

async function serverReferred(request: Parameters<typeof apiToken>[0], token: string): Promise<ReferredVoter[]> {
  return (await apiGet<MyReferencedVoters>(request, token, '/api/patronage/my-referenced-voters/?offset=0&limit=1000')).data;
}

async function openList(page: Page): Promise<void> {
  await page.goto('/patronage-referred');
  await expect(page.getByRole('heading', { name: 'Të referuarit' })).toBeVisible();
  await expect(page.getByTestId('referred-row').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('referred-download')).toHaveCount(0, { timeout: 30_000 });
}

test('refer a voter and delete a referral offline, reload offline, then both reach the server', async ({ page, context, request }) => {
  await signInThroughForm(page);
  const token = await apiToken(request);
  const referred = await serverReferred(request, token);
  const toDelete = referred[referred.length - 1];
  if (!toDelete) throw new Error('the demo patronager has no referrals');
  const referredIds = new Set(referred.map((r) => r.voter.id));
  const patronaged = (await apiGet<MyVotersColors>(request, token, '/api/patronage/myvoters-colors/?offset=0&limit=1000')).data;
  const newcomer = patronaged.map((p) => p.voter).find((v) => !referredIds.has(v.id));
  if (!newcomer) throw new Error('every voter of the list is referred already');

  await openList(page);
  await waitForServiceWorkerReady(page);

  // The voter is found online (the national search needs the server)…
  await page.getByTestId('referred-add').click();
  await page.getByTestId('nid-search-input').fill(newcomer.nid);
  await page.getByTestId('nid-search-submit').click();
  await expect(page.getByTestId('chosen-voter')).toHaveAttribute('data-voter-id', String(newcomer.id));
  const save = page.getByTestId('referred-save');

  // …then the signal goes: the search says so, the rest of the form still works.
  await context.setOffline(true);
  await page.getByTestId('open-voter-search').click();
  await expect(page.getByTestId('voter-search-offline')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByLabel('Referuesi', { exact: true }).fill('Arben Kola');
  await page.getByLabel('Telefoni i referuesit').fill('069 12 34 567');
  await page.getByLabel('Komenti').fill('takuar në treg (e2e)');
  await save.click();
  await expect(page.getByText(SAVED_ON_DEVICE)).toBeVisible();
  await searchList(page, { Kodi: newcomer.nid });
  const added = page.getByTestId('referred-row');
  await expect(added).toHaveCount(1);
  await expect(added).toHaveAttribute('data-sync-state', 'pending');

  await searchList(page, { Kodi: toDelete.voter.nid });
  const doomed = page.locator(`[data-testid="referred-row"][data-key="${toDelete.id}"]`);
  await doomed.getByTestId('referred-delete-button').click();
  await page.getByTestId('referred-delete-confirm').click();
  await expect(page.getByText(SAVED_ON_DEVICE).first()).toBeVisible();
  await expect(doomed).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('referred-row').first()).toBeVisible();
  await searchList(page, { Kodi: toDelete.voter.nid });
  await expect(doomed).toHaveCount(0);
  await searchList(page, { Kodi: newcomer.nid });
  await expect(page.getByTestId('referred-row')).toHaveAttribute('data-sync-state', 'pending');

  await context.setOffline(false);
  await expect(page.getByTestId('referred-row')).toHaveAttribute('data-sync-state', 'sent', { timeout: SYNC_TIMEOUT });
  const after = await serverReferred(request, token);
  expect(after.find((r) => r.id === toDelete.id)).toBeUndefined();
  expect(after.filter((r) => r.voter.id === newcomer.id)).toEqual([
    expect.objectContaining({ referues: 'Arben Kola', referues_phone: '069 12 34 567', comment: 'Takuar në treg (e2e)' }),
  ]);
});
