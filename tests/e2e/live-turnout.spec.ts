import type { ObserverStatus } from '../../src/contract/election';
import type { LiveTurnout } from '../../src/contract/live-turnout';
import type { MyObserverVoters } from '../../src/contract/voting-day';
import { expect, inProcessTest as test } from '../support/in-process-test';
import { apiGet, apiToken, signInThroughForm } from './outreach-helpers';

/**
 * The coordinators' live turnout (issue 33): `admin` holds 'Statistika'. An observer's vote, sent
 * through the API beside the open page, reaches the table through its 15 s refresh, without a
 * reload. Its own server: the vote changes the data.
 */
const ADMIN = { username: 'admin', password: 'demo' } as const;
const OBSERVER = { username: 'vezhgues', password: 'demo' } as const;
/** One refresh interval (15 s) plus the answer, with room for a busy machine. */
const REFRESH_WAIT_MS = 35_000;

test('a coordinator follows the live turnout down to a station, sees a new vote, on a phone and offline', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const adminToken = await apiToken(request, ADMIN);
  const observerToken = await apiToken(request, OBSERVER);
  const status = await apiGet<ObserverStatus>(request, observerToken, '/api/election/observer-status/');
  const observed = await apiGet<MyObserverVoters>(request, observerToken, '/api/patronage/my-observer-voters-new/');
  const voter = observed.voters.find((v) => !v.voted);
  if (!voter) throw new Error('no unvoted voter on the observer’s stations');

  // Where the voter's station lies, found through the call itself: region → municipality → station.
  const turnout = (query: string) => apiGet<LiveTurnout>(request, adminToken, `/api/turnout/?${query}`);
  const national = await turnout('level=region');
  let place: { region: LiveTurnout['rows'][number]; municipality: LiveTurnout['rows'][number]; station: LiveTurnout['rows'][number] } | undefined;
  for (const region of national.rows.filter((r) => r.voters > 0)) {
    for (const municipality of (await turnout(`level=municipality&region_id=${region.id}`)).rows.filter((m) => m.voters > 0)) {
      const station = (await turnout(`level=station&municipality_id=${municipality.id}`)).rows.find((s) => s.id === voter.qv_id);
      if (station) place = { region, municipality, station };
    }
    if (place) break;
  }
  if (!place) throw new Error('the observer’s station is in no municipality');
  expect(status.qvs.map((q) => q.id)).toContain(place.station.id);

  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughForm(page, ADMIN);
  // From the statistics screen, as a coordinator reaches it.
  await page.goto('/statistics');
  await page.getByTestId('statistics-live-turnout').click();
  await expect(page).toHaveURL(/\/statistics\/turnout$/);
  await expect(page.getByRole('heading', { name: 'Pjesëmarrja live', level: 1 })).toBeVisible();
  await expect(page.getByTestId('turnout-updated')).toHaveText(/^Përditësuar në \d\d:\d\d$/);
  const total = page.getByTestId('turnout-total').getByTestId('turnout-voted');
  await expect(total).toHaveAttribute('data-value', String(national.totals.voted));
  await expect(page.getByTestId('turnout-row')).toHaveCount(national.rows.length);

  // An observer marks the voter; the open table shows it on its next refresh, with no reload.
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  const vote = await request.post('/api/patronage/voting/', {
    headers: { Authorization: `Token ${observerToken}` },
    data: { observer_id: status.observer_id, voter_id: voter.voter_id },
  });
  expect(vote.status()).toBeLessThan(300);
  await expect(total).toHaveAttribute('data-value', String(national.totals.voted + 1), { timeout: REFRESH_WAIT_MS });
  await expect(page.locator(`[data-testid="turnout-row"][data-id="${place.region.id}"]`).getByTestId('turnout-voted')).toHaveAttribute(
    'data-value',
    String(place.region.voted + 1),
  );
  expect(navigations, 'the table refreshed without a reload').toEqual([]);

  // Drill down: region → municipality → station, and back by the breadcrumb.
  await page.locator(`[data-testid="turnout-row"][data-id="${place.region.id}"] button`).click();
  await expect(page).toHaveURL(new RegExp(`region=${place.region.id}$`));
  await expect(page.getByTestId('turnout-breadcrumb')).toContainText(place.region.name);
  await page.locator(`[data-testid="turnout-row"][data-id="${place.municipality.id}"] button`).click();
  await expect(page).toHaveURL(new RegExp(`municipality=${place.municipality.id}`));
  await expect(page.getByTestId('turnout-breadcrumb')).toContainText(place.municipality.name);
  const stationRow = page.locator(`[data-testid="turnout-row"][data-id="${place.station.id}"]`);
  await expect(stationRow).toContainText(place.station.name);
  await expect(stationRow.getByTestId('turnout-voted')).toHaveAttribute('data-value', String(place.station.voted + 1));
  // A station is the last level: nothing to tap.
  await expect(stationRow.locator('button')).toHaveCount(0);

  // Phone first: nothing wider than the screen, every tap target at least 44 px high.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const link of await page.getByTestId('turnout-breadcrumb').getByRole('link').all()) expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);

  await page.getByTestId('turnout-breadcrumb').getByRole('link', { name: place.region.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`region=${place.region.id}$`));
  for (const row of await page.locator('[data-testid="turnout-row"] button').all()) expect((await row.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Offline: the table needs the network, says so, and keeps the last one with its time.
  await context.setOffline(true);
  await expect(page.getByTestId('turnout-offline')).toContainText('Pjesëmarrja live kërkon lidhje me internetin');
  await expect(page.getByTestId('turnout-offline')).toContainText(/Tabela e fundit, përditësuar më \d\d-\d\d-\d{4} \d\d:\d\d/);
  await expect(page.getByTestId('turnout-row')).not.toHaveCount(0);
  await expect(page.getByTestId('turnout-updated')).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByTestId('turnout-offline')).toHaveCount(0);
  await expect(page.getByTestId('turnout-updated')).toBeVisible();
});

test('a member without the statistics permission gets the no-access text', async ({ page }) => {
  await signInThroughForm(page, { username: 'anetar', password: 'demo' });
  await page.goto('/statistics/turnout');
  await expect(page.getByTestId('turnout-no-access')).toHaveText('Ju nuk keni të drejta të aksesoni këtë modul të sistemit!');
  await expect(page.getByTestId('turnout-table')).toHaveCount(0);
});
