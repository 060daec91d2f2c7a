/**
 * The real server process (`server/main.ts` on PGlite in a temporary DATA_DIR, no stand-ins): its
 * health checks, the data folder's lock against a second process, and the drain on SIGTERM.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../tests/support/free-port';
import { spawnServer, waitReady, type ServerProcess } from './test/server-process';

const STARTS_MS = 180_000;

/**
 * A sign-in whose body is sent in two halves, so the request is in flight for as long as the test
 * likes. `Expect: 100-continue` makes the server say when it has taken the request (Node answers
 * "100 Continue" once the request is parsed and routed): only then is it in flight, not an idle
 * connection that a closing server may drop.
 */
async function startSlowLogin(port: number): Promise<{ socket: Socket; finish: () => void; answer: Promise<string> }> {
  const body = JSON.stringify({ username: 'vezhgues', password: 'demo' });
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let text = '';
  let taken: () => void = () => undefined;
  const continued = new Promise<void>((resolve) => (taken = resolve));
  const answer = new Promise<string>((resolve, reject) => {
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.startsWith('HTTP/1.1 100 Continue\r\n\r\n')) taken();
    });
    socket.once('end', () => resolve(text));
    socket.once('close', () => resolve(text));
    socket.once('error', reject);
  });
  socket.write(
    `POST /api/rest-auth/login/ HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nexpect: 100-continue\r\n\r\n`,
  );
  await continued;
  const half = Math.floor(body.length / 2);
  socket.write(body.slice(0, half));
  return { socket, finish: () => void socket.write(body.slice(half)), answer };
}

/** Resolves once a new connection to the port is refused. */
async function refusedSoon(port: number): Promise<void> {
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const probe = connect(port, '127.0.0.1');
      probe.once('connect', () => {
        probe.destroy();
        resolve(false);
      });
      probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    });
    if (refused) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the server process on a PGlite folder', () => {
  let root: string;
  let dataDir: string;
  const started: ServerProcess[] = [];
  const start = async (env: Record<string, string> = {}) => {
    const server = spawnServer(await freePort(), { DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: '20000', ...env });
    started.push(server);
    return server;
  };

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'terren-process-'));
    dataDir = join(root, 'data');
  });
  afterAll(async () => {
    for (const server of started) {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      await server.exited;
    }
    rmSync(root, { recursive: true, force: true });
  });

  it(
    'answers its checks, refuses a second process on its folder, and on SIGTERM finishes a request in flight while refusing new connections',
    async () => {
      const first = await start();
      await waitReady(first);
      const health = await fetch(`${first.url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      expect(await (await fetch(`${first.url}/readyz`)).json()).toEqual({ status: 'ready' });
      expect(readFileSync(`${dataDir}.lock`, 'utf8').trim()).toBe(String(first.child.pid));

      const second = await start();
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`The data folder ${dataDir} is in use by another Terren process (PID ${first.child.pid}`);
      expect((await fetch(`${first.url}/readyz`)).status).toBe(200);

      const port = Number(new URL(first.url).port);
      const slow = await startSlowLogin(port);
      first.child.kill('SIGTERM');
      await refusedSoon(port);
      expect(first.child.exitCode).toBeNull();
      slow.finish();
      const answer = await slow.answer;
      expect(answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 /);
      expect(answer).toContain('"key"');
      const firstCode = await first.exited;
      expect(firstCode, first.output()).toBe(0);
      expect(existsSync(`${dataDir}.lock`)).toBe(false);
    },
    STARTS_MS * 2,
  );

  it(
    'takes over the lock of a process killed with SIGKILL, and exits with code 1 when a request outlasts the shutdown grace',
    async () => {
      const killed = await start();
      await waitReady(killed);
      killed.child.kill('SIGKILL');
      await killed.exited;
      expect(readFileSync(`${dataDir}.lock`, 'utf8').trim()).toBe(String(killed.child.pid));

      const next = await start({ SHUTDOWN_GRACE_MS: '1500' });
      await waitReady(next);
      expect(readFileSync(`${dataDir}.lock`, 'utf8').trim()).toBe(String(next.child.pid));

      // A request that never finishes: only the grace ends the process.
      const stuck = await startSlowLogin(Number(new URL(next.url).port));
      next.child.kill('SIGTERM');
      const nextCode = await next.exited;
      expect(nextCode, next.output()).toBe(1);
      expect(next.output()).toContain('shutdown took longer than 1500 ms');
      stuck.socket.destroy();
    },
    STARTS_MS * 2,
  );

  it('treats a lock file naming no running process as stale', async () => {
    // A PID from a process that has ended: this test's own earlier children.
    const gone = started.find((server) => server.child.exitCode !== null)?.child.pid;
    expect(gone).toBeDefined();
    writeFileSync(`${dataDir}.lock`, `${gone}\n`);
    const server = await start();
    await waitReady(server);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  }, STARTS_MS);
});
