import type { Page } from '@playwright/test';

/** Signs in through the real sign-in screen (spec 01 §2) and waits for the dashboard. */
export async function signInThroughUi(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Emri i përdoruesit ose kodi').fill(username);
  await page.getByLabel('Fjalëkalimi', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Hyr', exact: true }).click();
  await page.waitForURL(/\/dashboard/, { timeout: 60_000 });
}

export const VOTER_ROW = '[data-testid^="voter-row-"]';

/**
 * A full load of a signed-in member opens on the lock screen (the data key lives only in memory):
 * the password is typed as soon as it shows. Resolves at once when the page opens unlocked.
 */
export async function unlockIfAsked(page: Page, password: string, shown: string, timeoutMs = 120_000): Promise<void> {
  const lock = page.getByTestId('app-lock');
  await lock.or(page.locator(shown).first()).first().waitFor({ state: 'visible', timeout: timeoutMs });
  if (!(await lock.isVisible())) return;
  await lock.locator('input[type="password"]').fill(password);
  await lock.locator('button[type="submit"]').click();
}

/** Opens the observer's voting-day screen and waits for its first voter row (the only station is chosen by itself). */
export async function openObserverList(page: Page, timeoutMs = 120_000, password?: string): Promise<void> {
  await page.goto('/observer-module');
  if (password !== undefined) await unlockIfAsked(page, password, VOTER_ROW, timeoutMs);
  await page.locator(VOTER_ROW).first().waitFor({ state: 'visible', timeout: timeoutMs });
}

/** Waits until a service worker controls the page (it has precached the app by then). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
  });
}
