import { spawn, execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../support/free-port';

async function waitForServer(url: string, deadlineMs: number): Promise<void> {
  const start = Date.now();
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - start > deadlineMs) throw new Error(`server did not answer at ${url}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** How many servers global-setup starts: one per shared-server project of playwright.config.ts. */
export const SHARED_SERVERS = 2;

/** Starts one server the way `npm start` does, on a free port with a fresh data folder. Returns its address and its teardown. */
async function startServer(distDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataRoot = mkdtempSync(join(tmpdir(), 'terren-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(dataRoot, 'data'), DIST_DIR: distDir, DATABASE_URL: '', LOG_LEVEL: 'warn', LOGIN_FAILURES_PER_ADDRESS: '10000' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForServer(`${url}/`, 120_000);
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataRoot, { recursive: true, force: true });
    },
  };
}

/**
 * Builds once if needed, starts SHARED_SERVERS servers (after a build) and hands their addresses
 * to the tests through E2E_BASE_URLS (comma-separated; a project's `metadata.server` picks one).
 * Each shared-server project has a server of its own, so the projects run side by side without
 * seeing each other's changes. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // E2E_DIST_DIR: a build of one's own (`npx vite build --outDir …`), so that two people running
  // specs at once on one machine do not rebuild each other's dist.
  const distDir = process.env.E2E_DIST_DIR ?? 'dist';
  if (!existsSync(join(distDir, 'index.html'))) execSync(`npx vite build --outDir ${JSON.stringify(distDir)} --emptyOutDir`, { stdio: 'inherit' });
  const servers = await Promise.all(Array.from({ length: SHARED_SERVERS }, () => startServer(distDir)));
  process.env.E2E_BASE_URLS = servers.map((server) => server.url).join(',');
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
