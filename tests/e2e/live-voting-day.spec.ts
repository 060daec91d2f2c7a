import type { MyObserverVoters, PatronageVoter } from '../../src/contract/voting-day';
import { expect, inProcessTest as test } from '../support/in-process-test';
import { apiGet, apiToken, signInThroughForm } from './outreach-helpers';
import { openStation } from './voting-day-helpers';

/**
 * The live loop (issue 33): a voter an observer marks at the station shows as voted on the
 * patronager's list that is open on another phone, within 30 s and without a reload: the open
 * list pulls `?since=` deltas every 15 s while it is shown and online.
 */
const OBSERVER = { username: 'vezhgues', password: 'demo' } as const;
const LIVE_GOAL_MS = 30_000;

test('an observer’s mark reaches the patronager’s open list without a reload', async ({ page, browser, request, server }) => {
  test.setTimeout(120_000);
  // A voter on both lists (the demo's patronage list overlaps the observer's second station), not voted yet.
  const patronage = await apiGet<PatronageVoter[]>(request, await apiToken(request), '/api/patronage/my-patronager-voters-election-day/');
  const observed = await apiGet<MyObserverVoters>(request, await apiToken(request, OBSERVER), '/api/patronage/my-observer-voters-new/');
  const codeOf = new Map(observed.qvs.map((qv) => [qv.id, qv.code]));
  const shared = patronage
    .filter((p) => !p.voted)
    .map((p) => ({ patronage: p, observer: observed.voters.find((v) => codeOf.get(v.qv_id) === p.qv_code && v.list_number === p.list_number) }))
    .find((pair) => pair.observer !== undefined && !pair.observer.voted);
  if (!shared?.observer) throw new Error('no unvoted voter on both the observer’s and the patronager’s lists');
  const { patronage: target, observer: voter } = shared;

  // The patronager's list is open, and stays open.
  await signInThroughForm(page);
  await page.goto('/patronager-module');
  await page.getByTestId('search-list-number').fill(String(target.list_number));
  const row = page.getByTestId(`voter-row-${target.patronager_voter_id}`);
  await expect(row).toHaveAttribute('data-voted', 'false', { timeout: LIVE_GOAL_MS });
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });

  // The observer marks the voter on a phone of their own.
  const observerContext = await browser.newContext({ baseURL: server.url, locale: 'sq-AL', reducedMotion: 'reduce', serviceWorkers: 'allow' });
  try {
    const phone = await observerContext.newPage();
    await signInThroughForm(phone, OBSERVER);
    await openStation(phone, target.qv_code);
    await phone.getByTestId('search-list-number').fill(String(voter.list_number));
    const observerRow = phone.getByTestId(`voter-row-${voter.voter_id}`);
    await observerRow.getByRole('button', { name: /^Konfirmo/ }).click();
    await expect(observerRow).toHaveAttribute('data-sync', 'sent', { timeout: LIVE_GOAL_MS });
    const markedAt = Date.now();

    await expect(row).toHaveAttribute('data-voted', 'true', { timeout: LIVE_GOAL_MS });
    test.info().annotations.push({ type: 'N7 mark → open list (one sample, ms)', description: String(Date.now() - markedAt) });
    expect(navigations, 'the patronager’s page was not reloaded').toEqual([]);
  } finally {
    await observerContext.close();
  }
});
