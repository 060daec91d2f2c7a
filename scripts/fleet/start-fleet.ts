/**
 * A throwaway fleet on this machine: PostgreSQL (initdb in a temporary folder), PgBouncer in
 * transaction mode, N Terren instances on it, and HAProxy in front. For `npm run fleet`, its smoke
 * test and the bench (N3/N5: `kill(i)` one instance mid-load).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../../tests/support/free-port';
import { haproxyCfg, pgbouncerIni, type Upstream } from './configs';
import { findTools, type FleetTools } from './tools';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface FleetOptions {
  instances: number;
  /** Ports; each unset one is a free port. Instance i listens on `instancePort + i`. */
  haproxyPort?: number;
  bouncerPort?: number;
  postgresPort?: number;
  instancePort?: number;
  /** Each instance's pg pool (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** PostgreSQL connections PgBouncer keeps (what the database sees, whatever N). */
  serverPoolSize?: number;
  statementTimeoutMs?: number;
  idleInTransactionTimeoutMs?: number;
  shutdownGraceMs?: number;
  /** More environment for every instance (LOG_LEVEL, LOGIN_FAILURES_PER_ADDRESS…). */
  env?: Record<string, string>;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
  /** Keep the temporary folder (logs, configs) after stop. */
  keep?: boolean;
  /**
   * An existing PostgreSQL database (postgres://user:password@host:port/name) to put PgBouncer and
   * the instances on instead of a throwaway one (the bench's national database): nothing is
   * initdb'd, and stop() leaves it running.
   */
  database?: string;
}

export interface Fleet {
  /** HAProxy's address: the one URL clients use. */
  url: string;
  /** Each instance's own address, by index. */
  instanceUrls: readonly string[];
  /** PostgreSQL itself (for checks and the bench's seed), bypassing PgBouncer. */
  directUrl: string;
  /** The temporary folder: configs and every process's log. */
  dir: string;
  /** Signals instance i (SIGKILL by default) and resolves once it has exited. */
  kill: (i: number, signal?: NodeJS.Signals) => Promise<void>;
  /** Starts instance i again (after kill) and resolves once its /readyz says ready. */
  restart: (i: number) => Promise<void>;
  /** Stops everything: instances (SIGTERM, drained), HAProxy, PgBouncer, PostgreSQL; removes the folder unless `keep`. */
  stop: () => Promise<void>;
}

const DATABASE = 'terren';
const USER = 'terren';

/** PgBouncer's connection to a given database: its host, port, name and, when set, account. */
function upstreamOf(url: URL): Upstream {
  return {
    host: url.hostname || '127.0.0.1',
    port: Number(url.port || 5432),
    database: decodeURIComponent(url.pathname.slice(1)),
    ...(url.username ? { user: decodeURIComponent(url.username) } : {}),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
  };
}

