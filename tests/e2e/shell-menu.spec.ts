import { expect, sideMenu, test } from './shell-helpers';

const EVERYONE = ['Paneli', 'Detyrat e marra', 'Dita e Votimit', 'Moduli i patronazhistit', 'Shiko detyrën', 'Të referuarit', 'Emigrantët', 'Lajme', 'Njoftime', 'Profili im', 'Së shpejti'];
const TASK_GROUP = ['Detyrat e Krijuara', 'Krijo detyrë', 'Detyrat me kod QR'];

test.use({ viewport: { width: 1280, height: 900 } });

async function menuLabels(page: import('@playwright/test').Page): Promise<string[]> {
  return (await sideMenu(page).getByRole('link').allInnerTexts()).map((t) => t.trim());
}

test('a plain member sees exactly the everyone-list', async ({ page, signInAs }) => {
  await signInAs('anetar');
  await expect(page.getByRole('heading', { name: 'Mirë se vini, Ëngjëll Shehu!' })).toBeVisible();
  await expect(sideMenu(page).getByRole('heading', { name: 'Sistemi' })).toBeVisible();
  expect((await menuLabels(page)).sort()).toEqual([...EVERYONE].sort());
});

test('admin (Detyra + DetyratMarra, special division) gets the task group and the special logo link', async ({ page, signInAs }) => {
  await signInAs('admin');
  const menu = sideMenu(page);
  for (const label of TASK_GROUP) await expect(menu.getByRole('link', { name: label })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Detyrat e Krijuara' })).toHaveAttribute('href', '/tasks-sent');
  await expect(menu.getByRole('link', { name: 'Krijo detyrë' })).toHaveAttribute('href', '/task-create');
  await expect(menu.getByRole('link', { name: 'Detyrat me kod QR' })).toHaveAttribute('href', '/task-qr-list');
  await expect(menu.getByRole('link', { name: 'Konfigurimi i listave' })).toHaveAttribute('href', '/configurations');
  await expect(page.getByTestId('logo-link')).toHaveAttribute('href', '/dashboard?special=1');
  const labels = await menuLabels(page);
  expect(labels.filter((l) => l === 'Detyrat e marra')).toHaveLength(1);
  expect(labels).not.toContain('Referencat e mia');
  expect(labels).not.toContain('Të patronazhuarit e mi');
});

test('an observer gets the voting day at the top, once', async ({ page, signInAs }) => {
  await signInAs('vezhgues');
  const menu = sideMenu(page);
  await expect(menu.getByText('Dita e votimit', { exact: true })).toBeVisible();
  const labels = await menuLabels(page);
  expect(labels.slice(0, 2)).toEqual(['Paneli', 'Dita e Votimit']);
  expect(labels.filter((l) => l === 'Dita e Votimit')).toHaveLength(1);
  expect(labels).not.toContain('Detyrat e Krijuara');
  await expect(page.getByTestId('logo-link')).toHaveAttribute('href', '/dashboard');
});

test('a patronager gets my patronaged voters and the patronage voting day', async ({ page, signInAs }) => {
  await signInAs('patronazhist');
  const menu = sideMenu(page);
  await expect(menu.getByRole('link', { name: 'Të patronazhuarit e mi' })).toHaveAttribute('href', '/my-patronage');
  const labels = await menuLabels(page);
  expect(labels.slice(0, 2)).toEqual(['Paneli', 'Moduli i patronazhistit']);
  expect(labels).not.toContain('Referencat e mia');
});

test('a diaspora coordinator gets my references', async ({ page, signInAs }) => {
  await signInAs('diaspora');
  await expect(sideMenu(page).getByRole('link', { name: 'Referencat e mia' })).toHaveAttribute('href', '/diaspora-references');
  expect(await menuLabels(page)).not.toContain('Votuesit për herë të parë');
});

test('a first-time-voter coordinator gets first-time voters', async ({ page, signInAs }) => {
  await signInAs('vhp');
  await expect(sideMenu(page).getByRole('link', { name: 'Votuesit për herë të parë' })).toHaveAttribute('href', '/my-vhp-voters');
  expect(await menuLabels(page)).not.toContain('Referencat e mia');
});

test('a screen not built yet shows the under-construction page with a way home', async ({ page, signInAs }) => {
  await signInAs('anetar', '/pages-comingsoon');
  await expect(page.getByRole('heading', { name: 'Faqja është në ndërtim' })).toBeVisible();
  await expect(page.getByText('Ju lutemi kontrolloni më vonë.')).toBeVisible();
  await page.getByRole('link', { name: 'Kthehu te paneli' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the top bar shows the unread task count and lists tasks and notifications', async ({ page, signInAs }) => {
  await signInAs('vezhgues');
  const tasksButton = page.getByRole('button', { name: /^Detyra të reja: [1-9]\d*$/ });
  // The count arrives with GET /api/hr/usernotifications/ (the demo observer has assigned tasks).
  await expect(tasksButton).toBeVisible();
  const count = Number((await tasksButton.getAttribute('aria-label'))?.replace(/\D/g, ''));
  expect(count).toBeGreaterThan(0);
  await expect(page.getByTestId('task-count')).toHaveText(String(count));
  await tasksButton.click();
  await page.getByRole('menuitem', { name: 'Shiko të gjitha' }).click();
  await expect(page).toHaveURL(/\/tasks-received$/);
  await page.getByRole('button', { name: /^Njoftime të reja: \d+$/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.getByRole('menuitem').first().click();
  await expect(page).toHaveURL(/\/notification-view\?id=\d+$/);
});

test('on a phone the menu is a drawer with the same links', async ({ page, signInAs }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs('patronazhist');
  await expect(page.getByRole('heading', { name: /Mirë se vini, / })).toBeVisible();
  await expect(sideMenu(page)).toBeHidden();
  await page.getByRole('button', { name: 'Hap menynë' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Të patronazhuarit e mi' })).toBeVisible();
  const box = await drawer.getByRole('link', { name: 'Lajme' }).boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await drawer.getByRole('link', { name: 'Lajme' }).click();
  await expect(page).toHaveURL(/\/news-grid$/);
  await expect(drawer).toBeHidden();
});

test('on a phone the settings side panel opens from the top bar, which still fits the screen', async ({ page, signInAs }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs('anetar');
  await expect(page.getByRole('heading', { name: /Mirë se vini, / })).toBeVisible();
  const header = page.locator('header');
  expect(await header.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const gear = page.getByRole('button', { name: 'Cilësimet e pamjes' });
  expect((await gear.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await gear.click();
  const panel = page.getByRole('dialog', { name: 'Cilësimet e pamjes' });
  await expect(panel.getByText('Horizontale', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('a phone builds no desktop menu, and a window widened past the breakpoint gets it', async ({ page, signInAs }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs('anetar');
  await expect(page.getByRole('heading', { name: /Mirë se vini, / })).toBeVisible();
  await expect(sideMenu(page)).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(sideMenu(page).getByRole('link', { name: 'Paneli' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sideMenu(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Hap menynë' })).toBeVisible();
});

test('a menu slides in and a button fades, but both happen at once when the phone asks for reduced motion', async ({ page, signInAs }) => {
  await signInAs('anetar');
  const animationSeconds = async () => {
    await page.getByRole('button', { name: 'Menyja e përdoruesit' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const seconds = await menu.evaluate((el) => parseFloat(getComputedStyle(el).animationDuration));
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    return seconds;
  };
  // A button's colour and opacity fades (out of its disabled look) end at once too.
  const transitionSeconds = () =>
    page.getByRole('button', { name: 'Menyja e përdoruesit' }).evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
  // The suite runs with reduced motion (playwright.config.ts).
  expect(await animationSeconds()).toBeLessThan(0.001);
  expect(await transitionSeconds()).toBeLessThan(0.001);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await animationSeconds()).toBeGreaterThan(0.05);
  expect(await transitionSeconds()).toBeGreaterThan(0.05);
});
