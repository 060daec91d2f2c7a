import { test as base, expect } from '@playwright/test';
import { keepOfflineAcrossLoads } from '../support/offline-across-loads';

/**
 * Every spec imports `test` from here so it talks to a server started by global-setup: the one its
 * project names in `metadata.server` (playwright.config.ts).
 */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from the destructuring pattern, so it must be there even when empty.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    const urls = process.env.E2E_BASE_URLS?.split(',') ?? [];
    const index = Number(testInfo.project.metadata.server ?? 0);
    const url = urls[index];
    if (!url) throw new Error('E2E_BASE_URLS is not set: run through `npm run test:e2e`');
    await use(url);
  },
  context: async ({ context }, use) => {
    await keepOfflineAcrossLoads(context);
    await use(context);
  },
});

export { expect };
