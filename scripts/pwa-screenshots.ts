/**
 * Takes the manifest's two screenshots (Chrome's richer install sheet) of the real app with the
 * demo data: the observer's voting day on a phone (390×844, "narrow") and the admin's dashboard on
 * a laptop (1280×800, "wide"). Runs the built app on an in-process server and Debian's Chromium.
 * Run after `npm run build`: `node --import tsx scripts/pwa-screenshots.ts` (writes
 * public/screenshots/*.png, committed; build again so dist/ has them).
 */
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../tests/support/chromium';
import { startInProcessServer } from '../tests/support/in-process-server';

const OUT_DIR = 'public/screenshots';

interface Shot {
  file: string;
  username: string;
  path: string;
  viewport: { width: number; height: number };
  /** Brings the screen to the state pictured, with real data on it. */
  prepare(page: Page): Promise<void>;
}

/** The observer's first station, after the first-visit download: its voters' list. */
async function openFirstStation(page: Page): Promise<void> {
  const station = page.locator('[data-testid^="station-"]').first();
  await station.waitFor({ timeout: 60_000 });
  await page.getByTestId('voting-download').waitFor({ state: 'detached', timeout: 60_000 });
  await station.click();
  await page.locator('[data-testid^="voter-row-"]').first().waitFor({ timeout: 60_000 });
}

async function dashboardLoaded(page: Page): Promise<void> {
  await page.getByRole('heading', { name: /^Mirë se vini/ }).waitFor({ timeout: 60_000 });
}

const SHOTS: Shot[] = [
  { file: 'narrow.png', username: 'vezhgues', path: '/observer-module', viewport: { width: 390, height: 844 }, prepare: openFirstStation },
  { file: 'wide.png', username: 'admin', path: '/dashboard', viewport: { width: 1280, height: 800 }, prepare: dashboardLoaded },
];

async function take(browser: Browser, baseURL: string, shot: Shot): Promise<void> {
  const context = await browser.newContext({ baseURL, viewport: shot.viewport, locale: 'sq-AL', reducedMotion: 'reduce', serviceWorkers: 'block' });
  const page = await context.newPage();
  const login = await context.request.post('/api/rest-auth/login/', { data: { username: shot.username, password: 'demo' } });
  if (!login.ok()) throw new Error(`login of ${shot.username}: ${login.status()}`);
  const answer = (await login.json()) as { user: { id: number; name: string; surname: string }; permissions: string[] };
  await page.goto('/login');
  await page.evaluate((stored) => {
    localStorage.setItem('authUser', JSON.stringify(stored));
    localStorage.setItem('userData', JSON.stringify({ id: stored.user.id, name: stored.user.name, surname: stored.user.surname }));
    localStorage.setItem('permissions', JSON.stringify(stored.permissions));
    // The install hint would invite a member who has the app already in the picture.
    localStorage.setItem('terren.installHintDismissed', '1');
  }, answer);
  await page.goto(shot.path);
  await shot.prepare(page);
  // Charts and lists settle after their data: give them a moment before the picture.
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `${OUT_DIR}/${shot.file}` });
  console.log(`${OUT_DIR}/${shot.file}`);
  await context.close();
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const server = await startInProcessServer({ voters: 300 });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const shot of SHOTS) await take(browser, server.url, shot);
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
