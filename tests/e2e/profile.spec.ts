import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { members } from '../../server/db/schema';
import { apiGet, apiToken, signInThroughForm, waitForServiceWorkerReady } from './outreach-helpers';
import { expect, inProcessTest } from '../support/in-process-test';
import { seriousViolations } from '../support/axe-violations';
import { SAVED_ON_DEVICE } from './save-texts';
import { setUnlockPassword } from '../support/auto-unlock';

/**
 * Issue 14, 'Profili im' (spec 02 §2.2). Every test here changes a member's own data (phone,
 * photo, password), so the spec runs on its own in-process server: the shared one keeps every
 * member's 'demo' password and seeded details for the other specs.
 */
const test = inProcessTest;

const ANETAR = { username: 'anetar', password: 'demo' } as const;
const VHP = { username: 'vhp', password: 'demo' } as const;
const PATRONAGER = { username: 'patronazhist', password: 'demo' } as const;
const PHOTO = 'server/seed/news-photos/news-01.png';

interface MemberData {
  phone: string | null;
  photo: string | null;
}

async function openProfile(page: Page): Promise<void> {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profili im', level: 1 })).toBeVisible();
  // The offline record is on the device once 'Modifiko' is enabled.
  await expect(page.getByTestId('details-edit')).toBeEnabled({ timeout: 30_000 });
}

test('a phone changed offline shows at once, waits on the device and reaches the server on reconnecting', async ({ page, context, request }) => {
  await signInThroughForm(page, ANETAR);
  await openProfile(page);
  await waitForServiceWorkerReady(page);
  const token = await apiToken(request, ANETAR);
  expect((await apiGet<MemberData>(request, token, '/api/hr/current-member-data/')).phone).toBeNull();

  await context.setOffline(true);
  await page.getByTestId('details-edit').click();
  await page.getByLabel('Celulari').fill('069 555 1234');
  await page.getByTestId('details-email').fill('Anetar.Ri@Example.com');
  await page.getByTestId('details-save').click();
  await expect(page.getByText(SAVED_ON_DEVICE)).toBeVisible();
  await expect(page.getByTestId('details-phone-value')).toHaveText('069 555 1234');
  await expect(page.getByTestId('details-email-value')).toHaveText('anetar.ri@example.com');
  await expect(page.getByTestId('details-sync')).toHaveAttribute('data-sync', 'pending');
  // Upload and password need the server, and say so.
  await expect(page.getByTestId('photo-offline')).toBeVisible();
  await expect(page.getByTestId('password-submit')).toBeDisabled();
  expect((await apiGet<MemberData>(request, token, '/api/hr/current-member-data/')).phone).toBeNull();

  await context.setOffline(false);
  // Once the server has it, the spec's text after all.
  await expect(page.getByText('Modifikimi u krye me sukses!')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('details-sync')).toHaveCount(0, { timeout: 30_000 });
  const after = await apiGet<MemberData & { email: string | null }>(request, token, '/api/hr/current-member-data/');
  expect(after.phone).toBe('069 555 1234');
  expect(after.email).toBe('anetar.ri@example.com');
});

test('a social account saved offline is sent on reconnecting', async ({ page, context, request }) => {
  await signInThroughForm(page, PATRONAGER);
  await openProfile(page);
  await waitForServiceWorkerReady(page);
  await context.setOffline(true);
  await page.getByTestId('social-edit').click();
  const instagram = page.getByTestId('social-row-3');
  await instagram.getByLabel(/^Emri i llogarisë/).fill('drite.d');
  await instagram.getByLabel(/^Adresa/).fill('instagram.com/drite.d');
  await page.getByTestId('social-save').click();
  await expect(instagram.getByText('Ju lutem, shënoni një adresë të vlefshme (http:// ose https://)!')).toBeVisible();
  await instagram.getByLabel(/^Adresa/).fill('https://instagram.com/drite.d');
  await page.getByTestId('social-save').click();
  await expect(page.getByTestId('social-account-3')).toContainText('drite.d');
  await expect(page.getByTestId('social-sync')).toHaveAttribute('data-sync', 'pending');

  await context.setOffline(false);
  await expect(page.getByTestId('social-sync')).toHaveCount(0, { timeout: 30_000 });
  const token = await apiToken(request, PATRONAGER);
  const social = await apiGet<{ social_accounts: { socialmedia_id: number; user_url: string }[] }>(request, token, '/api/social/my-social-accounts/');
  expect(social.social_accounts).toContainEqual(expect.objectContaining({ socialmedia_id: 3, user_url: 'https://instagram.com/drite.d' }));
});

