import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { waitForOnUseCode } from './on-use-code';

export const PATRONAGER = { username: 'patronazhist', password: 'demo' } as const;

/**
 * Signs in through the sign-in screen: only that path records the member's token for the sync
 * engine (a token written straight into localStorage lets the pages load but nothing is sent).
 */
export async function signInThroughForm(page: Page, user: { username: string; password: string } = PATRONAGER): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Emri i përdoruesit ose kodi').fill(user.username);
  await page.getByLabel('Fjalëkalimi', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Hyr', exact: true }).click();
  await page.waitForURL(/\/dashboard/);
}

/** A token of the test's own, for reading and changing the server's state beside the page. */
export async function apiToken(request: APIRequestContext, user: { username: string; password: string } = PATRONAGER): Promise<string> {
  const response = await request.post('/api/rest-auth/login/', { data: user });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { key: string }).key;
}

export async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: { Authorization: `Token ${token}` } });
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** The service worker must control the page before going offline, or a reload has nothing to load from. */
export async function waitForServiceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
  });
  await waitForOnUseCode(page);
}

/** Fills the list's search form (labels as on screen) and presses Kërko. */
export async function searchList(page: Page, fields: Readonly<Record<string, string>>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Kërko', exact: true }).click();
}

