import { expect, sideMenu, test } from './shell-helpers';

test.use({ viewport: { width: 1280, height: 900 } });

test('switching the language translates the shell and survives a reload', async ({ page, signInAs }) => {
  await signInAs('anetar', '/settings');
  await expect(page.getByRole('heading', { name: 'Konfigurime', level: 1 })).toBeVisible();
  await page.getByLabel('Gjuha').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(sideMenu(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(sideMenu(page).getByRole('link', { name: 'News' })).toBeVisible();
  await page.getByLabel('Language').selectOption('de');
  await expect(sideMenu(page).getByRole('link', { name: 'Neuigkeiten' })).toBeVisible();
  await page.getByLabel('Sprache').selectOption('sq');
  await expect(sideMenu(page).getByRole('link', { name: 'Lajme' })).toBeVisible();
});

test('the theme colour recolours the app and is stored under "color"', async ({ page, signInAs }) => {
  await signInAs('anetar', '/settings');
  const active = sideMenu(page).getByRole('link', { name: 'Paneli' });
  await page.goto('/dashboard');
  const before = await active.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.goto('/settings');
  await page.getByTestId('color-red').click();
  await expect(page.locator('html')).toHaveAttribute('data-color', 'red');
  expect(await page.evaluate(() => localStorage.getItem('color'))).toBe('red');
  await page.goto('/dashboard');
  const after = await active.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(after).not.toBe(before);
  // Chakra's red.700 (#991919): the solid shade that keeps white text above 4.5:1, also on hover.
  expect(after).toBe('rgb(153, 25, 25)');

  await page.goto('/settings');
  await page.getByTestId('color-dark').click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const background = await page.locator('body').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).not.toBe('rgb(255, 255, 255)');
});

test('the sunlight theme gives black on white and larger text', async ({ page, signInAs }) => {
  await signInAs('anetar', '/settings');
  await page.getByText('Pamja për dritë dielli', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-sunlight', '');
  const look = await page.evaluate(() => ({
    rootFont: getComputedStyle(document.documentElement).fontSize,
    text: getComputedStyle(document.body).color,
    background: getComputedStyle(document.documentElement).backgroundColor,
    page: getComputedStyle(document.querySelector('[data-testid="app-frame"]') ?? document.body).backgroundColor,
  }));
  expect(look.rootFont).toBe('19px');
  expect(look.text).toBe('rgb(0, 0, 0)');
  expect(look.background).toBe('rgb(255, 255, 255)');
  expect(look.page).toBe('rgb(255, 255, 255)');
  await page.getByText('Pamja për dritë dielli', { exact: true }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-sunlight', '');
});

test('the time zone changes the displayed time', async ({ page, signInAs }) => {
  await signInAs('anetar', '/settings');
  const preview = page.getByTestId('time-preview');
  // An assertion first: a fresh load opens on the lock screen, and the shared unlock handler
  // answers it before assertions and actions, not before a plain read such as innerText().
  await expect(preview).toBeVisible();
  const tirana = await preview.innerText();
  await page.getByLabel('Zona kohore').selectOption('-11');
  await expect(preview).not.toHaveText(tirana);
  const hour = (text: string) => Number(/(\d{2}):\d{2}/.exec(text)?.[1]);
  expect((hour(tirana) - hour(await preview.innerText()) + 24) % 24).toBe(12);
  await page.getByLabel('Zona kohore').selectOption('1');
});

test('the settings panel switches the layout and keeps the choice', async ({ page, signInAs }) => {
  await signInAs('anetar');
  await expect(page.getByRole('heading', { name: /Mirë se vini, / })).toBeVisible();
  await page.getByRole('button', { name: 'Cilësimet e pamjes' }).click();
  const panel = page.getByRole('dialog', { name: 'Cilësimet e pamjes' });
  await panel.getByText('Horizontale', { exact: true }).click();
  await panel.getByText('E errët', { exact: true }).first().click();
  await page.keyboard.press('Escape');
  await expect(page.locator('header[data-topbar="dark"]')).toBeVisible();
  await page.reload();
  await expect(page.locator('header[data-topbar="dark"]')).toBeVisible();
  // Horizontal: the menu sits under the top bar, no side menu column.
  await expect(page.locator('[data-sidebar]')).toHaveCount(0);
  await expect(sideMenu(page).getByRole('link', { name: 'Lajme' })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('layout') ?? '{}') as Record<string, unknown>);
  expect(stored).toMatchObject({ layout: 'horizontal', topbar: 'dark' });
});