test('the photo is checked, previewed, saved (the top bar follows) and deleted', async ({ page, request }) => {
  await signInThroughForm(page, ANETAR);
  await openProfile(page);
  await page.getByTestId('photo-input').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await expect(page.getByTestId('photo-problem')).toHaveText('Lejohen vetëm foto JPEG, PNG ose WebP.');
  await expect(page.getByTestId('photo-save')).toBeDisabled();

  await page.getByTestId('photo-input').setInputFiles(PHOTO);
  await expect(page.getByTestId('photo-preview')).toBeVisible();
  await page.getByTestId('photo-save').click();
  // On a loaded CI machine the upload and its answer alone can take longer than 10 s.
  await expect(page.getByText('Foto u ndryshua me sukses!')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('photo-save')).toBeDisabled();
  const token = await apiToken(request, ANETAR);
  const saved = (await apiGet<MemberData>(request, token, '/api/hr/current-member-data/')).photo;
  expect(saved).toMatch(/^\/media\//);
  // Shown from the file fetched with the token (an object URL), never from its /media/ address.
  await expect(page.getByRole('img', { name: 'Foto e Ëngjëll Shehu' })).toHaveAttribute('src', /^blob:/, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Menyja e përdoruesit' }).locator('img')).toHaveAttribute('src', /^blob:/, { timeout: 15_000 });
  expect((await request.get(saved ?? '')).status()).toBe(404);
  expect((await request.get(saved ?? '', { headers: { Authorization: `Token ${token}` } })).status()).toBe(200);

  await page.getByTestId('photo-delete').click();
  await expect(page.getByText('Foto u fshi me sukses!')).toBeVisible();
  expect((await apiGet<MemberData>(request, token, '/api/hr/current-member-data/')).photo).toBeNull();
});

test('a changed password signs the other sessions out, keeps this one, and signs in next time', async ({ page, browser, request, server }) => {
  const NEW_PASSWORD = 'fjalekalim-i-ri-14';
  const [saved] = await server.db.select({ passwordHash: members.passwordHash }).from(members).where(eq(members.username, VHP.username));
  if (!saved) throw new Error("the seed has no member 'vhp'");
  await signInThroughForm(page, VHP);
  const otherSession = await apiToken(request, VHP);
  await openProfile(page);

  await page.getByTestId('password-submit').click();
  await expect(page.getByText('Ju lutem, plotësoni passwordin aktual!')).toBeVisible();
  await expect(page.getByText('Ju lutem, plotësoni passwordin e ri!')).toBeVisible();
  await expect(page.getByText('Ju lutem, plotësoni passwordin e ri të konfirmuar!')).toBeVisible();

  await page.getByTestId('password-old_password').fill('gabim-fare');
  await page.getByTestId('password-new_password').fill(NEW_PASSWORD);
  await page.getByTestId('password-confirm_new_password').fill(NEW_PASSWORD);
  await page.getByTestId('password-submit').click();
  await expect(page.getByTestId('password-failure')).toHaveText('Fjalëkalimi aktual është i pasaktë.');

  await page.getByTestId('password-old_password').fill(VHP.password);
  await page.getByTestId('password-submit').click();
  await expect(page.getByText('Fjalëkalimi u ndryshua me sukses!')).toBeVisible();
  await expect(page.getByTestId('password-old_password')).toHaveValue('');
  // The reload below opens on the lock screen, which now takes the new password (the data key was wrapped again).
  setUnlockPassword(page, NEW_PASSWORD);

  // The other session is over (its token refused); this page carries on.
  const refused = await request.get('/api/hr/current-member-data/', { headers: { Authorization: `Token ${otherSession}` } });
  expect([401, 403]).toContain(refused.status());
  await page.reload();
  await expect(page.getByTestId('details-full-name')).toHaveText('Lulëzim Kërçova');
  await expect(page).toHaveURL(/\/profile$/);

  const fresh = await browser.newContext({ baseURL: server.url, locale: 'sq-AL' });
  const next = await fresh.newPage();
  await signInThroughForm(next, { username: VHP.username, password: NEW_PASSWORD });
  await expect(next).toHaveURL(/\/dashboard/);
  await fresh.close();

  // This worker's server is shared by the later own-server specs (two-devices signs in as 'vhp'
  // with 'demo', shorter than a new password may be): its hash goes back as it was.
  await server.db.update(members).set({ passwordHash: saved.passwordHash }).where(eq(members.username, VHP.username));
});

test('the profile has no serious accessibility violations and fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughForm(page, ANETAR);
  await openProfile(page);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByTestId('details-edit').click();
  await page.getByTestId('social-edit').click();
  await page.getByTestId('password-submit').click();
  await expect(page.getByText('Ju lutem, plotësoni passwordin aktual!')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
