import { expect, type Page } from '@playwright/test';
import { waitForOnUseCode } from './on-use-code';

/**
 * Opens the observer module (at `base`, '' for the configured baseURL), lets the first-visit
 * download finish, and opens the station's list.
 */
export async function openStation(page: Page, code: string, base = ''): Promise<void> {
  await page.goto(`${base}/observer-module`);
  await expect(page.getByRole('heading', { name: 'Dita e Votimit' })).toBeVisible();
  const station = page.getByTestId(`station-${code}`);
  await expect(station).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('voting-download')).toHaveCount(0, { timeout: 30_000 });
  await station.click();
  await expect(page.getByTestId('search-list-number')).toBeVisible();
}

/** The service worker must be active before going offline, or a reload has nothing to load from. */
export async function waitForServiceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await waitForOnUseCode(page);
}
