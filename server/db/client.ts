import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { registerDriver } from './prepared';
import * as schema from './schema';

/** The one drizzle type every repository takes, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Where the data lives: a PGlite folder, a PostgreSQL URL, or an in-memory PGlite (tests), which
 * may start from a data-directory dump (`loadDataDir`, from `client.dumpDataDir()`).
 */
export type DatabaseTarget = { dataDir: string } | ({ url: string } & PoolSettings) | { memory: true; loadDataDir?: Blob };

/** How the pg.Pool of a `url` target connects (server/config.ts has the settings). */
export interface PoolSettings {
  poolSize?: number;
  /** How long a query waits for a connection, new or free; unset: forever. */
  connectTimeoutMs?: number;
  /** Set on each new connection; 0 or unset: PostgreSQL's own setting. */
  statementTimeoutMs?: number;
  idleInTransactionTimeoutMs?: number;
  /** false: runPrepared sends unnamed statements (PgBouncer before 1.21 in transaction mode). */
  preparedStatements?: boolean;
}

/**
 * The timeouts as SET commands run once on each new connection. Not pg's `statement_timeout`
 * option nor `options=-c …`: both are startup parameters, and PgBouncer refuses the connection
 * ("unsupported startup parameter"). Through PgBouncer in transaction mode a SET stays on the one
 * server connection it ran on and other server connections never see it (checked with PgBouncer
 * 1.18), so there PgBouncer's `connect_query` or `ALTER ROLE … SET` must carry the same values;
 * scripts/fleet does the former. Direct to PostgreSQL, this is the whole story.
 */
export function sessionSettings(settings: PoolSettings): string | undefined {
  const sets: string[] = [];
  if (settings.statementTimeoutMs) sets.push(`SET statement_timeout = ${Math.trunc(settings.statementTimeoutMs)}`);
  if (settings.idleInTransactionTimeoutMs) sets.push(`SET idle_in_transaction_session_timeout = ${Math.trunc(settings.idleInTransactionTimeoutMs)}`);
  return sets.length > 0 ? sets.join('; ') : undefined;
}

/**
 * An open database. `native` keeps the driver-specific drizzle instance for the migrator;
 * everything else uses `db`. `close()` may be called more than once.
 */
export type Database =
  | { kind: 'pglite'; db: Db; native: PgliteDatabase<typeof schema>; client: PGlite; close: () => Promise<void> }
  | { kind: 'pg'; db: Db; native: NodePgDatabase<typeof schema>; pool: pg.Pool; close: () => Promise<void> };

/**
 * Four connections a core, at least 10: a vote's connection spends most of its time waiting for
 * the commit's WAL flush, not on a CPU, and commits waiting together share one flush, so more
 * connections than cores is what lets writes scale. Capped so a few instances stay well inside
 * PostgreSQL's default max_connections (100). DATABASE_POOL_SIZE overrides it.
 */
export function defaultPoolSize(cores: number = availableParallelism()): number {
  return Math.min(32, Math.max(10, 4 * cores));
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? defaultPoolSize(),
      ...(target.connectTimeoutMs === undefined ? {} : { connectionTimeoutMillis: target.connectTimeoutMs }),
    });
    // Without a listener an idle client's network error would crash the process.
    pool.on('error', () => undefined);
    const sets = sessionSettings(target);
    if (sets !== undefined) {
      // Queued ahead of the query the connection was opened for; a failure surfaces there too.
      pool.on('connect', (client) => void client.query(sets).catch(() => undefined));
    }
    const native = drizzlePg(pool, { schema });
    registerDriver(native, { kind: 'pg', pool, named: target.preparedStatements ?? true });
    return { kind: 'pg', db: native, native, pool, close: once(() => pool.end()) };
  }
  let client: PGlite;
  let release = (): void => undefined;
  if ('dataDir' in target) {
    const dir = resolve(target.dataDir);
    // PGlite creates the folder itself but fails when its parent is missing.
    mkdirSync(dirname(dir), { recursive: true });
    const lock = lockDataDir(dir);
    release = lock.release;
    try {
      client = await PGlite.create(dir);
    } catch (error) {
      release();
      throw error;
    }
  } else {
    client = await PGlite.create('memory://', target.loadDataDir ? { loadDataDir: target.loadDataDir } : {});
  }
  const native = drizzlePglite(client, { schema });
  registerDriver(native, { kind: 'pglite', client });
  const opened = client;
  const close = once(() => opened.close().finally(release));
  return { kind: 'pglite', db: native, native, client, close };
}
