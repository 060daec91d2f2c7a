import type { APIRequestContext, Page } from '@playwright/test';
import type { BroughtMember, DashboardData, DashboardMemberPoint, DashboardMemberTask, DashboardMonthPoints } from '../../src/contract/dashboard';
import { expect, test } from './fixtures';
import { apiGet, apiToken, signInThroughForm, waitForServiceWorkerReady } from './outreach-helpers';
import { seriousViolations } from '../support/axe-violations';

/**
 * The member's dashboard (spec 02 §2.1) against the real server. Other specs sign in as `anetar`
 * too and may change its tasks, so every figure is compared with what the API answers at the same
 * moment. The demo is dated from the day the server loaded it, so a newcomer sees points this month
 * and last month and a chart with bars.
 */

const MEMBER = { username: 'anetar', password: 'demo' } as const;

interface ServerDashboard {
  data: DashboardData;
  tasks: DashboardMemberTask[];
  points: DashboardMemberPoint[];
  brought: BroughtMember[];
  months: DashboardMonthPoints[];
}

async function serverDashboard(request: APIRequestContext, token: string): Promise<ServerDashboard> {
  const [data, tasks, points, brought, months] = await Promise.all([
    apiGet<DashboardData>(request, token, '/api/hr/dashboard-data/'),
    apiGet<DashboardMemberTask[]>(request, token, '/api/hr/dashboard-member-tasks/'),
    apiGet<DashboardMemberPoint[]>(request, token, '/api/hr/dashboard-member-points/'),
    apiGet<BroughtMember[]>(request, token, '/api/hr/dashboard-partymembers-brought-by/'),
    apiGet<DashboardMonthPoints[]>(request, token, '/api/hr/dashboard-points-by-month/'),
  ]);
  return { data, tasks, points, brought, months };
}

/** The spec's rule (02 §9), written again here as the oracle. */
function percentageText({ current_month: current, last_month: last }: DashboardData['points']): string {
  if (last <= 0) return 'Pa krahasim';
  const ratio = current / last;
  return ratio < 1 ? `${(ratio * 100).toFixed(1)}% e muajit të kaluar` : `+${(ratio * 100 - 100).toFixed(1)}% nga muaji i kaluar`;
}

async function screenFigures(page: Page) {
  const text = async (id: string) => (await page.getByTestId(id).innerText()).trim();
  return {
    membersAdded: await text('members-added'),
    welcomeFinished: await text('welcome-tasks-finished'),
    current: await text('points-current-month'),
    last: await text('points-last-month'),
    total: await text('points-total'),
    tasksTotal: await text('tasks-total'),
    tasksFinished: await text('tasks-finished'),
    percentage: await text('points-percentage'),
    taskRows: await page.getByTestId('dashboard-task-row').count(),
    pointRows: await page.getByTestId('dashboard-point-row').count(),
    broughtRows: await page.getByTestId('dashboard-brought-row').count(),
  };
}

/** Retries until the screen and a fresh API read agree (a write by another spec may land in between). */
async function expectFiguresMatchServer(page: Page, request: APIRequestContext, token: string): Promise<ServerDashboard> {
  let server: ServerDashboard | null = null;
  await expect(async () => {
    server = await serverDashboard(request, token);
    const { data } = server;
    const figures = await screenFigures(page);
    expect(figures).toMatchObject({
      membersAdded: String(data.members_added),
      welcomeFinished: String(data.tasks.finished),
      current: String(data.points.current_month),
      last: String(data.points.last_month),
      total: String(data.points.total),
      tasksTotal: String(data.tasks.total),
      tasksFinished: String(data.tasks.finished),
      taskRows: server.tasks.length,
      pointRows: server.points.length,
      broughtRows: server.brought.length,
    });
    expect(figures.percentage).toContain(percentageText(data.points));
  }).toPass({ timeout: 20_000 });
  if (!server) throw new Error('no server read');
  return server;
}

test('the dashboard shows the server’s figures and tables, a points chart, and opens offline as the device’s copy', async ({ page, context, request }) => {
  await signInThroughForm(page, MEMBER);
  const token = await apiToken(request, MEMBER);
  await expect(page.getByRole('heading', { name: /Mirë se vini, Ëngjëll Shehu/ })).toBeVisible();
  const server = await expectFiguresMatchServer(page, request, token);

  const firstTask = server.tasks[0];
  if (firstTask) await expect(page.getByTestId('dashboard-task-row').first()).toContainText(firstTask.task.name);
  const finishedRows = server.tasks.filter((t) => t.task_status.name === 'Perfunduar').length;
  await expect(page.locator('[data-testid="dashboard-task-row"][data-status="finished"]')).toHaveCount(finishedRows);
  const brought = server.brought[0];
  if (brought) await expect(page.getByTestId('dashboard-brought-row').first()).toContainText(`${brought.member.name} ${brought.member.surname}`);
  expect(server.data.points.current_month).toBeGreaterThan(0);
  expect(server.data.points.last_month).toBeGreaterThan(0);
  expect(server.tasks.some((t) => t.task_status.name === 'Në proces')).toBe(true);
  // The lazily loaded chart draws a bar for each month that has points, the server's sums.
  await expect(page.getByTestId('dashboard-chart-figure').locator('.recharts-bar-rectangle').first()).toBeVisible({ timeout: 15_000 });
  const bars = server.months.map(({ month, points }) => `${month.slice(5)}-${month.slice(0, 4)}: ${points}`).join(', ');
  await expect(page.getByTestId('dashboard-chart-figure')).toHaveAttribute('aria-label', `Grafik me shtylla: ${bars}`);
  await expect(page.getByRole('link', { name: 'Shiko profilin' })).toHaveAttribute('href', '/profile');
  await expect(page.getByTestId('dashboard-as-of')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // A task opens its consult view, and Back comes to the dashboard again (spec 02 §2.4).
  if (firstTask) {
    await page.getByTestId('dashboard-task-row').first().getByRole('link', { name: firstTask.task.name }).click();
    await expect(page).toHaveURL(new RegExp(`/task-view\\?id=${firstTask.id}$`));
    await page.getByTestId('task-back').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('dashboard-task-row')).toHaveCount(server.tasks.length);
  }

  await waitForServiceWorkerReady(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('dashboard-as-of')).toContainText(/Të dhënat në pajisje nga \d\d-\d\d-\d{4} \d\d:\d\d/);
  await expect(page.getByTestId('points-total')).toHaveText(String(server.data.points.total));
  await expect(page.getByTestId('dashboard-task-row')).toHaveCount(server.tasks.length);
  await context.setOffline(false);
});

test('the dashboard on a 390 px phone fits the screen and has no serious accessibility violations', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughForm(page, MEMBER);
  await expectFiguresMatchServer(page, request, await apiToken(request, MEMBER));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
});
