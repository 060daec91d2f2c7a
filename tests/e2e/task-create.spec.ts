import type { Page } from '@playwright/test';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { CreatedTask, TaskInfo } from '../../src/contract/task-creator';
import { formDayTimeToUtc, payloadDateTime } from '../../src/lib/form-day';
import { formatZoned, TIRANA_ZONE } from '../../src/lib/zoned-time';
import { CREATOR_TASK_NAME } from '../../server/seed/seed-task-creator';
import { seriousViolations } from '../support/axe-violations';
import { expect, inProcessTest as test } from '../support/in-process-test';
import { apiGet, apiToken, signInThroughForm, waitForServiceWorkerReady } from './outreach-helpers';

/**
 * Creating a task and a sub-task (issue 12, spec 01 'Task creation', §5, §8). Creating changes the
 * server's state, so the spec runs on its own in-process server, signed in as `admin` ('Detyra').
 */
dayjs.extend(utc);

const ADMIN = { username: 'admin', password: 'demo' } as const;
// Days are typed DD-MM-YYYY whatever the browser's language.
const day = (days: number) => dayjs().add(days, 'day').format('DD-MM-YYYY');

async function myTask(request: Parameters<typeof apiToken>[0], name: string): Promise<CreatedTask | undefined> {
  const token = await apiToken(request, ADMIN);
  const rows = await apiGet<{ data: CreatedTask[] }>(request, token, `/api/hr/mytasks/?limit=10&search=${encodeURIComponent(name)}`);
  return rows.data.find((task) => task.name === name);
}

async function addMember(page: Page, typed: string, fullName: string): Promise<void> {
  await page.getByLabel('Kërko anëtarë').fill(typed);
  await page.getByRole('button', { name: `Shto ${fullName}` }).first().click();
  await expect(page.getByTestId('member-chip').filter({ hasText: fullName })).toBeVisible();
}

test.use({ viewport: { width: 1280, height: 900 } });

test('an empty submit shows every message, at phone width, with no serious axe finding', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughForm(page, ADMIN);
  await page.goto('/task-create');
  await expect(page.getByRole('heading', { name: 'Krijo detyrë', level: 1 })).toBeVisible();
  await expect(page.getByTestId('task-points')).toHaveValue('0.0');
  await expect(page.getByText('Vetëm për detyrat me konfirmim të pjesëmarrjes')).toBeVisible();

  await page.getByTestId('task-create-submit').click();
  await expect(page.getByTestId('task-form-invalid')).toBeVisible();
  for (const message of [
    'Ju lutemi vini titullin',
    'Ju lutemi vini përshkrimin',
    'Ju lutemi vini datën e fillimit',
    'Ju lutemi vini datën e mbarimit',
    'Ju lutemi zgjidhni llojin e detyrës',
    'Ju lutemi zgjidhni prioritetin',
  ])
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByTestId('task-form-invalid')).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Data e fillimit').fill(day(3));
  await page.getByLabel('Data e mbarimit').fill(day(2));
  await page.getByTestId('task-create-submit').click();
  await expect(page.getByText('Data e mbarimit nuk mund të jetë para datës së fillimit.')).toBeVisible();
});

test('a task with type (its points), priority, two members found by search and QR is created, then the page goes back', async ({ page, request }) => {
  await signInThroughForm(page, ADMIN);
  await page.getByTestId('main-menu').getByRole('link', { name: 'Krijo detyrë' }).click();
  await expect(page.getByRole('heading', { name: 'Krijo detyrë', level: 1 })).toBeVisible();

  const name = 'Takim me të rinjtë e Kombinatit';
  await page.getByLabel('Titulli').fill(name);
  await page.getByLabel('Përshkrimi').fill('Takim në sallën e lagjes me të rinjtë.');
  await page.getByLabel('Data e fillimit').fill(day(3));
  await page.getByLabel('Ora e fillimit').fill('10:00');
  await page.getByLabel('Data e mbarimit').fill(day(4));
  await page.getByTestId('task-type').selectOption({ label: 'Takim' });
  await expect(page.getByTestId('task-points')).toHaveValue('10.0');
  await page.getByTestId('task-priority').selectOption({ label: 'E lartë' });
  await addMember(page, 'Dritë Der', 'Dritë Dervishi');
  await addMember(page, 'Gëzim Çel', 'Gëzim Çela');
  await page.getByText('Detyrë me kod QR').click();
  await page.getByTestId('task-create-submit').click();

  await expect(page.getByText('Detyra u shtua me sukses.')).toBeVisible();
  await expect(page.getByText('Sukses', { exact: true })).toBeVisible();
  // Opened from the menu: back to where the member was.
  await expect(page).toHaveURL(/\/dashboard/);

  const task = await myTask(request, name);
  expect(task).toBeDefined();
  expect(task?.is_qrcode).toBe(true);
  expect(task?.points).toBe(10);
  expect(task?.task_priority.id).toBe(1);
  expect(task?.task_type?.name).toBe('Takim');
  expect(task?.parent).toBeNull();
  expect(task?.members.map((m) => `${m.name} ${m.surname}`).sort()).toEqual(['Dritë Dervishi', 'Gëzim Çela']);
  // 10:00 in Tirana: 09:00 UTC in winter, 08:00 UTC in summer.
  const tenInTirana = formDayTimeToUtc(day(3), '10:00', TIRANA_ZONE);
  if (!tenInTirana) throw new Error('the typed day did not parse');
  expect(task?.start_date.slice(0, 16)).toBe(payloadDateTime(tenInTirana).slice(0, 16));
});

