import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { openStation, waitForServiceWorkerReady } from './voting-day-helpers';
import { apiToken, signInThroughForm } from './outreach-helpers';

/**
 * 'Mbyll ditën' (issue 36) on the observer's screen: it refuses while a mark is only on the device
 * (here made offline) and says the seal needs the connection; back online it sends the mark in the
 * foreground and shows the server's receipt, which is still there offline after a reload.
 * Works on list numbers 380–399 of the observer's first station (the shared server's other specs
 * keep to their own bands).
 */

const OBSERVER = { username: 'vezhgues', password: 'demo' } as const;
const DRAIN_TIMEOUT = 30_000;

interface ServerVoter {
  voter_id: number;
  qv_id: number;
  list_number: number;
  voted: boolean;
}

async function freeVoters(request: APIRequestContext, token: string): Promise<{ code: string; qvId: number; voters: ServerVoter[] }> {
  const response = await request.get('/api/patronage/my-observer-voters-new/', { headers: { Authorization: `Token ${token}` } });
  expect(response.status()).toBe(200);
  const list = (await response.json()) as { qvs: { id: number; code: string }[]; voters: ServerVoter[] };
  const station = list.qvs[0];
  if (!station) throw new Error('the observer has no polling station');
  const voters = list.voters.filter((v) => v.qv_id === station.id && v.list_number >= 380 && v.list_number <= 399 && !v.voted).slice(0, 2);
  if (voters.length < 2) throw new Error(`only ${voters.length} free voters in list numbers 380-399 of ${station.code}`);
  return { code: station.code, qvId: station.id, voters };
}

async function stationVoted(request: APIRequestContext, token: string, qvId: number): Promise<number | undefined> {
  const response = await request.get('/api/election/observer-status/', { headers: { Authorization: `Token ${token}` } });
  const status = (await response.json()) as { qvs: { id: number; voted: number }[] };
  return status.qvs.find((q) => q.id === qvId)?.voted;
}

async function mark(page: Page, voter: ServerVoter, voted: boolean): Promise<void> {
  // At 390 px the last mark's toast sits over the rows until it goes; under the pointer it waits.
  await page.mouse.move(1, 1);
  await expect(page.getByRole('region', { name: 'Njoftime' }).getByRole('status')).toHaveCount(0, { timeout: 15_000 });
  await page.getByTestId('search-list-number').fill(String(voter.list_number));
  const row = page.getByTestId(`voter-row-${voter.voter_id}`);
  await row.getByRole('button', { name: voted ? /^Konfirmo/ : /^Fshi/ }).click();
  await expect(row).toHaveAttribute('data-voted', String(voted));
}

async function waitUntilDrained(page: Page): Promise<void> {
  await expect(page.getByTestId('voting-pending-count')).toHaveAttribute('data-count', '0', { timeout: DRAIN_TIMEOUT });
}

/** DD-MM-YYYY HH:mm on Tirana's clock, as the receipt shows the server's time. */
function tiranaTime(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Tirane', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`;
}

test.use({ viewport: { width: 390, height: 844 } });

test('the day seal refuses with a mark on the device, seals after the sync, and shows the receipt offline after a reload', async ({ page, context, request }) => {
  await signInThroughForm(page, OBSERVER);
  const token = await apiToken(request, OBSERVER);
  const { code, qvId, voters } = await freeVoters(request, token);
  const [online, offline] = voters;
  if (!online || !offline) throw new Error('unreachable');

  await openStation(page, code);
  await waitForServiceWorkerReady(page);
  const sealButton = page.getByTestId('day-seal-button');
  const box = await sealButton.boundingBox();
  expect(box?.height ?? 0, 'the seal button is a 44 px target').toBeGreaterThanOrEqual(44);

  await mark(page, online, true);
  await expect(page.getByTestId(`voter-row-${online.voter_id}`)).toHaveAttribute('data-sync', 'sent', { timeout: DRAIN_TIMEOUT });

  // A mark made with no signal keeps the day open, and the seal says why.
  await context.setOffline(true);
  await mark(page, offline, true);
  await sealButton.click();
  const refusal = page.getByTestId('day-seal-refusal');
  await expect(refusal).toBeVisible();
  await expect(refusal.getByTestId('day-seal-offline')).toContainText('kërkon lidhje me internetin');
  await expect(refusal.getByTestId('day-seal-pending-count')).toHaveText('1 shënim pret dërgimin');
  const held = refusal.getByTestId('day-seal-row');
  await expect(held).toHaveCount(1);
  await expect(held).toContainText(`(nr. ${offline.list_number}): votoi`);
  await expect(held).toHaveAttribute('data-reason', 'waiting');
  await expect(page.getByTestId('day-seal-receipt')).toHaveCount(0);

  // Back online the seal sends the mark itself, then asks the server for the receipt.
  await context.setOffline(false);
  await sealButton.click();
  const receipt = page.getByTestId('day-seal-receipt');
  await expect(receipt).toBeVisible({ timeout: DRAIN_TIMEOUT });
  await expect(refusal).toHaveCount(0);
  await expect(page.getByTestId('voting-pending-count')).toHaveAttribute('data-count', '0');
  const station = receipt.getByTestId(`day-seal-station-${code}`);
  // This browser is a new device: exactly its two marks are its own.
  await expect(station).toHaveAttribute('data-marked-here', '2');
  await expect(station).toContainText('Shënuar nga kjo pajisje: 2');
  const voted = await stationVoted(request, token, qvId);
  await expect(station).toHaveAttribute('data-voted', String(voted));
  const sealedAt = await receipt.getAttribute('data-sealed-at');
  if (!sealedAt) throw new Error('the receipt has no time');
  await expect(receipt.getByTestId('day-seal-time')).toHaveText(`Dita u mbyll më ${tiranaTime(sealedAt)} (ora e serverit, Tiranë).`);
  await expect(receipt.getByTestId('day-seal-changed-after')).toHaveCount(0);

  // The receipt stays on the device: offline, after a reload, it shows again as it was.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('search-list-number')).toBeVisible({ timeout: 30_000 });
  await expect(receipt).toHaveAttribute('data-sealed-at', sealedAt);
  await expect(station).toHaveAttribute('data-marked-here', '2');
  await expect(station).toHaveAttribute('data-voted', String(voted));

  // Voting goes on after the seal; the screen says changes came after it.
  await mark(page, offline, false);
  await expect(receipt.getByTestId('day-seal-changed-after')).toContainText(`Pas mbylljes në ${tiranaTime(sealedAt)} ka pasur ndryshime`);
  await context.setOffline(false);
  await waitUntilDrained(page);
  await mark(page, online, false);
  await waitUntilDrained(page);
});
