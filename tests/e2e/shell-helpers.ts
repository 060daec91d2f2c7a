import type { APIRequestContext, Page } from '@playwright/test';
import { test as base, expect } from './fixtures';
import { waitForOnUseCode } from './on-use-code';

export type DemoRole = 'admin' | 'vezhgues' | 'patronazhist' | 'diaspora' | 'vhp' | 'anetar';
export const DEMO_PASSWORD = 'demo';

export interface LoginAnswer {
  key: string;
  user: { id: number; name: string; surname: string; username: string };
  permissions: string[];
}

/** A real login answer of the demo account, through the API (the sign-in page has tests of its own). */
export async function demoLogin(request: APIRequestContext, role: DemoRole): Promise<LoginAnswer> {
  const response = await request.post('/api/rest-auth/login/', { data: { username: role, password: DEMO_PASSWORD } });
  expect(response.status(), `login of ${role}`).toBe(200);
  return (await response.json()) as LoginAnswer;
}

/** Stores the login answer in localStorage the way the sign-in page does, then opens `path`. */
export async function openSignedIn(page: Page, login: LoginAnswer, path = '/dashboard'): Promise<void> {
  await page.goto('/login');
  await page.evaluate((answer) => {
    localStorage.setItem('authUser', JSON.stringify(answer));
    localStorage.setItem('userData', JSON.stringify({ id: answer.user.id, name: answer.user.name, surname: answer.user.surname }));
    localStorage.setItem('permissions', JSON.stringify(answer.permissions));
    sessionStorage.clear();
  }, login);
  await page.goto(path);
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
        login = await demoLogin(request, role);
        loginCache.set(role, login);
      }
      await openSignedIn(page, login, path);
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
 * How long one look for a controlling, activated worker may take before it reports what it saw.
 * Installing precaches every chunk: on CI's two loaded cores that was once still going at 25 s.
 */
const SERVICE_WORKER_WAIT_MS = process.env.CI ? 60_000 : 25_000;

/**
 * Waits until a service worker controls the page and has finished activating: the worker claims
 * clients during its activate event, so control can arrive while its state is still 'activating'.
 * With `reloadIfNeeded`, a page still not controlled after the wait is reloaded once (a navigation
 * under an active worker is always controlled, and a failed install is retried by the app's
 * registration on load); callers pass it only where a reload loses nothing. Otherwise, or when the
 * reload does not help either, it fails with the registration's state rather than a bare timeout.
 */
export async function waitForServiceWorker(page: Page, { reloadIfNeeded = false } = {}): Promise<void> {
  const look = (): Promise<string> =>
    page.evaluate(async (waitMs) => {
      const controlled = (async (): Promise<void> => {
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
      })();
      const timedOut = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), waitMs));
      if ((await Promise.race([controlled.then(() => 'ok' as const), timedOut])) === 'ok') return 'ok';
      const registration = await navigator.serviceWorker.getRegistration();
      return `controller=${navigator.serviceWorker.controller ? 'yes' : 'no'} installing=${registration?.installing?.state ?? '-'} waiting=${registration?.waiting?.state ?? '-'} active=${registration?.active?.state ?? '-'}`;
    }, SERVICE_WORKER_WAIT_MS);
  let state = await look();
  if (state !== 'ok' && reloadIfNeeded) {
    await page.reload();
    state = await look();
  }
  if (state !== 'ok') throw new Error(`no activated service worker controls ${page.url()}: ${state}`);
  await waitForOnUseCode(page);
}
