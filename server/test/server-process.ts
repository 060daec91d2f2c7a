import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote to stderr and stdout so far. */
  output: () => string;
  /** Resolves with the exit code (null: killed by a signal) once the process has ended. */
  exited: Promise<number | null>;
}

/** `server/main.ts` as `npm run serve` starts it, in its own process, with `env` over the current one. */
export function spawnServer(port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', LOG_LEVEL: 'warn', DIST_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Polls /readyz until 200; fails when the process ends first. */
export async function waitReady(server: ServerProcess, deadlineMs = 120_000): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < deadlineMs) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`server exited (${server.child.exitCode ?? server.child.signalCode}) before it was ready:\n${server.output()}`);
    }
    try {
      const response = await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(10_000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not ready within ${deadlineMs} ms:\n${server.output()}`);
}
