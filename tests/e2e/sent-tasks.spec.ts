import type { APIRequestContext } from '@playwright/test';
import { and, eq, inArray } from 'drizzle-orm';
import { members, memberTasks, notifications, tasks, taskTypes } from '../../server/db/schema';
import { QR_TASK_NAME } from '../../server/seed/seed-member-tasks';
import { CREATOR_TASK_MEMBERS, CREATOR_TASK_NAME } from '../../server/seed/seed-task-creator';
import { seriousViolations } from '../support/axe-violations';
import type { InProcessServer } from '../support/in-process-server';
import { expect, inProcessTest as test } from '../support/in-process-test';
import { apiToken, signInThroughForm, waitForServiceWorkerReady } from './outreach-helpers';

/**
 * The creator's task list, the QR task list and the conference screen (issue 12, spec 01 §2).
 * Cancelling and notifying change the server, so the spec runs on its own in-process server; the
 * in-process server is shared with the other isolated specs, so the demo task is only notified,
 * and the task cancelled here is one the test creates.
 */
const ADMIN = { username: 'admin', password: 'demo' } as const;

async function memberId(server: InProcessServer, username: string): Promise<number> {
  const [row] = await server.db.select({ id: members.id }).from(members).where(eq(members.username, username));
  if (!row) throw new Error(`no member ${username}`);
  return row.id;
}

async function taskId(server: InProcessServer, name: string): Promise<number> {
  const [row] = await server.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.name, name));
  if (!row) throw new Error(`no task ${name}`);
  return row.id;
}

async function createTask(request: APIRequestContext, server: InProcessServer, name: string, participants: number[]): Promise<number> {
  const [type] = await server.db.select({ id: taskTypes.id }).from(taskTypes).limit(1);
  const token = await apiToken(request, ADMIN);
  const response = await request.post('/api/hr/task/', {
    headers: { Authorization: `Token ${token}` },
    data: { name, description: 'Detyrë prove për anullimin.', start_date: '2030-05-01', end_date: '2030-05-03', task_type_id: type?.id, task_priority_id: 1, member_ids: participants, is_qrcode: false },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const notificationsOf = (server: InProcessServer, ids: number[]) =>
  server.db.select({ memberId: notifications.memberId, description: notifications.description }).from(notifications).where(inArray(notifications.memberId, ids));

test('the demo task with its members: one is notified on the server', async ({ page, server }) => {
  const [first] = CREATOR_TASK_MEMBERS;
  const notified = await memberId(server, first);
  const before = (await notificationsOf(server, [notified])).length;
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughForm(page, ADMIN);
  await page.goto('/tasks-sent');
  await expect(page.getByRole('heading', { name: 'Detyrat e Krijuara', level: 1 })).toBeVisible();
  await page.getByLabel('Kërko sipas emrit ose përshkrimit').fill('Kombinat');
  await page.getByRole('button', { name: 'Kërko', exact: true }).click();
  await expect(page).toHaveURL(/search=Kombinat/);
  const row = page.getByTestId('sent-task-row').filter({ hasText: CREATOR_TASK_NAME });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('member-avatars')).toHaveAttribute('data-count', '3');
  expect(await seriousViolations(page)).toEqual([]);
  // 390 px: a card a task (date, progress and members in it), nothing scrolls sideways.
  await expect(row).toHaveAttribute('data-list-row', '');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await row.getByTestId('members-cell').click();
  const dialog = page.getByTestId('members-dialog');
  await expect(dialog.getByTestId('member-row')).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.locator(`[data-member-id="${notified}"]`).getByRole('button', { name: /^Njofto / }).click();
  await expect(page.getByText('U njoftua 1 anëtar.')).toBeVisible();
  const after = await notificationsOf(server, [notified]);
  expect(after).toHaveLength(before + 1);
  expect(after.at(-1)?.description).toContain(CREATOR_TASK_NAME);
});

test('‘Shiko’ opens the task; ‘Anullo’ warns that the participants are notified; confirmed, the task leaves the server and the list', async ({ page, request, server }) => {
  const participants = [await memberId(server, 'anetar09'), await memberId(server, 'anetar10')];
  const name = 'Detyrë prove për anullim';
  const id = await createTask(request, server, name, participants);
  await signInThroughForm(page, ADMIN);
  await page.goto(`/tasks-sent?search=${encodeURIComponent(name)}`);
  const row = page.getByTestId('sent-task-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);

  await row.getByTestId('task-actions').click();
  await page.getByRole('menuitem', { name: 'Shiko' }).click();
  await expect(page).toHaveURL(new RegExp(`/task-edit\\?id=${id}$`));
  await page.goBack();
  await expect(row).toHaveCount(1);

  await row.getByTestId('task-actions').click();
  await page.getByRole('menuitem', { name: 'Anullo' }).click();
  await expect(page.getByTestId('cancel-task-dialog')).toContainText('Të gjithë pjesëmarrësit do të njoftohen.');
  await page.getByTestId('cancel-task-confirm').click();
  await expect(page.getByText('Detyra u anullua. U njoftuan 2 pjesëmarrës.')).toBeVisible();
  await expect(page.getByTestId('sent-tasks-empty')).toHaveText('Nuk ka detyra të krijuara');

  expect(await server.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, id))).toHaveLength(0);
  expect(await server.db.select({ id: memberTasks.id }).from(memberTasks).where(and(eq(memberTasks.taskId, id)))).toHaveLength(0);
  const notes = await notificationsOf(server, participants);
  expect(notes.filter((n) => n.description.includes(name)).map((n) => n.memberId).sort()).toEqual([...participants].sort());
});

test('the QR list opens a row’s QR view', async ({ page, server }) => {
  await signInThroughForm(page, ADMIN);
  await page.goto('/task-qr-list');
  await expect(page.getByRole('heading', { name: 'Detyrat me kod QR', level: 1 })).toBeVisible();
  const qrId = await taskId(server, QR_TASK_NAME);
  await page.getByTestId('qr-task-row').filter({ hasText: QR_TASK_NAME }).click();
  await expect(page).toHaveURL(new RegExp(`/task-qr-view\\?task_id=${qrId}$`));
  await page.goBack();
  await expect(page.getByTestId('qr-task-row').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('offline: the list opens from the device with its time and ‘Anullo’ says it needs the internet; the conference shows the code', async ({ page, context, server }) => {
  await signInThroughForm(page, ADMIN);
  await page.goto('/tasks-sent');
  await expect(page.getByTestId('sent-task-row').first()).toBeVisible();
  await waitForServiceWorkerReady(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('sent-tasks-as-of')).toContainText('Të dhënat në pajisje nga');
  await expect(page.getByTestId('sent-task-row').first()).toBeVisible();
  await page.getByTestId('task-actions').first().click();
  await expect(page.getByRole('menuitem', { name: 'Anullo' })).toHaveAttribute('data-disabled', '');
  await expect(page.getByTestId('cancel-offline')).toHaveText('Ky veprim kërkon lidhje me internetin.');
  await page.keyboard.press('Escape');

  const [demo] = await server.db.select({ code: tasks.hashCode }).from(tasks).where(eq(tasks.name, CREATOR_TASK_NAME));
  const code = demo?.code ?? '';
  await page.goto(`/conference?code=${encodeURIComponent(code)}`);
  await expect(page.getByTestId('conference-code')).toHaveText(code);
  await expect(page.getByTestId('conference-name')).not.toBeEmpty();
  await context.setOffline(false);
});
