import type { RegionalData } from '../../src/contract/regional-data';
import type { VoterMemberRow } from '../../src/contract/statistics';
import { expect, test } from './fixtures';
import { apiGet, apiToken, signInThroughForm } from './outreach-helpers';
import { seriousViolations } from '../support/axe-violations';

/**
 * /statistics against the real server: `admin` holds every permission, including 'Statistika';
 * `anetar` holds none of the statistics. Read-only.
 */

const ADMIN = { username: 'admin', password: 'demo' } as const;
const CARDS = ['totals', 'voter-member', 'mobility', 'roles', 'month-status', 'yearly', 'added'] as const;

/** The voter/member chart's text summary, computed from the server's rows (members per 100 voters, 2 decimals). */
function summary(rows: readonly VoterMemberRow[]): string {
  const per100 = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100);
  return `Grafik: ${rows.map((r) => `${r.name}: ${per100(r.party_members, r.voters)}`).join(', ')}`;
}

test('the statistics draw every report, follow the region filter, fit a phone and pass axe', async ({ page, request }) => {
  await signInThroughForm(page, ADMIN);
  const token = await apiToken(request, ADMIN);
  const regional = await apiGet<RegionalData>(request, token, '/api/division/regional-data/');
  const allAreas = await apiGet<VoterMemberRow[]>(request, token, '/api/statistics/voter-member-report/');

  await page.goto('/statistics');
  await expect(page.getByRole('heading', { name: 'Statistika', level: 1 })).toBeVisible();
  for (const card of CARDS) await expect(page.getByTestId(`chart-${card}`)).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  for (const card of CARDS) await expect(page.getByTestId(`chart-${card}`).getByRole('heading', { level: 2 })).toHaveCount(1);
  await expect(page.getByTestId('chart-voter-member-figure')).toHaveAttribute('aria-label', summary(allAreas));
  await expect(page.getByTestId('chart-voter-member-figure').locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByTestId('chart-roles-figure').locator('svg').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A region: the area report goes one level down, to that region's municipalities.
  const region = regional.regions.find((r) => allAreas.some((a) => a.id === r.id && a.voters > 0)) ?? regional.regions[0];
  if (!region) throw new Error('no regions in the demo data');
  const inRegion = await apiGet<VoterMemberRow[]>(request, token, `/api/statistics/voter-member-report/?region_id=${region.id}`);
  await page.getByTestId('filter-region').selectOption(String(region.id));
  await expect(page).toHaveURL(new RegExp(`region=${region.id}`));
  await expect(page.getByTestId('chart-voter-member-figure')).toHaveAttribute('aria-label', summary(inRegion));
  await expect(page.getByTestId('chart-mobility')).toContainText(`Zona: qarku ${region.name}`);
  // Its data table holds the same rows.
  await page.getByTestId('chart-voter-member').getByText('Shfaq tabelën e të dhënave').click();
  await expect(page.getByTestId('chart-voter-member-table').locator('tbody tr')).toHaveCount(inRegion.length);

  // A municipality of that region: one more level down, to its units.
  const municipality = regional.municipalities.find((m) => m.region_id === region.id);
  if (municipality) {
    const units = await apiGet<VoterMemberRow[]>(request, token, `/api/statistics/voter-member-report/?region_id=${region.id}&municipality_id=${municipality.id}`);
    await page.getByTestId('filter-municipality').selectOption(String(municipality.id));
    await expect(page.getByTestId('chart-voter-member-figure')).toHaveAttribute('aria-label', summary(units));
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('chart-yearly-figure')).toBeVisible();
  // The charts follow the new width on their ResizeObserver's next tick, not at once.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a member without the Statistika permission gets the no-access text', async ({ page, request }) => {
  const member = { username: 'anetar', password: 'demo' } as const;
  await signInThroughForm(page, member);
  const response = await request.get('/api/statistics/votermemberreport/', { headers: { Authorization: `Token ${await apiToken(request, member)}` } });
  expect(response.status()).toBe(404);
  await page.goto('/statistics');
  await expect(page.getByTestId('statistics-no-access')).toHaveText('Ju nuk keni të drejta të aksesoni këtë modul të sistemit!');
  await expect(page.getByTestId('chart-totals')).toHaveCount(0);
});
