import type { APIRequestContext } from '@playwright/test';
import type { AssignedTaskRow, MemberTaskDetail } from '../../src/contract/member-tasks';
import type { TaskComment } from '../../src/contract/task-comments';
import { eq } from 'drizzle-orm';
import { taskDocuments, tasks } from '../../server/db/schema';
import { ONGOING_TASK_NAME, QR_SUBTASK_NAME, REPORTED_TASK_NAME } from '../../server/seed/seed-member-tasks';
import type { InProcessServer } from '../support/in-process-server';
import { seriousViolations } from '../support/axe-violations';
import { expect, inProcessTest as test } from '../support/in-process-test';
import { apiGet, apiToken, signInThroughForm, waitForServiceWorkerReady } from './outreach-helpers';
import { offlineTextsSeen, watchOfflineTexts } from './offline-text-watch';
import { SAVED_ON_DEVICE } from './save-texts';

/**
 * Received tasks and the consult view (issue 13, spec 02 §2.3, §2.4). Completing a task, the
 * report, comments and documents change the server's state, so the spec runs on its own
 * in-process server. `anetar` holds the demo tasks used here.
 */
const MEMBER = { username: 'anetar', password: 'demo' } as const;
const PHOTO = 'server/seed/news-photos/news-01.png';

const MEETING = ONGOING_TASK_NAME;

/** The demo tasks are dated around the seed's day: move one's end ahead so it is ongoing ('Në proces') today. */
async function makeOngoing(server: InProcessServer, name: string): Promise<void> {
  await server.db.update(tasks).set({ endDate: new Date(Date.now() + 3 * 86_400_000) }).where(eq(tasks.name, name));
}

async function assignmentId(request: APIRequestContext, token: string, name: string): Promise<number> {
  const rows = await apiGet<{ data: AssignedTaskRow[] }>(request, token, `/api/hr/my-assigned-tasks/?limit=100&name=${encodeURIComponent(name)}`);
  const row = rows.data.find((r) => r.task_name === name);
  if (!row) throw new Error(`${name} is not among the member’s tasks`);
  return row.id;
}

