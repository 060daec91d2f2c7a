import type { APIRequestContext, BrowserContext, Page, Request } from '@playwright/test';
import { test, expect } from './fixtures';
import { seriousViolations } from '../support/axe-violations';
import { ownContrast } from '../support/contrast';
import { openStation, waitForServiceWorkerReady } from './voting-day-helpers';

/**
 * Observer voting day, end to end: the built app, the real server, Debian's Chromium.
 * Every scenario works on its own band of list numbers of the observer's first station, because
 * the database is shared by every spec of a run.
 */

const OBSERVER = { username: 'vezhgues', password: 'demo' } as const;
const VOTING_PATH = '/api/patronage/voting/';
const VOTING_DELETE_PATH = '/api/patronage/voting-delete/';
const DRAIN_TIMEOUT = 30_000;

interface ServerVoter {
  voter_id: number;
  qv_id: number;
  list_number: number;
  voted: boolean;
}
interface ServerList {
  qvs: { id: number; code: string }[];
  voters: ServerVoter[];
}

async function signIn(page: Page, user: { username: string; password: string } = OBSERVER): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Emri i përdoruesit ose kodi').fill(user.username);
  await page.getByLabel('Fjalëkalimi', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Hyr', exact: true }).click();
  await page.waitForURL(/\/dashboard/);
}

async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const raw = localStorage.getItem('authUser');
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && 'key' in parsed && typeof parsed.key === 'string' ? parsed.key : null;
  });
  if (!token) throw new Error('no token in localStorage authUser');
  return token;
}

/** A token of our own, for reading the server's state while the page is signed out. */
async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/rest-auth/login/', { data: OBSERVER });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { key: string };
  return body.key;
}

