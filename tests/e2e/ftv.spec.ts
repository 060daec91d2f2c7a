import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { FtvVoter, MyFtvVoters } from '../../src/contract/ftv-voters';
import type { PoliticalPreference } from '../../src/contract/patronaged-voters';
import { expect, test } from './fixtures';
import { apiGet, apiToken, searchList, signInThroughForm, waitForServiceWorkerReady } from './outreach-helpers';
import { seriousViolations } from '../support/axe-violations';
import { SAVED_ON_DEVICE } from './save-texts';

/**
 * Votuesit për herë të parë (/my-vhp-voters), end to end: the built app, the real server, Debian's
 * Chromium, at a phone's width. Only the `vhp` coordinator's data is used, and each test assesses
 * voters of its own (picked by position in the server's list), so the tests stay independent.
 */

const VHP = { username: 'vhp', password: 'demo' } as const;
const SYNC_TIMEOUT = 30_000;
const PHONE = { width: 390, height: 844 };

interface Context {
  token: string;
  voters: FtvVoter[];
  preferences: PoliticalPreference[];
}

async function serverState(request: APIRequestContext): Promise<Context> {
  const token = await apiToken(request, VHP);
  const { data: voters } = await apiGet<MyFtvVoters>(request, token, '/api/patronage/my-ftv-voters/?offset=0&limit=1000');
  const preferences = await apiGet<PoliticalPreference[]>(request, token, '/api/patronage/politicalpreference/');
  return { token, voters, preferences };
}

/** The voter as the server holds it, through the list's own `code` filter. */
async function serverVoter(request: APIRequestContext, token: string, voter: FtvVoter): Promise<FtvVoter | undefined> {
  const { data } = await apiGet<MyFtvVoters>(request, token, `/api/patronage/my-ftv-voters/?code=${encodeURIComponent(voter.voter.nid)}`);
  return data.find((v) => v.id === voter.id);
}

function pick<T>(items: readonly T[], index: number, what: string): T {
  const item = items[index];
  if (item === undefined) throw new Error(`the demo data has too few ${what}`);
  return item;
}

async function openList(page: Page, total: number): Promise<void> {
  await page.goto('/my-vhp-voters');
  await expect(page.getByRole('heading', { name: 'Lista e votuesve për herë të parë' })).toBeVisible();
  await expect(page.getByTestId('ftv-row').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('ftv-download')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('ftv-pager-range')).toHaveText(`1-10 nga ${total}`);
}

const rowOf = (page: Page, voter: FtvVoter) => page.locator(`[data-testid="ftv-row"][data-id="${voter.id}"]`);

/** Finds the voter by code and opens its form (or, after a conflict, its two versions). */
async function openVoter(page: Page, voter: FtvVoter): Promise<void> {
  await searchList(page, { Kodi: voter.voter.nid });
  await rowOf(page, voter).getByTestId('ftv-edit').click();
}

async function assess(page: Page, values: { preference: string; safety: string; email?: string; comment?: string }): Promise<void> {
  const form = page.getByTestId('ftv-edit-form');
  await form.getByLabel('Preferenca politike').selectOption({ label: values.preference });
  await form.getByText(values.safety, { exact: true }).click();
  if (values.email !== undefined) await form.getByLabel('Email').fill(values.email);
  if (values.comment !== undefined) await form.getByLabel('Komenti').fill(values.comment);
  await page.getByTestId('ftv-save').click();
  // Offline the change is only on the device, and the toast says so (src/ui/honest-save).
  await expect(page.getByText(SAVED_ON_DEVICE)).toBeVisible();
}

test.use({ viewport: PHONE });

