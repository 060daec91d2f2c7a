import { test as base, expect } from '@playwright/test';

/** Every spec imports `test` from here so it talks to the server started by global-setup. */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from the destructuring pattern, so it must be there even when empty.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through `npm run test:e2e`');
    await use(url);
  },
});

export { expect };