test('a sub-task starts on its parent’s dates, must stay inside them, and is created under it', async ({ page, request }) => {
  const parent = await myTask(request, CREATOR_TASK_NAME);
  if (!parent) throw new Error('the demo task is missing');
  await signInThroughForm(page, ADMIN);
  await page.goto(`/task-create?parent=${parent.id}`);
  await expect(page.getByRole('heading', { name: 'Krijo nën-detyrë', level: 1 })).toBeVisible();
  await expect(page.getByTestId('task-create-parent')).toContainText(`Nën-detyrë e: ${CREATOR_TASK_NAME}`);
  await expect(page.getByLabel('Data e fillimit')).toHaveValue(formatZoned(parent.start_date, 'DD-MM-YYYY', TIRANA_ZONE));

  const name = 'Shpërndarja e fletëpalosjeve në Kombinat';
  await page.getByLabel('Titulli').fill(name);
  await page.getByLabel('Përshkrimi').fill('Fletëpalosje për çdo hyrje pallati.');
  await page.getByTestId('task-type').selectOption({ label: 'Shpërndarje materialesh' });
  await page.getByTestId('task-priority').selectOption({ label: 'Mesatare' });
  await page.getByLabel('Data e mbarimit').fill(dayjs.utc(parent.end_date).add(3, 'day').format('DD-MM-YYYY'));
  await page.getByTestId('task-create-submit').click();
  await expect(page.getByText('Datat e nën-detyrës duhet të jenë brenda datave të detyrës kryesore.')).toBeVisible();

  await page.getByLabel('Data e mbarimit').fill(dayjs.utc(parent.start_date).add(1, 'day').format('DD-MM-YYYY'));
  await page.getByLabel('Ora e mbarimit').fill('12:00');
  await addMember(page, 'Dritë Der', 'Dritë Dervishi');
  await page.getByTestId('task-create-submit').click();
  await expect(page.getByText('Nën-Detyra u shtua me sukses.')).toBeVisible();
  // Opened from a link (no history entry): it goes to the parent task.
  await expect(page).toHaveURL(new RegExp(`/task-edit\\?id=${parent.id}$`));

  const token = await apiToken(request, ADMIN);
  const info = await apiGet<TaskInfo>(request, token, `/api/hr/taskinfo/?task_id=${parent.id}`);
  const sub = info.subtasks.find((s) => s.name === name);
  expect(sub?.parent).toBe(parent.id);
  expect(sub?.members.map((m) => m.name)).toEqual(['Dritë']);
  expect(sub?.task_priority.id).toBe(2);
});

test('offline: the form opens from the device, keeps what was typed over a reload, says why and cannot submit', async ({ page, context }) => {
  await signInThroughForm(page, ADMIN);
  await page.goto('/task-create');
  await expect(page.getByTestId('task-type').locator('option', { hasText: 'Takim' })).toHaveCount(1);
  await waitForServiceWorkerReady(page);
  await page.getByLabel('Titulli').fill('Draft pa internet');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('task-create-offline')).toContainText('Ky veprim kërkon lidhje me internetin.');
  await expect(page.getByTestId('task-create-submit')).toBeDisabled();
  await expect(page.getByLabel('Titulli')).toHaveValue('Draft pa internet');
  await expect(page.getByTestId('task-create-as-of')).toBeVisible();
  await page.getByTestId('task-type').selectOption({ label: 'Takim' });
  await expect(page.getByTestId('task-points')).toHaveValue('10.0');
  await expect(page.getByLabel('Kërko anëtarë')).toBeDisabled();
  await context.setOffline(false);
});

test('a member without "Detyra" gets the no-access text', async ({ page }) => {
  await signInThroughForm(page, { username: 'anetar', password: 'demo' });
  await page.goto('/task-create');
  await expect(page.getByTestId('task-create-no-access')).toHaveText('Ju nuk keni të drejta të aksesoni këtë modul të sistemit!');
});
