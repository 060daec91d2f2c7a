import { expect, test } from './shell-helpers';
import { seriousViolations } from '../support/axe-violations';

test('the sign-in page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Mirë se vini!' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Hyr' }).click();
  await expect(page.getByText('Ju lutemi vendosni fjalëkalimin!')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the shell (desktop) has no serious or critical accessibility violations', async ({ page, signInAs }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs('admin');
  await expect(page.getByRole('heading', { name: /Mirë se vini, Arbër Hoxha/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Konfigurime', level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the shell (phone, menu open) has no serious or critical accessibility violations', async ({ page, signInAs }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs('vezhgues');
  // As a member would: the screen has drawn before the menu is opened.
  await expect(page.getByRole('heading', { name: /Mirë se vini, / })).toBeVisible();
  await page.getByRole('button', { name: 'Hap menynë' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('every theme colour and the sunlight theme keep the shell free of serious violations', async ({ page, signInAs }) => {
  // Nine screens, each checked by axe: minutes on a loaded 2-core CI machine.
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs('anetar');
  for (const color of ['dark', 'light', 'red', 'green', 'blue', 'yellow', 'pink', 'orange']) {
    await page.evaluate((c) => localStorage.setItem('color', c), color);
    await page.goto('/settings');
    await expect(page.locator('html')).toHaveAttribute('data-color', color);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), color).toEqual([]);
  }
  await page.evaluate(() => localStorage.setItem('sunlight', 'true'));
  await page.goto('/settings');
  await expect(page.locator('html')).toHaveAttribute('data-sunlight', '');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page), 'sunlight').toEqual([]);
});
