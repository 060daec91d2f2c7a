/**
 * Smoke test of the server on the Node that runs this script: starts `server/main.ts` the way
 * `npm start` does (after its build) on a free port with a fresh PGlite folder, so the first start
 * migrates and seeds; fetches the app's page, signs in as a demo observer and reads an API answer
 * with the token; then stops it with SIGTERM and expects a clean exit. CI runs it on each Node it
 * supports (`.ci/run`), since the unit and server suites never start the real process.
 * Run: `npm run build && node --import tsx scripts/smoke-server.ts` (DIST_DIR: another build).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loginResponse } from '../src/contract/auth';
import { observerStatus } from '../src/contract/election';
import { freePort } from '../tests/support/free-port';

/** The first start migrates and seeds the demo data: seconds, more on a loaded 2-core machine. */
const START_DEADLINE_MS = 120_000;
const STOP_DEADLINE_MS = 15_000;
const REQUEST_TIMEOUT_MS = 30_000;

function check(condition: boolean, what: string): asserts condition {
  if (!condition) throw new Error(what);
}

function running(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  const start = Date.now();
  for (;;) {
    if (!running(child)) throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before answering`);
    try {
      // Any answer will do: the server listens only once migrated and seeded; the checks judge it.
      await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      return;
    } catch {
      // not listening yet
    }
    if (Date.now() - start > START_DEADLINE_MS) throw new Error(`server did not answer at ${url} within ${START_DEADLINE_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Sends SIGTERM and resolves with the exit code; SIGKILL after the deadline (then it is an error). */
async function stop(child: ChildProcess): Promise<number | null> {
  if (!running(child)) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_DEADLINE_MS);
  const code = await exited;
  clearTimeout(timer);
  return code;
}

async function main(): Promise<void> {
  const started = performance.now();
  const port = await freePort();
  const dataRoot = mkdtempSync(join(tmpdir(), 'terren-smoke-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataRoot, 'data'),
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${url}/`, child);
    const ready = performance.now();

    const page = await fetch(`${url}/`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const html = await page.text();
    check(page.status === 200 && (page.headers.get('content-type') ?? '').startsWith('text/html'), `GET / answered ${page.status} ${page.headers.get('content-type')}`);
    check(html.includes('id="root"'), 'GET / is not the app page (no id="root")');

    const login = await fetch(`${url}/api/rest-auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'vezhgues', password: 'demo' }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (login.status !== 200) throw new Error(`POST /api/rest-auth/login/ answered ${login.status}: ${await login.text()}`);
    const session = loginResponse.parse(await login.json());

    const status = await fetch(`${url}/api/election/observer-status/`, {
      headers: { authorization: `Token ${session.key}` },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    check(status.status === 200, `GET /api/election/observer-status/ answered ${status.status}`);
    const stations = observerStatus.parse(await status.json()).qvs.length;
    // The demo observer has 2 polling stations (README, demo accounts).
    check(stations === 2, `observer-status listed ${stations} stations, the demo observer has 2`);

    const code = await stop(child);
    check(code === 0, `server exited with code ${code} after SIGTERM`);
    console.log(
      `smoke ${process.version}: first start (migrate + seed) ${((ready - started) / 1000).toFixed(1)} s; ` +
        `GET / 200, sign-in 200, observer-status 200 (${stations} stations), clean stop; ${((performance.now() - started) / 1000).toFixed(1)} s in all`,
    );
  } finally {
    if (running(child)) await stop(child);
    rmSync(dataRoot, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`smoke ${process.version}: FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
