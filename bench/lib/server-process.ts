import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../tests/support/free-port';
import { repoRoot } from './repo';
import { readRssKiB } from './rss';
import { seededOutput, type SeededObserver, type SeedPlan } from './seed-plan';

/** Where a server keeps its data: an embedded PGlite folder or a PostgreSQL database. */
export type DataTarget = { dataDir: string } | { databaseUrl: string };

function targetEnv(target: DataTarget): Record<string, string> {
  // An empty DATABASE_URL means PGlite even when the caller's environment sets one.
  return 'dataDir' in target ? { DATA_DIR: target.dataDir, DATABASE_URL: '' } : { DATABASE_URL: target.databaseUrl, DATA_DIR: '/nonexistent' };
}

/** Keeps the last lines a child printed, for error messages. */
function tail(child: ChildProcess, keep = 60): () => string {
  const lines: string[] = [];
  const push = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > keep) lines.splice(0, lines.length - keep);
  };
  child.stdout?.on('data', push);
  child.stderr?.on('data', push);
  return () => lines.join('\n');
}

/** Runs bench/seed-cli.ts in its own process (wipes the target first) and returns the observers it made. */
export async function seedDatabase(target: DataTarget, plan: SeedPlan, timeoutMs = 240_000): Promise<SeededObserver[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/seed-cli.ts', JSON.stringify(plan)], {
    cwd: repoRoot,
    env: { ...process.env, ...targetEnv(target), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  const output = tail(child);
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  if (code !== 0) throw new Error(`seeding failed (exit ${code}):\n${output()}`);
  const last = stdout.trim().split('\n').pop() ?? '';
  return seededOutput.parse(JSON.parse(last)).observers;
}

export interface ServerHandle {
  /** e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  pid: number;
  rssKiB(): number | null;
  /** SIGTERM, then SIGKILL after 10 s. Safe to call twice. */
  stop(): Promise<void>;
  output(): string;
}

const running = new Set<ChildProcess>();

/** Kills every server still running (the runner calls it on exit, so no child outlives a crash). */
export function killAllServers(): void {
  for (const child of running) child.kill('SIGKILL');
}

/**
 * Starts `server/main.ts` as `npm run serve` does, on a free loopback port. The target must already
 * be seeded (an empty database would get the 13,000-voter demo seed first). LOG_LEVEL is warn:
 * per-request log lines to a pipe would measure the pipe, and they are the same for both sides.
 */
export async function startServer(options: { target: DataTarget; distDir?: string; readyTimeoutMs?: number }): Promise<ServerHandle> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...targetEnv(options.target),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DIST_DIR: options.distDir ?? '/nonexistent',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const output = tail(child);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      running.delete(child);
      resolve();
    }),
  );
  const pid = child.pid;
  if (pid === undefined) throw new Error('server did not start');

  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exit;
    clearTimeout(timer);
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  for (;;) {
    if (exited) throw new Error(`server exited before listening:\n${output()}`);
    try {
      // Any HTTP answer (a 401 here) means it listens.
      await fetch(`${url}/api/hr/currentuser/`);
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`server did not listen within the time limit:\n${output()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return { url, pid, rssKiB: () => readRssKiB(pid), stop, output };
}
