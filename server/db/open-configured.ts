import type { ServerConfig } from '../config';
import { openDatabase, type Database } from './client';

type PoolConfig = Partial<
  Pick<ServerConfig, 'databaseConnectTimeoutMs' | 'databaseStatementTimeoutMs' | 'databaseIdleInTransactionTimeoutMs' | 'databasePreparedStatements'>
>;

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function openConfiguredDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'databasePoolSize'> & PoolConfig): Promise<Database> {
  if (!config.databaseUrl) return openDatabase({ dataDir: config.dataDir });
  return openDatabase({
    url: config.databaseUrl,
    ...(config.databasePoolSize === undefined ? {} : { poolSize: config.databasePoolSize }),
    ...(config.databaseConnectTimeoutMs === undefined ? {} : { connectTimeoutMs: config.databaseConnectTimeoutMs }),
    ...(config.databaseStatementTimeoutMs === undefined ? {} : { statementTimeoutMs: config.databaseStatementTimeoutMs }),
    ...(config.databaseIdleInTransactionTimeoutMs === undefined ? {} : { idleInTransactionTimeoutMs: config.databaseIdleInTransactionTimeoutMs }),
    ...(config.databasePreparedStatements === undefined ? {} : { preparedStatements: config.databasePreparedStatements }),
  });
}

/**
 * The database for the start-up work (migrations, the first seed): DATABASE_DIRECT_URL when set
 * (PostgreSQL itself, not PgBouncer: a long migration then meets no statement timeout), else the
 * server's own database. `close` closes only what this opened.
 */
export async function openStartupDatabase(config: Pick<ServerConfig, 'databaseDirectUrl'>, server: Database): Promise<{ database: Database; close: () => Promise<void> }> {
  if (config.databaseDirectUrl === undefined || server.kind === 'pglite') return { database: server, close: () => Promise.resolve() };
  const direct = await openDatabase({ url: config.databaseDirectUrl, poolSize: 4 });
  return { database: direct, close: direct.close };
}

/** Where the data lives, for log lines; never prints a password. */
export function describeTarget(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `PGlite at ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.host}${url.pathname}`;
}
