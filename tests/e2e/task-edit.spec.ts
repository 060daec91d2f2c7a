import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { eq } from 'drizzle-orm';
import type { CreatedTask, TaskInfo } from '../../src/contract/task-creator';
import type { TaskComment } from '../../src/contract/task-comments';
import { memberTasks } from '../../server/db/schema';
import { CREATOR_SUBTASK_NAMES, CREATOR_TASK_NAME } from '../../server/seed/seed-task-creator';
import { QR_TASK_NAME } from '../../server/seed/seed-member-tasks';
import { seriousViolations } from '../support/axe-violations';
import { expect, inProcessTest as test } from '../support/in-process-test';
import { apiGet, apiToken, signInThroughForm, waitForServiceWorkerReady } from './outreach-helpers';

/**
 * The creator's task detail (issue 12, spec 01 §2 "Task detail"): edit, documents, the QR PDF,
 * comments written offline and the page opened offline. It changes the server's state, so it runs
 * on its own in-process server; `admin` created the demo tasks used here.
 */
const ADMIN = { username: 'admin', password: 'demo' } as const;
const PHOTO = 'server/seed/news-photos/news-01.png';

async function createdTaskId(request: APIRequestContext, token: string, name: string): Promise<number> {
  const page = await apiGet<{ data: CreatedTask[] }>(request, token, `/api/hr/mytasks/?limit=100&search=${encodeURIComponent(name)}`);
  // The first test renames the demo task by adding to its name (the worker's server is shared by the tests).
  const task = page.data.find((t) => t.name.startsWith(name));
  if (!task) throw new Error(`${name} is not among admin's tasks`);
  return task.id;
}

test('edit the task, a sanitised report, upload and delete a document', async ({ page, request, server }) => {
  const token = await apiToken(request, ADMIN);
  const id = await createdTaskId(request, token, CREATOR_TASK_NAME);
  // A report the way an attacker would write it, straight into the database past the server's own cleaning.
  await server.db
    .update(memberTasks)
    .set({ report: '<p>Vizituam <b>40</b> shtëpi.</p><img src="x" alt="" onerror="document.title=\'pwned\'"><script>document.title="pwned"</script>' })
    .where(eq(memberTasks.taskId, id));
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughForm(page, ADMIN);
  await page.goto(`/task-edit?id=${id}`);
  await expect(page.getByRole('heading', { name: CREATOR_TASK_NAME, level: 1 })).toBeVisible();
  // The demo task's two sub-tasks, and any an earlier spec on this worker's server added (5 a page).
  const subtasks = (await apiGet<TaskInfo>(request, token, `/api/hr/taskinfo/?task_id=${id}`)).subtasks.length;
  expect(subtasks).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('subtask-row')).toHaveCount(Math.min(subtasks, 5));
  await expect(page.getByRole('button', { name: 'Bashkohu në konferencë' })).toBeVisible();
  await expect(page.getByTestId('qr-panel')).toHaveCount(0);
  const report = page.getByTestId('completed-comment').first();
  await expect(report.locator('b')).toHaveText('40');
  expect(await page.locator('[data-testid="completed-comment"] script, [onerror]').count()).toBe(0);
  expect(await page.title()).not.toBe('pwned');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByTestId('task-edit').click();
  await page.getByTestId('edit-name').fill('Fushata derë më derë në Kombinat (java 2)');
  await page.getByTestId('edit-save').click();
  await expect(page.getByText('Sukses').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fushata derë më derë në Kombinat (java 2)', level: 1 })).toBeVisible();
  await expect(page.getByTestId('task-edit-form')).toHaveCount(0);
  expect((await apiGet<TaskInfo>(request, token, `/api/hr/taskinfo/?task_id=${id}`)).name).toBe('Fushata derë më derë në Kombinat (java 2)');

  const before = (await apiGet<TaskInfo>(request, token, `/api/hr/taskinfo/?task_id=${id}`)).docs.length;
  await page.getByTestId('document-add').click();
  await page.getByTestId('document-description').fill('Foto e lagjes');
  await page.getByTestId('document-file').setInputFiles(PHOTO);
  await page.getByTestId('document-save').click();
  await expect(page.getByTestId('document-row')).toHaveCount(before + 1);
  const uploaded = (await apiGet<TaskInfo>(request, token, `/api/hr/taskinfo/?task_id=${id}`)).docs.find((d) => d.description === 'Foto e lagjes');
  expect(uploaded?.type).toBe('image');
  // On a phone the toasts sit at the bottom: bring the row's delete button to the middle of the screen.
  const remove = page.getByRole('button', { name: `Fshi dokumentin ${uploaded?.file_name ?? ''}` });
  await remove.evaluate((button) => button.scrollIntoView({ block: 'center' }));
  await remove.click();
  await page.getByTestId('document-delete-confirm').click();
  await expect(page.getByTestId('document-row')).toHaveCount(before);
  expect((await apiGet<TaskInfo>(request, token, `/api/hr/taskinfo/?task_id=${id}`)).docs.some((d) => d.description === 'Foto e lagjes')).toBe(false);
});

