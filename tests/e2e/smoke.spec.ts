import { test, expect } from './fixtures';

test('the server started as npm start starts it serves the app page', async ({ page, request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-security-policy']).toContain("default-src 'self'");
  await page.goto('/');
  await expect(page).toHaveTitle('Anëtar');
});