test('the list: search by title and status, priority colours, info opens the consult view; reload and Back keep their place', async ({ page, server }) => {
  await makeOngoing(server, QR_SUBTASK_NAME);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughForm(page, MEMBER);
  await page.goto('/tasks-received');
  await expect(page.getByRole('heading', { name: 'Detyrat e marra', level: 1 })).toBeVisible();
  await expect(page.getByTestId('task-row').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Titulli').fill('sallës');
  await page.getByRole('button', { name: 'Kërko', exact: true }).click();
  await expect(page).toHaveURL(/name=sall%C3%ABs/);
  await expect(page.getByTestId('task-row')).toHaveCount(1);
  const row = page.getByTestId('task-row');
  await expect(row).toContainText(QR_SUBTASK_NAME);
  await expect(row.getByTestId('priority')).toHaveAttribute('data-priority', '2');
  await expect(row.getByTestId('task-status')).toHaveText('Në proces');

  await page.getByLabel('Titulli').fill('');
  await page.getByLabel('Statusi').selectOption('completed');
  await page.getByRole('button', { name: 'Kërko', exact: true }).click();
  await expect(page.getByTestId('task-row').filter({ hasText: REPORTED_TASK_NAME })).toBeVisible();
  for (const status of await page.getByTestId('task-status').allTextContents()) expect(status).toBe('Përfunduar');

  await page.getByRole('button', { name: `Shiko detyrën: ${REPORTED_TASK_NAME}` }).click();
  await expect(page).toHaveURL(/\/task-view\?id=\d+$/);
  await expect(page.getByRole('heading', { name: REPORTED_TASK_NAME, level: 1 })).toBeVisible();
  await expect(page.getByTestId('status-banner')).toContainText('Përfunduar');
  // Not ongoing: the report is read-only (sanitised HTML), the documents cannot be deleted.
  await expect(page.getByTestId('report-view')).toContainText('120');
  await expect(page.getByTestId('report-view').locator('strong')).toHaveText('120');
  await expect(page.getByTestId('document-row')).toHaveCount(2);
  await expect(page.getByRole('button', { name: /^Fshi dokumentin/ }).first()).toBeDisabled();
  await expect(page.getByTestId('task-done')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.reload();
  await expect(page.getByRole('heading', { name: REPORTED_TASK_NAME, level: 1 })).toBeVisible();
  await page.getByTestId('task-back').click();
  await expect(page).toHaveURL(/\/tasks-received\?status=completed$/);

  // The top bar's dropdown (spec 01 §2 "Chrome"): an item opens the consult view, 'Shiko të gjitha' the list.
  await page.getByRole('button', { name: /^Detyra të reja:/ }).click();
  const item = page.getByRole('menuitem').filter({ hasNotText: 'Shiko të gjitha' }).first();
  const name = (await item.locator('p').first().textContent()) ?? '';
  await item.click();
  await expect(page).toHaveURL(/\/task-view\?id=\d+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^Detyra të reja:/ }).click();
  await page.getByRole('menuitem', { name: 'Shiko të gjitha' }).click();
  await expect(page).toHaveURL(/\/tasks-received$/);
});

test('comments, the report and documents online; the document form asks for a file', async ({ page, request, server }) => {
  await makeOngoing(server, QR_SUBTASK_NAME);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughForm(page, MEMBER);
  const token = await apiToken(request, MEMBER);
  const id = await assignmentId(request, token, QR_SUBTASK_NAME);
  // The worker's server outlives a file: start from no documents whatever an earlier spec uploaded.
  await server.db.delete(taskDocuments).where(eq(taskDocuments.memberTaskId, id));
  await page.goto(`/task-view?id=${id}`);
  await expect(page.getByTestId('status-banner')).toContainText('Në proces');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByTestId('comment-send').click();
  await expect(page.getByText('Ju lutem, shkruani komentin!')).toBeVisible();
  await page.getByLabel('Komenti').fill('Karriget janë gati.');
  await page.getByTestId('comment-send').click();
  await expect(page.getByTestId('comments-panel').getByText('Karriget janë gati.')).toBeVisible();
  await expect(page.getByTestId('comment-sync')).toHaveCount(0, { timeout: 30_000 });

  await page.getByTestId('document-add').click();
  await page.getByTestId('document-save').click();
  await expect(page.getByTestId('document-problem')).toHaveText('Ju lutem, ngarkoni një dokument/imazh!');
  await page.getByLabel('Përshkrimi', { exact: true }).last().fill('Salla e përgatitur');
  await page.getByTestId('document-file').setInputFiles(PHOTO);
  await page.getByTestId('document-save').click();
  await expect(page.getByText('Shtimi u krye me sukses!')).toBeVisible();
  await expect(page.getByTestId('document-row')).toHaveCount(1);
  // One tap only asks: cancelling keeps the document.
  await page.getByRole('button', { name: /^Fshi dokumentin/ }).click();
  await expect(page.getByRole('alertdialog', { name: 'Fshi dokumentin' })).toContainText('do të fshihet përgjithmonë');
  await page.getByRole('button', { name: 'Anullo' }).click();
  await expect(page.getByTestId('document-row')).toHaveCount(1);
  await page.getByRole('button', { name: /^Fshi dokumentin/ }).click();
  await page.getByTestId('document-delete-confirm').click();
  await expect(page.getByText('Fshirja u krye me sukses!')).toBeVisible();
  await expect(page.getByTestId('documents-table-empty')).toBeVisible();
  const thread = await apiGet<{ data: TaskComment[] }>(request, token, `/api/hr/task-info-comments/?task_id=${(await apiGet<MemberTaskDetail>(request, token, `/api/hr/membertask/${id}/`)).task.id}`);
  expect(thread.data.map((c) => c.comment)).toContain('Karriget janë gati.');
});

test('offline: the list and the task open from the device; a comment, the report and done wait, then reach the server with the points', async ({ page, context, request, server }) => {
  await makeOngoing(server, QR_SUBTASK_NAME);
  await signInThroughForm(page, MEMBER);
  const token = await apiToken(request, MEMBER);
  const id = await assignmentId(request, token, QR_SUBTASK_NAME);
  await page.goto('/tasks-received');
  await expect(page.getByTestId('task-row').first()).toBeVisible();
  await page.goto(`/task-view?id=${id}`);
  await expect(page.getByTestId('report-editor')).toBeVisible();
  // The thread's copy is on the device before the signal goes.
  await expect(page.getByTestId('comments-panel')).toHaveAttribute('data-loaded', 'true');
  await waitForServiceWorkerReady(page);

  await context.setOffline(true);
  await watchOfflineTexts(page, ['task-offline', 'tasks-offline']);
  await page.reload();
  await expect(page.getByTestId('task-as-of')).toBeVisible();
  // The kept copy opened after a skeleton, not after a flash of "not on the device".
  expect(await offlineTextsSeen(page)).toEqual([]);
  await expect(page.getByTestId('documents-offline')).toContainText('dokumentet që shtoni ruhen në pajisje');
  await page.getByLabel('Komenti').fill('Jam në sallë.');
  await page.getByTestId('comment-send').click();
  await expect(page.getByTestId('comment-sync')).toHaveAttribute('data-sync', 'pending');

  await page.getByTestId('report-save').click();
  await expect(page.getByTestId('report-required')).toHaveText('Ju lutem, shkruani raportin!');
  await page.getByTestId('report-editor').fill('Salla u përgatit për 200 veta.');
  await page.getByTestId('report-save').click();
  await expect(page.getByText(SAVED_ON_DEVICE)).toBeVisible();
  await expect(page.getByTestId('report-sync')).toHaveAttribute('data-sync', 'pending');

  await page.getByTestId('task-done').click();
  await expect(page.getByText(SAVED_ON_DEVICE).first()).toBeVisible();
  await expect(page).toHaveURL(/\/tasks-received$/);
  await expect(page.getByTestId('tasks-as-of')).toBeVisible();
  expect(await offlineTextsSeen(page)).toEqual([]);
  // The list's copy is older than the decision: its row shows the decision, waiting to be sent.
  await expect(page.getByTestId('task-row').filter({ hasText: QR_SUBTASK_NAME }).getByTestId('task-status')).toHaveText('Përfunduar');
  const before = await apiGet<MemberTaskDetail>(request, token, `/api/hr/membertask/${id}/`);
  expect(before.completed).toBe(false);

  await context.setOffline(false);
  await expect
    .poll(async () => (await apiGet<MemberTaskDetail>(request, token, `/api/hr/membertask/${id}/`)).completed, { timeout: 30_000 })
    .toBe(true);
  const after = await apiGet<MemberTaskDetail>(request, token, `/api/hr/membertask/${id}/`);
  expect(after.points_taken).toBe(after.points);
  expect(after.points_taken).toBeGreaterThan(0);
  expect(after.comment).toContain('Salla u përgatit për 200 veta.');
  await expect
    .poll(async () => (await apiGet<{ data: TaskComment[] }>(request, token, `/api/hr/task-info-comments/?task_id=${after.task.id}`)).data.map((c) => c.comment), { timeout: 30_000 })
    .toContain('Jam në sallë.');

  await page.goto(`/task-view?id=${id}`);
  await expect(page.getByTestId('status-banner')).toContainText('Përfunduar');
  await expect(page.getByTestId('report-view')).toContainText('Salla u përgatit për 200 veta.');
});

// Before the refusal below changes it: the demo as a newcomer finds it, with nothing moved.
test('the demo’s task under way opens with the report editor on its draft and a document that can be deleted', async ({ page, request }) => {
  await signInThroughForm(page, MEMBER);
  const id = await assignmentId(request, await apiToken(request, MEMBER), MEETING);
  await page.goto(`/task-view?id=${id}`);
  await expect(page.getByTestId('status-banner')).toContainText('Në proces');
  await expect(page.getByTestId('report-editor')).toBeVisible();
  await expect(page.getByTestId('report-editor')).toContainText('40');
  await expect(page.getByTestId('document-row')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Fshi dokumentin/ })).toBeEnabled();
});

test('refusing asks first, shows the refusal and reaches the server', async ({ page, request, server }) => {
  await makeOngoing(server, MEETING);
  await signInThroughForm(page, MEMBER);
  const token = await apiToken(request, MEMBER);
  const target = { id: await assignmentId(request, token, MEETING) };
  await page.goto(`/task-view?id=${target.id}`);
  await expect(page.getByTestId('status-banner')).toContainText('Në proces');
  await page.getByTestId('task-refuse').click();
  await page.getByTestId('refuse-reason').fill('Jam i zënë atë ditë.');
  await page.getByTestId('refuse-confirm').click();
  await expect(page.getByText('Detyra u refuzua!')).toBeVisible();
  await expect(page.getByTestId('status-banner')).toContainText('E pakryer');
  await expect(page.getByTestId('status-banner')).toContainText('E keni refuzuar këtë detyrë.');
  await expect
    .poll(async () => (await apiGet<MemberTaskDetail>(request, token, `/api/hr/membertask/${target.id}/`)).refused, { timeout: 30_000 })
    .toBe(true);
});
