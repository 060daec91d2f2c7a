import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { taskTypes } from '../../server/db/schema';
import { messages } from '../../server/http/messages';
import type { InProcessServer } from '../support/in-process-server';
import { seriousViolations } from '../support/axe-violations';
import { expect, inProcessTest as test } from '../support/in-process-test';
import { signInThroughForm, waitForServiceWorkerReady } from './outreach-helpers';

/**
 * The reference-list configuration screen (issue 12, spec 01 §2, §7, §8): the task types (the list
 * with points) added, edited and deleted against the real server, a type still used by a task
 * refused with the server's text, and the screen opening offline from the device's copy.
 */
const ADMIN = { username: 'admin', password: 'demo' } as const;
/** The type of the seed's tasks, so the server refuses to delete it. */
const USED_TYPE = 'Aktivitet në terren';

async function storedType(server: InProcessServer, name: string) {
  const [row] = await server.db.select({ description: taskTypes.description, points: taskTypes.points }).from(taskTypes).where(eq(taskTypes.name, name));
  return row;
}

/** Signs in as admin and opens the task types through the tabs; the list's panel. */
async function openTaskTypes(page: Page) {
  await signInThroughForm(page, ADMIN);
  await page.goto('/configurations');
  await expect(page.getByRole('heading', { name: 'Konfigurimi i listave', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Detyrat dhe rrjetet sociale' }).click();
  await expect(page).toHaveURL(/\/configurations\?list=tasktype$/);
  await expect(page.getByRole('tab', { name: 'Llojet e detyrave' })).toHaveAttribute('aria-selected', 'true');
  const list = page.getByTestId('reference-list-tasktype');
  await expect(list.getByTestId('reference-row').filter({ hasText: USED_TYPE })).toBeVisible();
  return list;
}

test('task types: add a row, edit it in place, delete it after the confirm', async ({ page, server }) => {
  const list = await openTaskTypes(page);
  await list.getByRole('button', { name: 'Shto një rresht te Llojet e detyrave' }).click();
  await list.getByLabel('Emri').fill('Takim në sallë');
  await list.getByLabel('Përshkrimi').fill('Takim me anëtarët');
  await list.getByLabel('Pikët').fill('12');
  await list.getByRole('button', { name: 'Ruaj' }).click();
  const added = list.getByTestId('reference-row').filter({ hasText: 'Takim në sallë' });
  await expect(added).toContainText('Takim me anëtarët');
  await expect(added.getByTestId('reference-points')).toHaveText('12');
  expect(await storedType(server, 'Takim në sallë')).toEqual({ description: 'Takim me anëtarët', points: 12 });

  await list.getByRole('button', { name: 'Ndrysho: Takim në sallë' }).click();
  await list.getByLabel('Emri').fill('Takim në sallën e madhe');
  await list.getByLabel('Pikët').fill('15');
  await list.getByRole('button', { name: 'Ruaj' }).click();
  const edited = list.getByTestId('reference-row').filter({ hasText: 'Takim në sallën e madhe' });
  await expect(edited.getByTestId('reference-points')).toHaveText('15');
  expect(await storedType(server, 'Takim në sallë')).toBeUndefined();
  expect(await storedType(server, 'Takim në sallën e madhe')).toEqual({ description: 'Takim me anëtarët', points: 15 });

  await list.getByRole('button', { name: 'Fshi: Takim në sallën e madhe' }).click();
  await page.getByTestId('reference-delete-confirm').click();
  await expect(edited).toHaveCount(0);
  expect(await storedType(server, 'Takim në sallën e madhe')).toBeUndefined();
});

test('a task type still used by a task: the server’s refusal shows and the row stays', async ({ page, server }) => {
  const list = await openTaskTypes(page);
  expect(await seriousViolations(page)).toEqual([]);
  await list.getByRole('button', { name: `Fshi: ${USED_TYPE}` }).click();
  await page.getByTestId('reference-delete-confirm').click();
  await expect(list.getByTestId('reference-delete-error')).toHaveText(messages.referenceRowInUse);
  await expect(list.getByTestId('reference-row').filter({ hasText: USED_TYPE })).toBeVisible();
  expect(await storedType(server, USED_TYPE)).toBeDefined();
});

test('offline: the lists open from the device’s copy with its time, every change disabled', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughForm(page, ADMIN);
  await page.goto('/configurations?list=organisation');
  const organisations = page.getByTestId('reference-list-organisation');
  await expect(organisations.getByText('Forumi i Gruas')).toBeVisible();
  // Every list is fetched when the screen opens: the education levels too, without opening them.
  await expect(page.getByTestId('reference-list-educationlevel').getByTestId('reference-table')).toBeAttached();
  await waitForServiceWorkerReady(page);

  await context.setOffline(true);
  await page.reload();
  await expect(organisations.getByText('Forumi i Gruas')).toBeVisible();
  await expect(organisations.getByTestId('reference-as-of')).toHaveText(/^Të dhënat në pajisje nga \d\d-\d\d-\d{4} \d\d:\d\d$/);
  await expect(organisations.getByTestId('reference-offline')).toHaveText('Ky veprim kërkon lidhje me internetin.');
  await expect(organisations.getByRole('button', { name: 'Shto një rresht te Organizatat' })).toBeDisabled();
  await expect(organisations.getByRole('button', { name: 'Fshi: Forumi i Gruas' })).toBeDisabled();
  await expect(organisations.getByRole('button', { name: 'Ndrysho: Forumi i Gruas' })).toBeDisabled();

  await page.getByRole('tab', { name: 'Arsimi' }).click();
  const levels = page.getByTestId('reference-list-educationlevel');
  await expect(levels.getByTestId('reference-as-of')).toBeVisible();
  await expect(levels.getByTestId('reference-row').first()).toBeVisible();
  await context.setOffline(false);
});