test('a member who did not create the task gets the not-found text', async ({ page, request }) => {
  const id = await createdTaskId(request, await apiToken(request, ADMIN), CREATOR_TASK_NAME);
  await signInThroughForm(page, { username: 'anetar', password: 'demo' });
  await page.goto(`/task-edit?id=${id}`);
  await expect(page.getByTestId('task-failure')).toHaveText('Detyra nuk u gjet ose nuk keni akses për ta ndryshuar.');
  await expect(page.getByTestId('task-edit')).toHaveCount(0);
});

test('a QR task: the panel and its PDF download; sub-tasks open their own detail', async ({ page, request }) => {
  const token = await apiToken(request, ADMIN);
  const id = await createdTaskId(request, token, QR_TASK_NAME);
  await signInThroughForm(page, ADMIN);
  await page.goto(`/task-edit?id=${id}`);
  await expect(page.getByTestId('qr-panel')).toBeVisible();
  await expect(page.getByTestId('qr-image')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Shkarko PDF' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const path = await download.path();
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const parent = await createdTaskId(request, token, CREATOR_TASK_NAME);
  await page.goto(`/task-edit?id=${parent}`);
  // A sub-task opens its own detail, which offers no sub-task of its own; 'add' on the task goes to the form.
  await page.getByRole('button', { name: `Hap nën-detyrën ${CREATOR_SUBTASK_NAMES[0]}` }).click();
  await expect(page).toHaveURL(/\/task-edit\?id=\d+$/);
  await expect(page.getByRole('heading', { name: CREATOR_SUBTASK_NAMES[0], level: 1 })).toBeVisible();
  await expect(page.getByTestId('subtask-add')).toHaveCount(0);
  await page.getByTestId('task-back').click();
  await page.getByTestId('subtask-add').click();
  await expect(page).toHaveURL(new RegExp(`/task-create\\?parent=${parent}$`));
});

test('offline: the page opens from the device with its time; a comment waits and reaches the server once', async ({ page, context, request }) => {
  const token = await apiToken(request, ADMIN);
  const id = await createdTaskId(request, token, CREATOR_TASK_NAME);
  await signInThroughForm(page, ADMIN);
  await page.goto(`/task-edit?id=${id}`);
  await expect(page.getByRole('heading', { name: CREATOR_TASK_NAME, level: 1 })).toBeVisible();
  await page.getByTestId('comments-toggle').click();
  // The thread's copy is on the device before the signal goes.
  await expect(page.getByTestId('comments-panel')).toHaveAttribute('data-loaded', 'true');
  await expect(page.getByTestId('task-as-of')).toHaveCount(0);
  await waitForServiceWorkerReady(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: CREATOR_TASK_NAME, level: 1 })).toBeVisible();
  await expect(page.getByTestId('task-as-of')).toHaveText(/^Të dhënat në pajisje nga /);
  await expect(page.getByTestId('document-add')).toBeDisabled();
  await expect(page.getByTestId('documents-offline')).toHaveText('Ky veprim kërkon lidhje me internetin.');
  await page.getByTestId('comments-toggle').click();
  await page.getByLabel('Komenti').fill('Nisim të shtunën në ora 9.');
  await page.getByTestId('comment-send').click();
  await expect(page.getByTestId('comment-sync')).toHaveAttribute('data-sync', 'pending');

  await context.setOffline(false);
  const thread = () => apiGet<{ data: TaskComment[] }>(request, token, `/api/hr/task-info-comments/?task_id=${id}`);
  await expect.poll(async () => (await thread()).data.filter((c) => c.comment === 'Nisim të shtunën në ora 9.').length, { timeout: 30_000 }).toBe(1);
  await expect(page.getByTestId('comment-sync')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('comments-panel').getByText('Nisim të shtunën në ora 9.')).toHaveCount(1);
  expect((await thread()).data.filter((c) => c.comment === 'Nisim të shtunën në ora 9.')).toHaveLength(1);
});
