import type { Request } from '@playwright/test';
import type { ObserverStatus } from '../../src/contract/election';
import type { MyObserverVoters } from '../../src/contract/voting-day';
import { LIVE_VOTING_DAY_PATH } from '../../src/contract/live';
import { expect, inProcessTest as test } from '../support/in-process-test';
import { apiGet, apiToken, signInThroughForm } from './outreach-helpers';
import { openStation } from './voting-day-helpers';

/**
 * Push, not poll (issues 33, 37): the open observer list holds the voting-day stream, and a vote
 * made elsewhere reaches it through a `changed` event and one `?since=` pull, with no 15 s poll
 * before it. Offline, the stream is closed and the page sends nothing. Its own server: the vote
 * changes the data.
 */
const OBSERVER = { username: 'vezhgues', password: 'demo' } as const;
/** Longer than the fallback poll's period (15 s): a page that polled would have done so in it. */
const LONGER_THAN_A_POLL_MS = 17_000;

test('the open observer list shows a vote made elsewhere through the stream, and goes quiet offline', async ({ page, context, request }) => {
  test.setTimeout(150_000);
  const token = await apiToken(request, OBSERVER);
  const status = await apiGet<ObserverStatus>(request, token, '/api/election/observer-status/');
  const observed = await apiGet<MyObserverVoters>(request, token, '/api/patronage/my-observer-voters-new/');
  const voter = observed.voters.find((v) => !v.voted);
  const station = observed.qvs.find((qv) => qv.id === voter?.qv_id);
  if (!voter || !station) throw new Error('no unvoted voter on the observer’s stations');

  const apiRequests: { url: string; at: number }[] = [];
  page.on('request', (r: Request) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) apiRequests.push({ url: r.url(), at: Date.now() });
  });
  const polls = () => apiRequests.filter((r) => r.url.includes('?since='));
  const streams = () => apiRequests.filter((r) => new URL(r.url).pathname === LIVE_VOTING_DAY_PATH);

  await signInThroughForm(page, OBSERVER);
  const streamOpened = page.waitForRequest((r) => new URL(r.url()).pathname === LIVE_VOTING_DAY_PATH);
  await openStation(page, station.code);
  await streamOpened;
  await page.getByTestId('search-list-number').fill(String(voter.list_number));
  const row = page.getByTestId(`voter-row-${voter.voter_id}`);
  await expect(row).toHaveAttribute('data-voted', 'false');
  // The list downloaded whole (the stream's catch-up pull finds nothing to bring up to date before
  // that), then nothing while it sits idle.
  const pollsBefore = polls().length;
  await page.waitForTimeout(LONGER_THAN_A_POLL_MS);
  expect(polls(), 'no ?since= poll while the stream is open and nothing changed').toHaveLength(pollsBefore);

  const votedAt = Date.now();
  const vote = await request.post('/api/patronage/voting/', { headers: { Authorization: `Token ${token}` }, data: { observer_id: status.observer_id, voter_id: voter.voter_id } });
  expect(vote.status()).toBe(200);
  await expect(row).toHaveAttribute('data-voted', 'true', { timeout: LONGER_THAN_A_POLL_MS });
  expect(polls().filter((r) => r.at >= votedAt), 'one pull, the one the event asked for').toHaveLength(1);
  expect(streams(), 'the one stream stayed open').toHaveLength(1);

  // Offline: the stream is closed and nothing is sent, not even a poll.
  const streamClosed = page.waitForEvent('requestfailed', (r) => new URL(r.url()).pathname === LIVE_VOTING_DAY_PATH);
  await context.setOffline(true);
  await streamClosed;
  const sentBeforeOffline = apiRequests.length;
  await page.waitForTimeout(LONGER_THAN_A_POLL_MS);
  expect(apiRequests.slice(sentBeforeOffline), 'no request while offline').toEqual([]);

  // Back online: the stream opens again, and its catch-up pull with it.
  const reopened = page.waitForRequest((r) => new URL(r.url()).pathname === LIVE_VOTING_DAY_PATH);
  await context.setOffline(false);
  await reopened;
  expect(streams()).toHaveLength(2);
});
