import type { Page } from '@playwright/test';
import { test as base, expect } from './fixtures';

export type DemoRole = 'admin' | 'vezhgues' | 'patronazhist' | 'diaspora' | 'vhp' | 'anetar';
export const DEMO_PASSWORD = 'demo';

interface LoginAnswer {
  key: string;
  user: { id: number; name: string; surname: string; username: string };
  permissions: string[];
}

/**
 * `signInAs(role)` puts a real login answer of the demo account into localStorage the way the sign-in
 * page stores it, then opens /dashboard. A sign-in costs the server a deliberately slow password hash,
 * so each role logs in through the API once per worker and the token is reused; the sign-in page
 * itself is exercised by the tests that are about it.
 */
export const test = base.extend<{ signInAs: (role: DemoRole, path?: string) => Promise<LoginAnswer> }, { loginCache: Map<DemoRole, LoginAnswer> }>({
  loginCache: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use(new Map());
    },
    { scope: 'worker' },
  ],
  signInAs: async ({ page, request, loginCache }, use) => {
    await use(async (role, path = '/dashboard') => {
      let login = loginCache.get(role);
      if (!login) {
        const response = await request.post('/api/rest-auth/login/', { data: { username: role, password: DEMO_PASSWORD } });
        expect(response.status(), `login of ${role}`).toBe(200);
        login = (await response.json()) as LoginAnswer;
        loginCache.set(role, login);
      }
      await page.goto('/login');
      await page.evaluate((answer) => {
        localStorage.setItem('authUser', JSON.stringify(answer));
        localStorage.setItem('userData', JSON.stringify({ id: answer.user.id, name: answer.user.name, surname: answer.user.surname }));
        localStorage.setItem('permissions', JSON.stringify(answer.permissions));
        sessionStorage.clear();
      }, login);
      await page.goto(path);
      return login;
    });
  },
});

export { expect };

/** The desktop menu: the side column, or the bar under the top bar in the horizontal layout (phones use a drawer). */
export function sideMenu(page: Page) {
  return page.getByTestId('main-menu');
}

/**
 * Waits until a service worker controls the page and has finished activating: the worker claims
 * clients during its activate event, so control can arrive while its state is still 'activating'.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
    }
    const worker = registration.active;
    if (!worker || worker.state === 'activated') return;
    await new Promise<void>((resolve) => {
      const done = (): void => {
        if (worker.state === 'activated') resolve();
      };
      worker.addEventListener('statechange', done);
      done();
    });
  });
}
