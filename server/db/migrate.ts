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
 *
 * The lock is transaction-level (pg_advisory_xact_lock) in a transaction of its own that stays
 * open on one connection until `work` is done; `work` runs on other connections of the pool. A
 * session-level pg_advisory_lock is wrong behind PgBouncer in transaction mode: PgBouncer returns
 * the server connection to its pool after the `select pg_advisory_lock`, so the unlock may run on
 * another one (and fail) while the lock stays held by a connection that other clients now use,
 * and every later start waits forever. An open transaction, by contrast, keeps its one server
 * connection for as long as it lasts in every PgBouncer mode, and the lock ends with it: at
 * COMMIT, or when the process dies and the connection closes. Not one transaction around the
 * work itself: drizzle's migrator opens and commits its own, and the seed commits in batches.
 * (DATABASE_DIRECT_URL, when set, is what `database` is here: see openStartupDatabase.)
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return work();
  const client = await database.pool.connect();
  let failed = false;
  try {
    await client.query('begin');
    // The wait for another instance's migrations and this idle transaction must outlast any
    // timeout the connection was given for ordinary requests.
    await client.query('set local statement_timeout = 0');
    await client.query('set local idle_in_transaction_session_timeout = 0');
    await client.query('select pg_advisory_xact_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    try {
      await client.query(failed ? 'rollback' : 'commit');
      client.release();
    } catch (error) {
      // The connection is in an unknown state: close it rather than hand it to a request.
      client.release(error instanceof Error ? error : true);
    }
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