async function serverList(request: APIRequestContext, token: string): Promise<ServerList> {
  const response = await request.get('/api/patronage/my-observer-voters-new/', { headers: { Authorization: `Token ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as ServerList;
}

/** `count` voters of the first station, not voted on the server, with list numbers in [from, to]. */
function pickVoters(list: ServerList, from: number, to: number, count: number): { code: string; voters: ServerVoter[] } {
  const station = list.qvs[0];
  if (!station) throw new Error('the observer has no polling station');
  const voters = list.voters.filter((v) => v.qv_id === station.id && v.list_number >= from && v.list_number <= to && !v.voted).slice(0, count);
  if (voters.length < count) throw new Error(`only ${voters.length} free voters in list numbers ${from}-${to} of ${station.code}`);
  return { code: station.code, voters };
}

async function expectServerState(request: APIRequestContext, token: string, intended: ReadonlyMap<number, boolean>): Promise<void> {
  const list = await serverList(request, token);
  const voted = new Map(list.voters.map((v) => [v.voter_id, v.voted]));
  const wrong = [...intended].filter(([id, want]) => voted.get(id) !== want).map(([id, want]) => `${id}: want ${want}, got ${voted.get(id)}`);
  expect(wrong, 'voters whose server state differs from the marks made').toEqual([]);
}

async function mark(page: Page, voter: ServerVoter, voted: boolean): Promise<void> {
  await page.getByTestId('search-list-number').fill(String(voter.list_number));
  const row = page.getByTestId(`voter-row-${voter.voter_id}`);
  await row.getByRole('button', { name: voted ? /^Konfirmo/ : /^Fshi/ }).click();
  await expect(row).toHaveAttribute('data-voted', String(voted));
}

async function expectRow(page: Page, voter: ServerVoter, voted: boolean, sync?: 'pending' | 'sent'): Promise<void> {
  await page.getByTestId('search-list-number').fill(String(voter.list_number));
  const row = page.getByTestId(`voter-row-${voter.voter_id}`);
  await expect(row).toHaveAttribute('data-voted', String(voted));
  if (sync) await expect(row).toHaveAttribute('data-sync', sync);
}

async function waitUntilDrained(page: Page): Promise<void> {
  await expect(page.getByTestId('voting-pending-count')).toHaveAttribute('data-count', '0', { timeout: DRAIN_TIMEOUT });
  await expect(page.getByTestId('voting-attention-count')).toHaveCount(0);
}

/**
 * Counts vote calls that reached the network, per voter. A page request answered by the service
 * worker is skipped: the worker's own request for it is counted instead.
 */
function countVoteCalls(context: BrowserContext): Map<string, number> {
  const counts = new Map<string, number>();
  context.on('requestfinished', (request: Request) => {
    void (async () => {
      const url = new URL(request.url());
      const isVote = url.pathname === VOTING_PATH || url.pathname === VOTING_DELETE_PATH;
      if (!isVote || request.method() !== 'POST') return;
      const response = await request.response();
      if (response?.fromServiceWorker()) return;
      const body = request.postDataJSON() as { voter_id: number };
      const key = `${url.pathname}#${body.voter_id}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    })();
  });
  return counts;
}

test('every state of a row reads well in the light and the dark theme: no serious accessibility violations', async ({ page, context, request }) => {
  await signIn(page);
  const token = await tokenOf(page);
  const { code, voters } = pickVoters(await serverList(request, token), 345, 349, 2);
  const [voted, other] = voters;
  if (!voted || !other) throw new Error('unreachable');
  await openStation(page, code);
  await mark(page, voted, true);
  await waitUntilDrained(page);
  for (const color of ['light', 'dark']) {
    await page.evaluate((c) => localStorage.setItem('color', c), color);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-color', color);
    await expectRow(page, voted, true, 'sent');
    expect(await seriousViolations(page), `${color}: voted and sent`).toEqual([]);
    await expectRow(page, other, false);
    expect(await seriousViolations(page), `${color}: not voted`).toEqual([]);
    await waitForServiceWorkerReady(page);
    await context.setOffline(true);
    await mark(page, other, true);
    await expectRow(page, other, true, 'pending');
    // The top bar counts it too. axe cannot judge one digit's contrast, so it is measured here.
    await expect(page.getByTestId('sync-indicator-count')).toHaveText('1');
    expect(await ownContrast(page.getByTestId('sync-indicator-count')), `${color}: unsent-count badge`).toBeGreaterThanOrEqual(4.5);
    expect(await seriousViolations(page), `${color}: voted, on the device only`).toEqual([]);
    await context.setOffline(false);
    await waitUntilDrained(page);
    await mark(page, other, false);
    await waitUntilDrained(page);
  }
  await mark(page, voted, false);
  await waitUntilDrained(page);
});

test('an online tap shows its row as sent once the server has it, without a reload', async ({ page, request }) => {
  await signIn(page);
  const token = await tokenOf(page);
  const { code, voters } = pickVoters(await serverList(request, token), 350, 359, 1);
  const [voter] = voters;
  if (!voter) throw new Error('unreachable');
  await openStation(page, code);
  await mark(page, voter, true);
  // Sent about 300 ms after the tap; the row follows the acknowledgement, not the next outbox change.
  const row = page.getByTestId(`voter-row-${voter.voter_id}`);
  await expect(row).toHaveAttribute('data-sync', 'sent', { timeout: 3_000 });
  await expect(row).not.toContainText('Në pajisje');
  await expect(page.getByTestId('voting-pending-count')).toHaveAttribute('data-count', '0');
  await expectServerState(request, token, new Map([[voter.voter_id, true]]));
  await mark(page, voter, false);
  await expect(row).toHaveAttribute('data-sync', 'sent', { timeout: 3_000 });
  await expectServerState(request, token, new Map([[voter.voter_id, false]]));
});

test.describe('observer voting day offline', () => {
  test('marks made offline survive a reload and reach the server exactly once online', async ({ page, context, request }) => {
    await signIn(page);
    const token = await tokenOf(page);
    const { code, voters } = pickVoters(await serverList(request, token), 10, 119, 50);

    await openStation(page, code);
    await waitForServiceWorkerReady(page);
    await context.setOffline(true);

    for (const voter of voters) await mark(page, voter, true);
    // The mark is safe on the device, so the success toast shows at once, offline.
    await expect(page.getByText('Konfirmimi u krye me sukses!').first()).toBeVisible();
    // Undo every fifth; the second one goes confirm → delete → confirm.
    const undone = voters.filter((_, i) => i % 5 === 0);
    for (const voter of undone) await mark(page, voter, false);
    await expect(page.getByText('Fshirja u krye me sukses!').first()).toBeVisible();
    const flipped = voters[1];
    if (!flipped) throw new Error('unreachable');
    await mark(page, flipped, false);
    await mark(page, flipped, true);

    const intended = new Map(voters.map((v, i) => [v.voter_id, i % 5 !== 0]));

    await page.reload();
    await expect(page.getByTestId('search-list-number')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('voting-pending-count')).not.toHaveAttribute('data-count', '0');
    for (const voter of voters.slice(0, 6)) {
      const want = intended.get(voter.voter_id) ?? false;
      await expectRow(page, voter, want, want ? 'pending' : undefined);
    }

    await context.setOffline(false);
    await waitUntilDrained(page);
    await expectRow(page, flipped, true, 'sent');
    await expectServerState(request, token, intended);
  });

  test('closing the page during the drain loses nothing: the rest is sent on reopen', async ({ page, context, request }) => {
    await signIn(page);
    const token = await tokenOf(page);
    const { code, voters } = pickVoters(await serverList(request, token), 140, 209, 30);

    await openStation(page, code);
    await waitForServiceWorkerReady(page);
    await context.setOffline(true);
    for (const voter of voters) await mark(page, voter, true);
    await expect(page.getByTestId('voting-pending-count')).toHaveAttribute('data-count', String(voters.length));

    // Slow each vote call a little (the server is not touched), so the page closes mid-drain.
    await context.route(`**${VOTING_PATH}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue().catch(() => undefined);
    });
    // From the page or from the service worker's Background Sync, whichever drains first.
    const firstCall = context.waitForEvent('request', (r) => new URL(r.url()).pathname === VOTING_PATH);
    await context.setOffline(false);
    await firstCall;
    await page.close();

    const reopened = await context.newPage();
    await openStation(reopened, code);
    await waitUntilDrained(reopened);
    await expectServerState(request, token, new Map(voters.map((v) => [v.voter_id, true])));
  });

  test('two tabs open at once send each mark once', async ({ page, context, request }) => {
    const calls = countVoteCalls(context);
    await signIn(page);
    const token = await tokenOf(page);
    const { code, voters } = pickVoters(await serverList(request, token), 230, 279, 16);
    const forA = voters.slice(0, 8);
    const forB = voters.slice(8);

    await openStation(page, code);
    await waitForServiceWorkerReady(page);
    const second = await context.newPage();
    await openStation(second, code);

    await context.setOffline(true);
    for (const voter of forA) await mark(page, voter, true);
    for (const voter of forB) await mark(second, voter, true);
    // Each tab sees the other's marks: both read the same device store.
    const fromB = forB[0];
    if (!fromB) throw new Error('unreachable');
    await expectRow(page, fromB, true, 'pending');

    await context.setOffline(false);
    await waitUntilDrained(page);
    await waitUntilDrained(second);
    await expectServerState(request, token, new Map(voters.map((v) => [v.voter_id, true])));

    const perVoter = voters.map((v) => calls.get(`${VOTING_PATH}#${v.voter_id}`) ?? 0);
    expect(perVoter).toEqual(voters.map(() => 1));
    expect(voters.filter((v) => calls.has(`${VOTING_DELETE_PATH}#${v.voter_id}`))).toEqual([]);
  });

  test('signing out with pending marks warns with the count, keeps them, and sends them after signing in again', async ({
    page,
    context,
    request,
  }) => {
    await signIn(page);
    const token = await tokenOf(page);
    const { code, voters } = pickVoters(await serverList(request, token), 290, 339, 5);

    await openStation(page, code);
    await waitForServiceWorkerReady(page);
    await context.setOffline(true);
    for (const voter of voters) await mark(page, voter, true);

    await page.getByRole('button', { name: 'Menyja e përdoruesit' }).click();
    await page.getByRole('menuitem', { name: 'Dil', exact: true }).click();
    const warning = page.getByRole('alertdialog');
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('Keni 5 ndryshime');
    await warning.getByRole('button', { name: 'Dil gjithsesi' }).click();
    await page.waitForURL(/\/login/);

    await context.setOffline(false);
    // Signed out, nothing may leave the device (the rows belong to a member who is not signed in).
    const ownToken = await apiToken(request);
    await expectServerState(request, ownToken, new Map(voters.map((v) => [v.voter_id, false])));

    await signIn(page);
    await expect
      .poll(
        async () => {
          const list = await serverList(request, ownToken);
          return voters.filter((v) => list.voters.find((s) => s.voter_id === v.voter_id)?.voted).length;
        },
        { timeout: DRAIN_TIMEOUT },
      )
      .toBe(voters.length);
    await page.goto('/observer-module');
    await waitUntilDrained(page);
  });
});