test('an assessment made offline survives a reload offline, goes out when online, and the server holds it', async ({ page, context, request }) => {
  await signInThroughForm(page, VHP);
  const { token, voters, preferences } = await serverState(request);
  expect(voters).toHaveLength(40);
  const target = pick(
    voters.filter((v) => v.safety_rating === 0),
    1,
    'unassessed first-time voters',
  );
  const preference = pick(preferences, 0, 'preferences');

  await openList(page, voters.length);
  await expect(page.getByText(/^Lista në pajisje nga \d\d-\d\d-\d{4} \d\d:\d\d$/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await waitForServiceWorkerReady(page);
  await context.setOffline(true);

  await openVoter(page, target);
  // The form speaks before it saves: an unassessed voter needs a preference and a safety.
  await page.getByTestId('ftv-save').click();
  await expect(page.getByText('Ju lutem, zgjidhni preferencën politike!')).toBeVisible();
  await expect(page.getByText('Ju lutem, zgjidhni sigurinë e votuesit!')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await assess(page, { preference: preference.name, safety: 'I sigurt', email: 'VHP.E2E@Example.com', comment: 'Takuar pa internet (e2e)' });

  await searchList(page, { Kodi: target.voter.nid });
  const row = rowOf(page, target);
  await expect(row).toHaveAttribute('data-sync-state', 'pending');
  await expect(row.getByTestId('ftv-preference')).toHaveText(preference.name);
  await expect(row.getByTestId('ftv-safety')).toHaveText('I sigurt');

  await page.reload();
  await expect(page.getByTestId('ftv-row').first()).toBeVisible();
  await searchList(page, { Kodi: target.voter.nid });
  await expect(row).toHaveAttribute('data-sync-state', 'pending');
  await expect(row).toContainText('Në pajisje');
  await expect(row.getByTestId('ftv-preference')).toHaveText(preference.name);
  await expect(row.getByTestId('ftv-safety')).toHaveText('I sigurt');

  await context.setOffline(false);
  await expect(row).toHaveAttribute('data-sync-state', 'sent', { timeout: SYNC_TIMEOUT });
  expect(await serverVoter(request, token, target)).toMatchObject({
    political_preference: { id: preference.id },
    safety_rating: 1,
    email: 'vhp.e2e@example.com',
    comment: 'Takuar pa internet (e2e)',
  });
});

/**
 * The page assesses a voter offline; meanwhile another device (the API, with the member's token)
 * assesses it differently. Back online, the change is refused (409) and the row asks the member.
 */
/** The comments this file's tests save: a voter carrying one was assessed by an earlier test. */
const E2E_COMMENTS = ['(e2e)', 'Nga kjo pajisje', 'Nga pajisja tjetër'];

async function conflictOn({ page, context, request }: { page: Page; context: BrowserContext; request: APIRequestContext }, index: number) {
  await signInThroughForm(page, VHP);
  const { token, voters, preferences } = await serverState(request);
  // Rated 'I sigurt' and untouched by this file's tests: the member's 'I pasigurt' and the other
  // device's 'Lëkundës' then both change the safety, so it is contested like the preference and the
  // comment. A voter already rated 'Lëkundës' would leave the member's change uncontested, and it
  // stays whichever side the member takes on the contested fields (src/collections/field-conflict.ts).
  const target = pick(
    voters.filter((v) => v.safety_rating === 1 && !E2E_COMMENTS.some((comment) => v.comment?.includes(comment))),
    index,
    "first-time voters rated 'I sigurt' that no test has assessed",
  );
  const others = preferences.filter((p) => p.id !== target.political_preference?.id);
  const mine = pick(others, 0, 'preferences');
  const theirs = pick(others, 1, 'preferences');

  await openList(page, voters.length);
  await waitForServiceWorkerReady(page);
  await context.setOffline(true);
  await openVoter(page, target);
  await assess(page, { preference: mine.name, safety: 'I pasigurt', comment: 'Nga kjo pajisje' });

  const other = await request.put(`/api/patronage/set-ftv-voter-preference/${target.id}/`, {
    headers: { Authorization: `Token ${token}` },
    data: { political_preference_id: theirs.id, safety_rating: 3, email: null, phone: target.phone, comment: 'Nga pajisja tjetër' },
  });
  expect(other.status()).toBe(200);

  await context.setOffline(false);
  await searchList(page, { Kodi: target.voter.nid });
  await expect(rowOf(page, target)).toHaveAttribute('data-sync-state', 'attention', { timeout: SYNC_TIMEOUT });
  // Nothing was overwritten.
  expect(await serverVoter(request, token, target)).toMatchObject({ political_preference: { id: theirs.id }, safety_rating: 3 });

  await rowOf(page, target).getByRole('button', { name: /konfliktin/ }).click();
  const conflict = page.getByTestId('ftv-conflict');
  await expect(conflict).toBeVisible();
  const field = (name: string) => conflict.locator(`[data-testid="conflict-row"][data-field="${name}"]`);
  // The server's side is the refreshed copy: what the other device saved.
  await expect(field('political_preference_id').getByTestId('conflict-server')).toHaveText(theirs.name);
  await expect(field('political_preference_id').getByTestId('conflict-mine')).toHaveText(mine.name);
  await expect(field('safety_rating').getByTestId('conflict-server')).toHaveText('Lëkundës');
  await expect(field('safety_rating').getByTestId('conflict-mine')).toHaveText('I pasigurt');
  await expect(field('safety_rating')).toHaveAttribute('data-contested', 'true');
  await expect(field('comment')).toHaveAttribute('data-differs', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  return { token, target, mine, theirs };
}

test("a change made on another device meanwhile is not overwritten: the row asks, and 'keep mine' sends the member's values", async ({ page, context, request }) => {
  const { token, target, mine } = await conflictOn({ page, context, request }, 2);
  await page.getByTestId('conflict-keep-mine').click();
  // Each contested field is chosen, then stored in one step.
  await page.getByTestId('conflict-confirm').click();

  await searchList(page, { Kodi: target.voter.nid });
  await expect(rowOf(page, target)).toHaveAttribute('data-sync-state', 'sent', { timeout: SYNC_TIMEOUT });
  expect(await serverVoter(request, token, target)).toMatchObject({ political_preference: { id: mine.id }, safety_rating: 2, comment: 'Nga kjo pajisje' });
});

test("after such a conflict, 'take the server's' drops the member's change and shows the other device's values", async ({ page, context, request }) => {
  const { token, target, theirs } = await conflictOn({ page, context, request }, 5);
  await page.getByTestId('conflict-take-server').click();
  // Each contested field is chosen, then stored in one step.
  await page.getByTestId('conflict-confirm').click();

  await searchList(page, { Kodi: target.voter.nid });
  const row = rowOf(page, target);
  await expect(row).toHaveAttribute('data-sync-state', 'sent');
  await expect(row.getByTestId('ftv-preference')).toHaveText(theirs.name);
  await expect(row.getByTestId('ftv-safety')).toHaveText('Lëkundës');
  expect(await serverVoter(request, token, target)).toMatchObject({ political_preference: { id: theirs.id }, safety_rating: 3, comment: 'Nga pajisja tjetër' });
});