function running(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

function exited(child: ChildProcess): Promise<void> {
  return running(child) ? new Promise((resolve) => child.once('exit', () => resolve())) : Promise.resolve();
}

async function stopChild(child: ChildProcess | undefined, signal: NodeJS.Signals, graceMs: number): Promise<void> {
  if (!child || !running(child)) return;
  const done = exited(child);
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await done;
  clearTimeout(timer);
}

async function waitFor(what: string, deadlineMs: number, probe: () => Promise<boolean>, alive: () => string | undefined): Promise<void> {
  const start = Date.now();
  for (;;) {
    const dead = alive();
    if (dead !== undefined) throw new Error(`${what}: ${dead}`);
    if (await probe().catch(() => false)) return;
    if (Date.now() - start > deadlineMs) throw new Error(`${what}: not up within ${deadlineMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function ready(url: string): Promise<boolean> {
  const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5000) });
  return response.status === 200;
}

/** Starts the fleet; on any failure stops what it started and throws. */
export async function startFleet(options: FleetOptions): Promise<Fleet> {
  const tools: FleetTools = findTools();
  const log = options.log ?? (() => undefined);
  const dir = mkdtempSync(join(tmpdir(), 'terren-fleet-'));
  // PostgreSQL and PgBouncer may run as another account: they read and write under dir.
  chmodSync(dir, 0o755);
  const owned = (path: string) => {
    mkdirSync(path, { recursive: true });
    if (tools.runAs) chownSync(path, tools.runAs.uid, tools.runAs.gid);
    return path;
  };
  const asService = tools.runAs ? { uid: tools.runAs.uid, gid: tools.runAs.gid } : {};
  const logTo = (name: string) => createWriteStream(join(dir, `${name}.log`));

  const ports = {
    haproxy: options.haproxyPort ?? (await freePort()),
    bouncer: options.bouncerPort ?? (await freePort()),
    postgres: options.postgresPort ?? (await freePort()),
  };
  const instancePorts: number[] = [];
  for (let i = 0; i < options.instances; i++) instancePorts.push(options.instancePort === undefined ? await freePort() : options.instancePort + i);
  const poolSize = options.poolSize ?? 10;
  const statementTimeoutMs = options.statementTimeoutMs ?? 15_000;
  const idleInTransactionTimeoutMs = options.idleInTransactionTimeoutMs ?? 60_000;
  const given = options.database === undefined ? undefined : new URL(options.database);
  const directUrl = given?.toString() ?? `postgres://${USER}@127.0.0.1:${ports.postgres}/${DATABASE}`;
  const bouncerUrl = `postgres://${USER}@127.0.0.1:${ports.bouncer}/${DATABASE}`;

  const children: { postgres?: ChildProcess; bouncer?: ChildProcess; haproxy?: ChildProcess; instances: (ChildProcess | undefined)[] } = { instances: [] };
  const spawned = (name: string, child: ChildProcess) => {
    const out = logTo(name);
    child.stdout?.pipe(out);
    child.stderr?.pipe(out);
    return child;
  };
  const died = (child: ChildProcess | undefined, name: string) => () =>
    child && !running(child) ? `${name} exited (${child.exitCode ?? child.signalCode}); see ${join(dir, `${name}.log`)}` : undefined;

  const stop = async (removeDir = !options.keep) => {
    await Promise.all(children.instances.map((child) => stopChild(child, 'SIGTERM', (options.shutdownGraceMs ?? 10_000) + 5000)));
    await stopChild(children.haproxy, 'SIGTERM', 5000);
    await stopChild(children.bouncer, 'SIGTERM', 5000);
    // SIGINT: PostgreSQL's fast shutdown (rolls back open transactions, no waiting for clients).
    await stopChild(children.postgres, 'SIGINT', 15_000);
    if (removeDir) rmSync(dir, { recursive: true, force: true });
  };
  // If this process ends without stop() (an uncaught error), leave no server behind.
  const killAll = () => {
    for (const child of [...children.instances, children.haproxy, children.bouncer, children.postgres]) if (child && running(child)) child.kill('SIGKILL');
  };
  process.once('exit', killAll);

  const startInstance = (i: number) => {
    const port = instancePorts[i] ?? 0;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: bouncerUrl,
        DATABASE_DIRECT_URL: directUrl,
        DATABASE_PREPARED_STATEMENTS: 'false',
        DATABASE_POOL_SIZE: String(poolSize),
        DATABASE_STATEMENT_TIMEOUT_MS: String(statementTimeoutMs),
        DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: String(idleInTransactionTimeoutMs),
        SHUTDOWN_GRACE_MS: String(options.shutdownGraceMs ?? 10_000),
        TRUST_PROXY: '127.0.0.1',
        DIST_DIR: process.env.DIST_DIR ?? join(root, 'dist'),
        LOG_LEVEL: 'warn',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    children.instances[i] = spawned(`instance-${i + 1}`, child);
    return child;
  };
  const instanceUrls = instancePorts.map((port) => `http://127.0.0.1:${port}`);

  const startPostgres = async () => {
    const pgData = owned(join(dir, 'postgres'));
    log(`PostgreSQL: initdb in ${pgData}`);
    const init = spawnSync(tools.initdb, ['-D', pgData, '-U', USER, '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'], { ...asService, encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
    children.postgres = spawned(
      'postgres',
      spawn(tools.postgres, ['-D', pgData, '-p', String(ports.postgres), '-k', pgData, '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'fsync=off'], {
        ...asService,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      }),
    );
    await waitFor('PostgreSQL', 60_000, async () => {
      const client = new pg.Client({ connectionString: `postgres://${USER}@127.0.0.1:${ports.postgres}/postgres` });
      await client.connect();
      try {
        await client.query(`create database ${DATABASE}`);
      } finally {
        await client.end();
      }
      return true;
    }, died(children.postgres, 'postgres'));
  };

  try {
    if (given === undefined) await startPostgres();
    const bouncerDir = owned(join(dir, 'pgbouncer'));
    const authFile = join(bouncerDir, 'users.txt');
    writeFileSync(authFile, `"${USER}" ""\n`);
    const ini = join(bouncerDir, 'pgbouncer.ini');
    writeFileSync(
      ini,
      pgbouncerIni({
        listenPort: ports.bouncer,
        upstream: given === undefined ? { host: '127.0.0.1', port: ports.postgres, database: DATABASE } : upstreamOf(given),
        database: DATABASE,
        user: USER,
        authFile,
        logFile: join(bouncerDir, 'pgbouncer.log'),
        maxClientConnections: options.instances * poolSize + 50,
        serverPoolSize: options.serverPoolSize ?? 20,
        statementTimeoutMs,
        idleInTransactionTimeoutMs,
      }),
    );
    if (tools.runAs) for (const file of [authFile, ini]) chownSync(file, tools.runAs.uid, tools.runAs.gid);
    children.bouncer = spawned('pgbouncer', spawn(tools.pgbouncer, [ini], { ...asService, stdio: ['ignore', 'pipe', 'pipe'], detached: true }));
    await waitFor('PgBouncer', 30_000, async () => {
      const client = new pg.Client({ connectionString: bouncerUrl });
      await client.connect();
      await client.end();
      return true;
    }, died(children.bouncer, 'pgbouncer'));
    log(`PgBouncer (transaction mode) on ${ports.bouncer} → PostgreSQL on ${given === undefined ? ports.postgres : `${given.hostname}:${given.port || 5432}${given.pathname}`}`);

    // All at once: the start-up lock makes them take turns on the migrations and the seed.
    for (let i = 0; i < options.instances; i++) startInstance(i);
    await Promise.all(
      instanceUrls.map((url, i) => waitFor(`instance ${i + 1}`, 180_000, () => ready(url), died(children.instances[i], `instance-${i + 1}`))),
    );
    log(`${options.instances} instance(s) ready on ${instancePorts.join(', ')}`);

    const cfg = join(dir, 'haproxy.cfg');
    writeFileSync(cfg, haproxyCfg({ listenPort: ports.haproxy, instancePorts }));
    const check = spawnSync(tools.haproxy, ['-c', '-q', '-f', cfg], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`haproxy rejected ${cfg}: ${check.stderr || check.stdout}`);
    children.haproxy = spawned('haproxy', spawn(tools.haproxy, ['-db', '-f', cfg], { stdio: ['ignore', 'pipe', 'pipe'], detached: true }));
    const url = `http://127.0.0.1:${ports.haproxy}`;
    await waitFor('HAProxy', 30_000, () => ready(url), died(children.haproxy, 'haproxy'));
    log(`HAProxy on ${url} (round robin, checks /readyz)`);

    return {
      url,
      instanceUrls,
      directUrl,
      dir,
      kill: async (i, signal = 'SIGKILL') => {
        const child = children.instances[i];
        if (!child) throw new Error(`no instance ${i}`);
        const done = exited(child);
        child.kill(signal);
        await done;
      },
      restart: async (i) => {
        const child = children.instances[i];
        if (child && running(child)) throw new Error(`instance ${i} is running`);
        const started = startInstance(i);
        await waitFor(`instance ${i + 1}`, 180_000, () => ready(instanceUrls[i] ?? ''), died(started, `instance-${i + 1}`));
      },
      stop: async () => {
        process.removeListener('exit', killAll);
        await stop();
      },
    };
  } catch (error) {
    // The logs say why: the folder stays.
    await stop(false).catch(() => undefined);
    process.removeListener('exit', killAll);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${reason} (logs and configs in ${dir})`, { cause: error });
  }
}
