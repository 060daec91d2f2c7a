import type { ServerConfig } from '../config';
import { openDatabase, type Database } from './client';

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function openConfiguredDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'databasePoolSize'>): Promise<Database> {
  if (!config.databaseUrl) return openDatabase({ dataDir: config.dataDir });
  return openDatabase(config.databasePoolSize === undefined ? { url: config.databaseUrl } : { url: config.databaseUrl, poolSize: config.databasePoolSize });
}

/** Where the data lives, for log lines; never prints a password. */
export function describeTarget(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `PGlite at ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.host}${url.pathname}`;
}
