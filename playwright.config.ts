import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/support/chromium';

const E2E_DIR = 'tests/e2e';

/**
 * Specs that run on their own in-process server (`inProcessTest`) share no state with the others,
 * so they run in a second worker beside the specs that use the one server global-setup starts.
 * Each group stays sequential within itself: the shared server's specs sign in as the same demo
 * members, and a worker's in-process server is reused from file to file.
 */
const isolatedSpecs = readdirSync(E2E_DIR)
  .filter((name) => name.endsWith('.spec.ts'))
  .filter((name) => readFileSync(join(E2E_DIR, name), 'utf8').includes('support/in-process-test'));
const isolated = isolatedSpecs.map((name) => `**/${name}`);

export default defineConfig({
  testDir: E2E_DIR,
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    serviceWorkers: 'allow',
    trace: 'off',
    locale: 'sq-AL',
  },
  projects: [
    { name: 'shared-server', testIgnore: isolated, workers: 1 },
    { name: 'own-server', testMatch: isolated, workers: 1 },
  ],
});
