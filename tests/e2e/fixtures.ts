import { test as base, expect, type TestInfo } from '@playwright/test';
import { autoUnlockContext, autoUnlockNewContexts } from '../support/auto-unlock';
import { keepOfflineAcrossLoads } from '../support/offline-across-loads';

/** The address of the server global-setup started for the test's project (`metadata.server`). */
export function serverUrl(testInfo: TestInfo): string {
  const urls = process.env.E2E_BASE_URLS?.split(',') ?? [];
  const url = urls[Number(testInfo.project.metadata.server ?? 0)];
  if (!url) throw new Error('E2E_BASE_URLS is not set: run through `npm run test:e2e`');
  return url;
}

/**
 * Every spec imports `test` from here so it talks to a server started by global-setup: the one its
 * project names in `metadata.server` (playwright.config.ts).
 */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from the destructuring pattern, so it must be there even when empty.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(serverUrl(testInfo));
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
