import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * The readiness check, 'Gati për punë pa lidhje' (issue 36): red on a first visit until the
 * service worker controls the page with its precache complete, green once the observer's list is
 * on the device, amber when that list is older than the threshold (12 h). Phone width.
 */

test.use({ viewport: { width: 390, height: 844 } });

const OBSERVER = { username: 'vezhgues', password: 'demo' } as const;
const THIRTEEN_HOURS = 13 * 60 * 60 * 1000;

async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Emri i përdoruesit ose kodi').fill(OBSERVER.username);
  await page.getByLabel('Fjalëkalimi', { exact: true }).fill(OBSERVER.password);
  await page.getByRole('button', { name: 'Hyr', exact: true }).click();
  await page.waitForURL(/\/dashboard/);
}

/** Opens the sync panel from the top bar and returns its readiness section. */
async function openReadinessPanel(page: Page) {
  await page.getByTestId('sync-indicator').click();
  const panel = page.getByTestId('readiness-panel');
  await expect(panel).toBeVisible();
  return panel;
}

/**
 * Headless Chromium refuses navigator.storage.persist() to a site it has no engagement with (the
 * check then stays amber, as it should); a phone's Chrome grants it to an installed or much-used
 * app. The test grants it the way the browser would, then presses the check's own button.
 */
async function grantPersistentStorage(page: Page, origin: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  // Without the context's id the grant goes to the browser's default context, not this test's.
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  // The session stays attached: Chromium drops a session's permission grants when it detaches.
  await cdp.send('Browser.grantPermissions', { origin, permissions: ['durableStorage'], browserContextId: targetInfo.browserContextId });
}

async function persistIfOffered(page: Page): Promise<void> {
  const button = page.getByTestId('readiness-persist');
  if (await button.isVisible()) await button.click();
}

/** Sets the stored download time of the member's observer list, as if it had been downloaded at `at`. */
async function setObserverDownloadedAt(page: Page, at: number): Promise<void> {
  await page.evaluate(async (time) => {
    const raw = localStorage.getItem('userData');
    const userId = raw === null ? null : (JSON.parse(raw) as { id: number }).id;
    if (userId === null) throw new Error('no userData');
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('terren');
      open.onerror = () => reject(open.error ?? new Error('open failed'));
      open.onsuccess = () => {
        const tx = open.result.transaction('meta', 'readwrite');
        tx.objectStore('meta').put({ key: `downloadedAt:observer:${userId}`, value: time });
        tx.oncomplete = () => {
          open.result.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error ?? new Error('write failed'));
      };
    });
  }, at);
}

test('red on a first visit before the worker holds the app, green once it does and the list is on the device', async ({ page, context, baseURL }) => {
  // Hold the worker's script: the page stays uncontrolled, as on a first visit whose precache is still going.
  let releaseWorker = (): void => undefined;
  const workerHeld = new Promise<void>((resolve) => {
    releaseWorker = resolve;
  });
  await context.route('**/sw.js', async (route) => {
    await workerHeld;
    await route.continue();
  });

  await signIn(page);
  await page.goto('/observer-module');
  await expect(page.getByRole('heading', { name: 'Dita e Votimit' })).toBeVisible();
  const banner = page.getByTestId('readiness-banner');
  await expect(banner).toHaveAttribute('data-status', 'red');
  await expect(banner.getByTestId('readiness-overall')).toHaveText('Jo gati për punë pa lidhje');
  await banner.getByRole('button', { name: 'Si ta ndreq' }).click();
  const app = banner.getByTestId('readiness-check-app');
  await expect(app).toHaveAttribute('data-status', 'red');
  await expect(app).toContainText('Rifreskojeni faqen një herë, ndërsa keni internet.');
  await expect(app.getByRole('button', { name: 'Rifresko faqen' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

  // The worker installs, precaches everything and takes the page; the list downloads meanwhile.
  releaseWorker();
  await expect(page.getByTestId('voting-download')).toHaveCount(0, { timeout: 30_000 });
  // The banner lists only what is not green: the app's check leaves it once the worker holds every file.
  await expect(app).toHaveCount(0, { timeout: 60_000 });
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // Not persisted is amber, never red; the button asks again once the browser would grant it.
  await expect(banner).toHaveAttribute('data-status', 'amber');
  await expect(banner.getByTestId('readiness-check-storage')).toHaveAttribute('data-status', 'amber');
  await grantPersistentStorage(page, baseURL ?? '');
  await banner.getByTestId('readiness-persist').click();
  await expect(banner).toHaveCount(0, { timeout: 30_000 });

  const panel = await openReadinessPanel(page);
  await expect(panel.getByTestId('readiness-overall')).toHaveText('Gati për punë pa lidhje');
  await expect(panel.getByTestId('readiness-overall')).toHaveAttribute('data-status', 'green');
  await expect(panel.getByTestId('readiness-check-app')).toContainText(/Instaluar: të \d+ skedarët e aplikacionit janë në pajisje\./);
  await expect(panel.getByTestId('readiness-check-list-observer')).toContainText(/Në pajisje: \d+ regjistrime, shkarkuar \d\d:\d\d\./);
  await expect(panel.getByTestId('readiness-check-clock')).toHaveAttribute('data-status', 'green');
  await expect(panel.getByTestId('readiness-check-outbox')).toContainText('Çdo ndryshim është dërguar te serveri.');
  // Phone width: nothing of the panel runs off the screen.
  const box = await panel.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
});

test('amber when the list on the device is older than the threshold', async ({ page, baseURL }) => {
  await signIn(page);
  await grantPersistentStorage(page, baseURL ?? '');
  await page.goto('/observer-module');
  // The stations show once the list is stored; before that a fresh load shows the lock screen, and
  // 'no download button' alone would hold at once.
  await expect(page.locator('[data-testid^="station-"]').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('voting-download')).toHaveCount(0, { timeout: 30_000 });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await persistIfOffered(page);
  await page.goto('/dashboard');

  let panel = await openReadinessPanel(page);
  await persistIfOffered(page);
  await expect(panel.getByTestId('readiness-overall')).toHaveAttribute('data-status', 'green');
  await expect(panel.getByTestId('readiness-check-list-observer')).toHaveAttribute('data-status', 'green');

  await setObserverDownloadedAt(page, Date.now() - THIRTEEN_HOURS);
  await page.reload();
  panel = await openReadinessPanel(page);
  const list = panel.getByTestId('readiness-check-list-observer');
  await expect(list).toHaveAttribute('data-status', 'amber');
  await expect(list).toContainText('(13 orë më parë)');
  await expect(list).toContainText('Hapeni listën me internet që të merren ndryshimet e fundit.');
  await expect(panel.getByTestId('readiness-overall')).toHaveAttribute('data-status', 'amber');
  await expect(panel.getByTestId('readiness-overall')).toHaveText('Pothuajse gati për punë pa lidhje');

  // On the field screen with no signal, the banner says the same, and the list opens from the device.
  await page.keyboard.press('Escape');
  await page.context().setOffline(true);
  await page.goto('/observer-module');
  const banner = page.getByTestId('readiness-banner');
  await expect(banner).toHaveAttribute('data-status', 'amber');
  await banner.getByRole('button', { name: 'Si ta ndreq' }).click();
  await expect(banner.getByTestId('readiness-check-list-observer')).toHaveAttribute('data-status', 'amber');
  await page.context().setOffline(false);
});
