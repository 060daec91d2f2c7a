import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { registerDriver } from './prepared';
import * as schema from './schema';

/** The one drizzle type every repository takes, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Where the data lives: a PGlite folder, a PostgreSQL URL, or an in-memory PGlite (tests), which
 * may start from a data-directory dump (`loadDataDir`, from `client.dumpDataDir()`).
 */
export type DatabaseTarget = { dataDir: string } | { url: string; poolSize?: number } | { memory: true; loadDataDir?: Blob };

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
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? defaultPoolSize() });
    // Without a listener an idle client's network error would crash the process.
    pool.on('error', () => undefined);
    const native = drizzlePg(pool, { schema });
    registerDriver(native, { kind: 'pg', pool });
    return { kind: 'pg', db: native, native, pool, close: once(() => pool.end()) };
  }
  let client: PGlite;
  if ('dataDir' in target) {
    const dir = resolve(target.dataDir);
    // PGlite creates the folder itself but fails when its parent is missing.
    mkdirSync(dirname(dir), { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create('memory://', target.loadDataDir ? { loadDataDir: target.loadDataDir } : {});
  }
  const native = drizzlePglite(client, { schema });
  registerDriver(native, { kind: 'pglite', client });
  return { kind: 'pglite', db: native, native, client, close: once(() => client.close()) };
}
