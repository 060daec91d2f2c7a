import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { db } from '../../../db/database';
import { useSession } from '../../../ui/session/session-context';
import { renderStatistics } from '../test-render';
import StatisticsPage from './statistics-page';

vi.mock('../../../ui/session/session-context', () => ({ useSession: vi.fn() }));
// The drawing is recharts' job (checked in Chromium by the e2e); here: the data each card gets.
vi.mock('../components/charts', () => ({ BarsChart: () => null, DonutChart: () => null }));

const USER = 7;
const REGIONAL = {
  divisions: [],
  regions: [
    { id: 1, name: 'Tiranë', division_id: null },
    { id: 2, name: 'Durrës', division_id: null },
  ],
  municipalities: [
    { id: 11, name: 'Kamëz', region_id: 1, alias: null },
    { id: 21, name: 'Shijak', region_id: 2, alias: null },
  ],
  units: [],
};

/** getWithToken fetches a path string. */
const pathOf = (input: RequestInfo | URL): string => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

/** The server's answers, by path; area reports answer per region, or per municipality of region 1. */
function answer(url: string): unknown {
  const { pathname, searchParams } = new URL(url, 'http://x');
  const inRegion = searchParams.get('region_id') === '1' || searchParams.get('region') === '1';
  const areas = inRegion ? [{ id: 11, name: 'Kamëz' }] : [{ id: 1, name: 'Tiranë' }, { id: 2, name: 'Durrës' }];
  switch (pathname) {
    case '/api/statistics/votermemberreport/':
      return { voters: 400, party_members: 10, percentage: 2.5 };
    case '/api/statistics/voter-member-report/':
      return areas.map((a) => ({ ...a, voters: 200, party_members: 5 }));
    case '/api/statistics/party-members-mobility/':
      return areas.map((a) => ({ ...a, party_members: 5, voted: 4, percentage: 80 }));
    case '/api/hr/memberpartyrole/':
      return [{ id: 1, name: 'Anëtar', count: 9 }];
    case '/api/statistics/monthtaskstatusreport/':
      return { month: '2025-04', data: [{ status: 'Perfunduar', count: 3 }, { status: 'Në proces', count: 1 }, { status: 'E pakryer', count: 0 }] };
    case '/api/statistics/yearly-task-report/':
      return { year: 2025, data: [{ month: '2025-01', total: 4, finished: 2 }] };
    default:
      return { year: 2025, data: [{ month: '2025-02', count: 6 }] };
  }
}

function session(permissionCodes: string[]) {
  vi.mocked(useSession).mockReturnValue({ auth: { userId: USER }, data: { regionalData: REGIONAL }, permissionCodes } as unknown as ReturnType<typeof useSession>);
}

beforeEach(async () => {
  await db.cachedReads.clear();
  await db.session.put({ userId: USER, token: 'tok', signedInAt: 0 });
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await db.session.clear();
});

describe('/statistics', () => {
  it('without the Statistika permission: the no-access text, and no call', () => {
    session(['Detyra']);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderStatistics(<StatisticsPage />, '/statistics');
    expect(screen.getByTestId('statistics-no-access').textContent).toContain('Ju nuk keni të drejta të aksesoni këtë modul të sistemit!');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('draws every report with a heading and a data table, and the region filter changes the calls', async () => {
    session(['Statistika']);
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((input) => Promise.resolve(new Response(JSON.stringify(answer(pathOf(input))), { status: 200 })));
    renderStatistics(<StatisticsPage />, '/statistics');
    for (const name of ['Votues dhe anëtarë', 'Anëtarë për 100 votues sipas zonës', 'Anëtarët që votuan në ditën e votimit', 'Anëtarët sipas rolit në parti', 'Detyrat e muajit sipas statusit', 'Detyrat gjatë vitit', 'Anëtarë të rinj sipas muajve'])
      expect(screen.getByRole('heading', { name, level: 2 })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('chart-voter-member').dataset.state).toBe('ready'), { timeout: 10_000 });
    expect(screen.getByTestId('chart-voter-member-figure').getAttribute('aria-label')).toBe('Grafik: Tiranë: 2.5, Durrës: 2.5');
    expect(screen.getByTestId('totals-percentage').textContent).toBe('2.5');
    await waitFor(() => expect(screen.getByTestId('chart-month-status-figure').getAttribute('aria-label')).toBe('Grafik: Përfunduar: 3, Në proces: 1, E pakryer: 0'), { timeout: 10_000 });
    expect(screen.getByTestId('filter-municipality')).toHaveProperty('disabled', true);

    fireEvent.change(screen.getByTestId('filter-region'), { target: { value: '1' } });
    await waitFor(() => expect(screen.getByTestId('chart-voter-member-figure').getAttribute('aria-label')).toBe('Grafik: Kamëz: 2.5'), { timeout: 10_000 });
    const urls = fetchSpy.mock.calls.map(([input]) => pathOf(input));
    expect(urls).toContain('/api/statistics/voter-member-report/?region_id=1');
    expect(urls).toContain('/api/statistics/party-members-mobility/?region=1');
    expect([...screen.getByTestId<HTMLSelectElement>('filter-municipality').options].map((o) => o.text)).toEqual(['Të gjitha', 'Kamëz']);
    expect(screen.getByTestId('chart-mobility').textContent).toContain('Zona: qarku Tiranë');
  }, 30_000);

  it('a 404 from the server (permission withdrawn): the no-access text', async () => {
    session(['Statistika']);
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(new Response(JSON.stringify({ Error: 'x' }), { status: 404 })));
    renderStatistics(<StatisticsPage />, '/statistics');
    expect((await screen.findByTestId('statistics-no-access')).textContent).toContain('Ju nuk keni të drejta');
  });
});
