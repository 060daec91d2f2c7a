import { test as base, expect } from '@playwright/test';
import { startInProcessServer, type InProcessServer } from './in-process-server';
import { autoUnlockContext, autoUnlockNewContexts } from './auto-unlock';
import { keepOfflineAcrossLoads } from './offline-across-loads';

/**
 * `test` for a spec that changes the server's state: one fresh in-process server per worker
 * (seeded from the shared snapshot), the pages pointed at it, the database in reach as `server`.
 */
export const inProcessTest = base.extend<object, { server: InProcessServer }>({
  server: [
    // Playwright reads a fixture's dependencies from the destructuring pattern, so it must be there even when empty.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startInProcessServer();
      await use(server);
      await server.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  context: async ({ context }, use) => {
    await keepOfflineAcrossLoads(context);
    // The lock screen every full load of a signed-in member opens on (data encrypted at rest).
    await autoUnlockContext(context);
    await use(context);
  },
  // Contexts a spec makes itself (two devices, the sweep) unlock too.
  browser: [
    async ({ browser }, use) => {
      autoUnlockNewContexts(browser);
      await use(browser);
    },
    { scope: 'worker' },
  ],
});

export { expect };
