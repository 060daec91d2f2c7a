import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { db } from '../../../db/database';
import { useSession } from '../../../ui/session/session-context';
import { renderDashboard } from '../test-render';
import { DASHBOARD_PATHS } from '../use-dashboard';
import DashboardPage from './dashboard-page';

vi.mock('../../../ui/session/session-context', () => ({ useSession: vi.fn() }));

const USER = 7;
// 09:30 in Tirana (GMT+2 in May).
const AT = Date.parse('2025-05-01T07:30:00Z');

const text = (testId: string) => screen.getByTestId(testId).textContent;

function offline(): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

async function keep(path: string, value: unknown): Promise<void> {
  await db.cachedReads.put({ userId: USER, key: path, value, at: AT });
}

beforeEach(async () => {
  await db.cachedReads.clear();
  await db.session.put({ userId: USER, token: 'tok', signedInAt: 0 });
  vi.mocked(useSession).mockReturnValue({ auth: { userId: USER }, fullName: 'Ëngjëll Shehu', data: { member: null } } as unknown as ReturnType<typeof useSession>);
});
afterEach(async () => {
  cleanup();
  await db.session.clear();
  vi.restoreAllMocks();
});

describe('/dashboard', () => {
  it('shows the device’s copy with no signal: figures, percentage, tables and the as-of line', async () => {
    offline();
    await keep(DASHBOARD_PATHS.data, { members_added: 3, tasks: { total: 12, finished: 5 }, points: { current_month: 30, last_month: 40, total: 410 } });
    await keep(DASHBOARD_PATHS.tasks, [
      { id: 1, task: { id: 9, name: 'Takim në lagje', points: 10, create_member: { name: 'Arbër', surname: 'Hoxha', photo: null } }, start_date: '2025-04-20T08:00:00Z', task_status: { name: 'Perfunduar' } },
      { id: 2, task: { id: 8, name: 'Fletëpalosje', points: 5, create_member: { name: 'Arbër', surname: 'Hoxha', photo: null } }, start_date: '2025-04-25T08:00:00Z', task_status: { name: 'Në proces' } },
    ]);
    await keep(DASHBOARD_PATHS.points, [{ id: 4, activity_type: 'Detyrë', activity_name: 'Takim në lagje', points: 10, create_date: '2025-04-21T08:00:00Z' }]);
    await keep(DASHBOARD_PATHS.brought, [{ id: 5, member: { name: 'Besa', surname: 'Kola', photo: null }, membership_date: '2025-03-02' }]);
    await keep(DASHBOARD_PATHS.months, [
      { month: '2025-03', points: 0 },
      { month: '2025-04', points: 10 },
    ]);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    renderDashboard(<DashboardPage />, '/dashboard');

    await waitFor(() => expect(text('points-total')).toContain('410'));
    expect(text('members-added')).toContain('3');
    expect(text('welcome-tasks-finished')).toContain('5');
    expect(text('tasks-total')).toContain('12');
    // 30 of 40 is under last month: the share of it, one decimal (spec 02 §9).
    expect(text('points-percentage')).toContain('75.0% e muajit të kaluar');
    expect(screen.getAllByTestId('dashboard-task-row').map((row) => row.dataset.status)).toEqual(['finished', 'ongoing']);
    expect(screen.getByText('Përfunduar')).toBeTruthy();
    // A task opens its consult view, which knows to come back here.
    expect(screen.getByRole('link', { name: 'Takim në lagje' }).getAttribute('href')).toBe('/task-view?id=1');
    expect(screen.getByText('Besa Kola')).toBeTruthy();
    expect(screen.getByText('02-03-2025')).toBeTruthy();
    expect(text('dashboard-as-of')).toContain('Të dhënat në pajisje nga 01-05-2025 09:30');
    expect(screen.getByRole('heading', { name: 'Pikët sipas muajve' })).toBeTruthy();
    expect(screen.getByTestId('dashboard-chart-figure').getAttribute('aria-label')).toBe('Grafik me shtylla: 03-2025: 0, 04-2025: 10');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('with nothing on the device and no signal: zeros and empty tables, no error', async () => {
    offline();
    renderDashboard(<DashboardPage />, '/dashboard?special=1');
    expect(await screen.findByText('Paneli i divizionit special')).toBeTruthy();
    expect(text('points-current-month')).toContain('0');
    expect(text('points-percentage')).toContain('Pa krahasim');
    expect(text('dashboard-tasks-table-empty')).toContain('Nuk ka të dhëna!');
    expect(screen.queryByTestId('dashboard-as-of')).toBeNull();
    expect(screen.queryByTestId('dashboard-chart')).toBeNull();
    expect(screen.getByRole('link', { name: 'Shiko profilin' }).getAttribute('href')).toBe('/profile');
  });

  it('ignores a failed load online (spec 02 §8)', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ Error: 'Gabim' }), { status: 500 }));
    renderDashboard(<DashboardPage />, '/dashboard');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(5));
    expect(text('points-total')).toContain('0');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
