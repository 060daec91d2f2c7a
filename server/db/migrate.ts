import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant works; it only has to be the same for every instance of this server.
const STARTUP_LOCK_KEY = 727_001;

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so several server instances starting
 * together on one database take turns (the later ones find the migrations applied and the seed
 * done). PGlite is single-process, so there it just runs.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return work();
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** Applies the committed drizzle migrations (already-applied ones are skipped). */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.native, { migrationsFolder });
  } else {
    await migratePg(drizzlePg(database.pool), { migrationsFolder });
  }
}
