import { eq } from 'drizzle-orm';
import { tasks } from '../../server/db/schema';
import { QR_SUBTASK_NAME } from '../../server/seed/seed-member-tasks';
import { expect, inProcessTest as test } from '../support/in-process-test';
import { apiToken, signInThroughForm, waitForServiceWorkerReady } from './outreach-helpers';
import { assignmentId, serverDocs, storedFiles } from './task-document-helpers';
import { SAVED_ON_DEVICE } from './save-texts';

/**
 * Issue 13: a document added to a received task with no signal waits on the device (the file in
 * IndexedDB with its outbox row), survives a reload, and reaches the server exactly once.
 */
const MEMBER = { username: 'anetar', password: 'demo' } as const;
const PHOTO = 'server/seed/news-photos/news-01.png';

test('offline: the document waits on the device through a reload, then reaches the server once', async ({ page, context, request, server }) => {
  await server.db.update(tasks).set({ endDate: new Date(Date.now() + 3 * 86_400_000) }).where(eq(tasks.name, QR_SUBTASK_NAME));
  await signInThroughForm(page, MEMBER);
  const token = await apiToken(request, MEMBER);
  const id = await assignmentId(request, token, QR_SUBTASK_NAME);
  // The worker's server is shared by this file's tests: count from what is there.
  const before = (await serverDocs(server, id)).length;
  await page.goto(`/task-view?id=${id}`);
  await expect(page.getByTestId('status-banner')).toContainText('Në proces');
  await expect(page.getByTestId('documents-section')).toHaveAttribute('data-loaded', 'true');
  await expect(page.getByTestId('document-row')).toHaveCount(before);
  await waitForServiceWorkerReady(page);

  await context.setOffline(true);
  await page.getByTestId('document-add').click();
  await page.getByLabel('Përshkrimi', { exact: true }).last().fill('Salla para takimit');
  await page.getByTestId('document-file').setInputFiles(PHOTO);
  await page.getByTestId('document-save').click();
  await expect(page.getByText(SAVED_ON_DEVICE)).toBeVisible();
  const pending = page.getByTestId('document-pending');
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText('news-01.png');
  await expect(pending).toContainText('Salla para takimit');
  await expect(pending.getByTestId('document-pending-state')).toHaveText('Në pritje të dërgimit');
  expect(await storedFiles(page)).toBe(1);

  await page.reload();
  await expect(page.getByTestId('documents-offline')).toBeVisible();
  await expect(page.getByTestId('document-pending')).toHaveCount(1);
  await expect(page.getByTestId('document-pending-state')).toHaveText('Në pritje të dërgimit');
  expect(await serverDocs(server, id)).toHaveLength(before);

  await context.setOffline(false);
  await expect(page.getByTestId('document-row')).toHaveCount(before + 1, { timeout: 30_000 });
  await expect(page.getByTestId('document-pending')).toHaveCount(0);
  await expect(page.getByTestId('document-row').filter({ hasText: 'Salla para takimit' })).toContainText('news-01.png');
  const stored = (await serverDocs(server, id)).filter((d) => d.description === 'Salla para takimit');
  expect(stored).toHaveLength(1);
  expect(stored[0]?.clientRef).toMatch(/^local-/);
  expect(await serverDocs(server, id)).toHaveLength(before + 1);
  expect(await storedFiles(page)).toBe(0);
});

test('a pending document can be removed before it is sent: nothing reaches the server', async ({ page, context, request, server }) => {
  await server.db.update(tasks).set({ endDate: new Date(Date.now() + 3 * 86_400_000) }).where(eq(tasks.name, QR_SUBTASK_NAME));
  await signInThroughForm(page, MEMBER);
  const token = await apiToken(request, MEMBER);
  const id = await assignmentId(request, token, QR_SUBTASK_NAME);
  const before = (await serverDocs(server, id)).length;
  await page.goto(`/task-view?id=${id}`);
  await expect(page.getByTestId('documents-section')).toHaveAttribute('data-loaded', 'true');
  await expect(page.getByTestId('document-row')).toHaveCount(before);

  await context.setOffline(true);
  await page.getByTestId('document-add').click();
  await page.getByTestId('document-file').setInputFiles(PHOTO);
  await page.getByTestId('document-save').click();
  await expect(page.getByTestId('document-pending')).toHaveCount(1);
  await page.getByRole('button', { name: 'Hiq dokumentin e padërguar news-01.png' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Hiq dokumentin e padërguar' })).toContainText('news-01.png');
  await page.getByTestId('document-delete-confirm').click();
  await expect(page.getByTestId('document-pending')).toHaveCount(0);
  expect(await storedFiles(page)).toBe(0);

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByTestId('document-row')).toHaveCount(before);
  await expect(page.getByTestId('document-pending')).toHaveCount(0);
  expect(await serverDocs(server, id)).toHaveLength(before);
});

test('sign-out takes an unsent document’s file off the device', async ({ page, context, request }) => {
  await signInThroughForm(page, MEMBER);
  const token = await apiToken(request, MEMBER);
  const id = await assignmentId(request, token, QR_SUBTASK_NAME);
  await page.goto(`/task-view?id=${id}`);
  await expect(page.getByTestId('documents-section')).toHaveAttribute('data-loaded', 'true');
  // The sign-out page is a chunk of its own: the service worker serves it offline.
  await waitForServiceWorkerReady(page);

  await context.setOffline(true);
  await page.getByTestId('document-add').click();
  await page.getByTestId('document-file').setInputFiles(PHOTO);
  await page.getByTestId('document-save').click();
  await expect(page.getByTestId('document-pending')).toHaveCount(1);
  expect(await storedFiles(page)).toBe(1);

  await page.getByRole('button', { name: 'Menyja e përdoruesit' }).click();
  await page.getByRole('menuitem', { name: 'Dil', exact: true }).click();
  // The unsent document is a change waiting: the app warns before it goes.
  await page.getByRole('alertdialog').getByRole('button', { name: 'Dil gjithsesi' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedFiles(page)).toBe(0);
});
