import type { APIRequestContext, Page } from '@playwright/test';
import type { PatronageVoter } from '../../src/contract/voting-day';
import { expect, inProcessTest as test } from '../support/in-process-test';
import { apiGet, apiToken, signInThroughForm, waitForServiceWorkerReady } from './outreach-helpers';

/**
 * The patronager's voting day (/patronager-module, spec 02 §2.10), end to end on a server of its
 * own: marks made online and offline reach the server once, a reload offline keeps them, and "only
 * those who have not voted" follows the marks.
 */
const LIST_PATH = '/api/patronage/my-patronager-voters-election-day/';
const SYNC_TIMEOUT = 30_000;

async function serverVoters(request: APIRequestContext, token: string): Promise<Map<number, PatronageVoter>> {
  const voters = await apiGet<PatronageVoter[]>(request, token, LIST_PATH);
  return new Map(voters.map((v) => [v.patronager_voter_id, v]));
}

/** `count` voters the server holds as not voted, with distinct list numbers (a number may repeat across stations). */
function freeVoters(voters: ReadonlyMap<number, PatronageVoter>, count: number, skip = 0): PatronageVoter[] {
  const byNumber = new Map<number, PatronageVoter>();
  for (const voter of voters.values()) if (!voter.voted && !byNumber.has(voter.list_number)) byNumber.set(voter.list_number, voter);
  const picked = [...byNumber.values()].slice(skip, skip + count);
  if (picked.length < count) throw new Error(`only ${picked.length} free voters`);
  return picked;
}

async function openList(page: Page): Promise<void> {
  await page.goto('/patronager-module');
  await expect(page.getByRole('heading', { name: 'Dita e Votimit – patronazhi' })).toBeVisible();
  await expect(page.locator('[data-testid^="voter-row-"]').first()).toBeVisible({ timeout: SYNC_TIMEOUT });
}

function row(page: Page, voter: PatronageVoter) {
  return page.getByTestId(`voter-row-${voter.patronager_voter_id}`);
}

async function mark(page: Page, voter: PatronageVoter, voted: boolean): Promise<void> {
  await page.getByTestId('search-list-number').fill(String(voter.list_number));
  const name = `${voter.name} ${voter.surname}`;
  await row(page, voter)
    .getByRole('button', { name: voted ? `Konfirmo votimin e ${name}` : `Fshi votimin e ${name}` })
    .click();
  await expect(row(page, voter)).toHaveAttribute('data-voted', String(voted));
}

async function expectOnServer(request: APIRequestContext, token: string, want: ReadonlyMap<number, boolean>): Promise<void> {
  await expect
    .poll(
      async () => {
        const voters = await serverVoters(request, token);
        return [...want].filter(([id, voted]) => voters.get(id)?.voted !== voted).map(([id]) => id);
      },
      { timeout: SYNC_TIMEOUT, message: 'voters whose server state differs from the marks made' },
    )
    .toEqual([]);
}

test('marks made online reach the server; a confirm and its undo leave the voter as before', async ({ page, request }) => {
  const token = await apiToken(request);
  const [first, second] = freeVoters(await serverVoters(request, token), 2);
  await signInThroughForm(page);
  await openList(page);

  await mark(page, first!, true);
  await expect(page.getByText('Konfirmimi u krye me sukses!')).toBeVisible();
  await mark(page, second!, true);
  await mark(page, second!, false);
  await expect(page.getByText('Fshirja u krye me sukses!')).toBeVisible();
  await expectOnServer(request, token, new Map([[first!.patronager_voter_id, true], [second!.patronager_voter_id, false]]));
});

test('marks made offline survive a reload offline and reach the server once back online', async ({ page, context, request }) => {
  const token = await apiToken(request);
  const voters = freeVoters(await serverVoters(request, token), 2, 2);
  await signInThroughForm(page);
  await openList(page);
  await waitForServiceWorkerReady(page);

  await context.setOffline(true);
  for (const voter of voters) await mark(page, voter, true);
  await expect(row(page, voters[1]!)).toHaveAttribute('data-sync', 'pending');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dita e Votimit – patronazhi' })).toBeVisible();
  for (const voter of voters) {
    await page.getByTestId('search-list-number').fill(String(voter.list_number));
    await expect(row(page, voter)).toHaveAttribute('data-voted', 'true');
    await expect(row(page, voter)).toHaveAttribute('data-sync', 'pending');
  }
  const held = await serverVoters(request, token);
  expect(voters.map((v) => held.get(v.patronager_voter_id)?.voted)).toEqual([false, false]);

  await context.setOffline(false);
  await expectOnServer(request, token, new Map(voters.map((v) => [v.patronager_voter_id, true])));
  await expect(row(page, voters[1]!)).toHaveAttribute('data-sync', 'sent', { timeout: SYNC_TIMEOUT });
});

test("'only those who have not voted' hides a voter once marked, and offers a call", async ({ page, request }) => {
  const token = await apiToken(request);
  const [voter] = freeVoters(await serverVoters(request, token), 1, 4);
  await signInThroughForm(page);
  await openList(page);

  await page.getByTestId('only-not-voted').click();
  await page.getByTestId('search-list-number').fill(String(voter!.list_number));
  await expect(row(page, voter!)).toBeVisible();
  const call = voter!.phone ? row(page, voter!).getByRole('link', { name: new RegExp(`^Telefono ${voter!.name} ${voter!.surname}`) }) : row(page, voter!).getByText('Pa telefon');
  await expect(call).toBeVisible();

  await row(page, voter!).getByRole('button', { name: `Konfirmo votimin e ${voter!.name} ${voter!.surname}` }).click();
  await expect(row(page, voter!)).toHaveCount(0);
  await page.getByTestId('only-not-voted').click();
  await expect(row(page, voter!)).toHaveAttribute('data-voted', 'true');
});
