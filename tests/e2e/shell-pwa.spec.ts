import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, sideMenu, test, waitForServiceWorker } from './shell-helpers';

/** The build the servers serve (global-setup.ts). */
const DIST_DIR = process.env.E2E_DIST_DIR ?? 'dist';

/** A GET whose body comes back as sent, still compressed (Playwright's and Node's fetch decode it). */
function rawGet(url: string, acceptEncoding: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** A PNG's width × height, from its IHDR chunk. */
function pngSize(png: Buffer): string {
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

test.use({ viewport: { width: 1280, height: 900 } });

test('the manifest is linked and complete', async ({ page, request }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href ?? '');
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as Record<string, unknown> & { icons: { sizes: string; purpose?: string; src: string }[] };
  expect(manifest).toMatchObject({ name: 'Anëtar', short_name: 'Anëtar', lang: 'sq', start_url: '/dashboard', scope: '/', display: 'standalone' });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    expect((await png.body()).subarray(1, 4).toString('ascii')).toBe('PNG');
  }
});

test('the manifest name is the page title, and its screenshots and shortcuts resolve', async ({ page, request }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Anëtar');
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    screenshots: { src: string; sizes: string; type: string; form_factor: string; label: string }[];
    shortcuts: { name: string; url: string; icons: { src: string }[] }[];
  };
  expect(await page.locator('meta[name="apple-mobile-web-app-title"]').getAttribute('content')).toBe(manifest.name);

  expect(manifest.screenshots.map((s) => `${s.form_factor} ${s.sizes}`)).toEqual(['narrow 390x844', 'wide 1280x800']);
  for (const shot of manifest.screenshots) {
    const png = await request.get(shot.src);
    expect(png.status(), shot.src).toBe(200);
    expect(png.headers()['content-type'], shot.src).toBe('image/png');
    expect(pngSize(await png.body()), shot.src).toBe(shot.sizes);
    expect(shot.label.length).toBeGreaterThan(0);
  }

  expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/observer-module', '/patronager-module', '/task-qr-list']);
  for (const shortcut of manifest.shortcuts) {
    const route = await request.get(shortcut.url);
    expect(route.status(), shortcut.url).toBe(200);
    expect(route.headers()['content-type'], shortcut.url).toContain('text/html');
    for (const icon of shortcut.icons) {
      const png = await request.get(icon.src);
      expect(png.status(), icon.src).toBe(200);
      expect(png.headers()['content-type'], icon.src).toBe('image/png');
    }
  }
});

test('the built files go out as the build compressed them', async ({ page, baseURL }) => {
  await page.goto('/login');
  const script = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
  expect(script).toMatch(/^\/assets\/.+\.js$/);
  const file = join(DIST_DIR, script ?? '');
  const plain = readFileSync(file);

  const br = await rawGet(`${baseURL}${script}`, 'gzip, deflate, br');
  expect(br.status).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.body.equals(readFileSync(`${file}.br`))).toBe(true);
  expect(brotliDecompressSync(br.body).equals(plain)).toBe(true);
  expect(br.headers['content-type']).toMatch(/javascript/);
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

  const gz = await rawGet(`${baseURL}${script}`, 'gzip');
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gz.body.equals(readFileSync(`${file}.gz`))).toBe(true);
  expect(gunzipSync(gz.body).equals(plain)).toBe(true);

  const identity = await rawGet(`${baseURL}${script}`, 'identity');
  expect(identity.headers['content-encoding']).toBeUndefined();
  expect(identity.body.equals(plain)).toBe(true);

  // The screenshots are for the install sheet only: the worker does not precache them.
  const sw = readFileSync(join(DIST_DIR, 'sw.js'), 'utf8');
  expect(sw).not.toContain('screenshots/');
  expect(sw).not.toMatch(/\.js\.br|\.js\.gz/);
});

test('a service worker becomes active and controls the app', async ({ page }) => {
  await page.goto('/login');
  await waitForServiceWorker(page);
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { active: registration?.active?.state, script: registration?.active?.scriptURL, controlled: Boolean(navigator.serviceWorker.controller) };
  });
  expect(state.active).toBe('activated');
  expect(state.script).toMatch(/\/sw\.js$/);
  expect(state.controlled).toBe(true);
});

test('after the first visit, a deep route reloads offline with the shell, the member and the menu', async ({ page, context, signInAs }) => {
  await signInAs('vezhgues');
  await expect(page.getByRole('heading', { name: 'Mirë se vini, Gëzim Çela!' })).toBeVisible();
  await expect(sideMenu(page).getByText('Dita e votimit', { exact: true })).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  try {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Konfigurime', level: 1 })).toBeVisible();
    await expect(sideMenu(page).getByRole('link', { name: 'Dita e Votimit' })).toBeVisible();

    // A new tab has no sessionStorage: the member and the menu come from the localStorage copy.
    const tab = await context.newPage();
    await tab.goto('/dashboard');
    // A new tab loads every chunk from the worker's cache: in CI, on two loaded cores, it stayed on
    // 'Duke u ngarkuar…' for over 10 s once. The limit catches a shell that never paints.
    await expect(tab.getByRole('heading', { name: 'Mirë se vini, Gëzim Çela!' })).toBeVisible({ timeout: 30_000 });
    await expect(sideMenu(tab).getByText('Dita e votimit', { exact: true })).toBeVisible();
    await expect(sideMenu(tab).getByRole('link', { name: 'Dita e Votimit' })).toBeVisible();
    // Offline, the top bar stays quiet: no error toast.
    await expect(tab.getByText('Pati një problem.')).toHaveCount(0);
    await tab.close();
  } finally {
    await context.setOffline(false);
  }
});

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

test.describe('the install hint on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('offers the browser install dialog on the dashboard and hands it the tap', async ({ page, signInAs }, testInfo) => {
    await signInAs('anetar');
    await expect(page.getByRole('heading', { name: /^Mirë se vini/ })).toBeVisible();
    // Chromium fires the offer only when its install rules are met; the event is made here as it fires it.
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(event, {
        prompt: () => {
          document.body.dataset.installPrompted = 'yes';
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
      });
      window.dispatchEvent(event);
    });
    const hint = page.getByTestId('install-hint');
    await expect(hint).toBeVisible();
    const install = hint.getByRole('button', { name: 'Instalo aplikacionin' });
    expect((await install.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: testInfo.outputPath('install-hint-android.png') });
    await install.click();
    await expect(page.locator('body')).toHaveAttribute('data-install-prompted', 'yes');
    await expect(hint).toHaveCount(0);
  });

  test.describe('on iOS Safari', () => {
    test.use({ userAgent: IPHONE_SAFARI });

    test('shows the Share-sheet steps until dismissed, and remembers it', async ({ page, signInAs }, testInfo) => {
      await signInAs('anetar');
      const hint = page.getByTestId('install-hint');
      await expect(hint).toContainText('“Shto në ekranin bazë”');
      await page.screenshot({ path: testInfo.outputPath('install-hint-ios.png') });
      const dismiss = hint.getByRole('button', { name: 'Mos e shfaq më' });
      expect((await dismiss.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await dismiss.click();
      await expect(hint).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { name: /^Mirë se vini/ })).toBeVisible();
      await expect(hint).toHaveCount(0);
    });
  });
});
