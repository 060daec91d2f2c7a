// Starts the server: config → database → migrations → (first start: demo seed) → listen. On
// SIGTERM/SIGINT it drains (server/shutdown.ts).
import { buildApp } from './app';
import { defaultLoginRateLimit } from './auth/login-throttle';
import { HOUR_MS } from './auth/sessions';
import { ConfigError, readConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { describeTarget, openConfiguredDatabase, openStartupDatabase } from './db/open-configured';
import { prepareDatabase } from './db/prepare';
import { createReadiness } from './http/readiness';
import { pollDatabaseForChanges } from './live/change-poller';
import { onShutdownSignal } from './shutdown';

async function main(): Promise<void> {
  const config = readConfig();
  const database = await openConfiguredDatabase(config);
  // Not ready until the start-up work is done; HAProxy sends nothing here before /readyz says so.
  const readiness = createReadiness({ migrated: false });
  // One indexed query a second through the pool while streams are open (works behind PgBouncer).
  let logPollError = (_error: unknown): void => undefined;
  const changes = pollDatabaseForChanges(database.db, { onError: (error) => logPollError(error) });
  const app = await buildApp({
    db: database.db,
    liveChanges: changes.hub,
    logger: { level: config.logLevel },
    distDir: config.distDir,
    trustProxy: config.trustProxy,
    readiness,
    loginRateLimit: {
      perPair: { ...defaultLoginRateLimit.perPair, maxFailures: config.loginFailuresPerPair },
      perUsername: { ...defaultLoginRateLimit.perUsername, maxFailures: config.loginFailuresPerUsername },
      perAddress: { ...defaultLoginRateLimit.perAddress, maxFailures: config.loginFailuresPerAddress },
    },
    sessions: { idleMs: config.sessionIdleHours * HOUR_MS, maxMs: config.sessionMaxHours * HOUR_MS },
  });
  const log = app.log;
  logPollError = (error) => log.warn({ err: error }, 'the live streams’ change poll failed; retrying');
  // After the streams have ended (preClose) and before the database closes (shutdown.ts).
  app.addHook('onClose', () => changes.close());
  onShutdownSignal({ app, database, readiness, graceMs: config.shutdownGraceMs, log });

  log.info(`database: ${describeTarget(config)}${config.databaseDirectUrl ? ' (start-up work direct to PostgreSQL)' : ''}`);
  const preparing = performance.now();
  const startup = await openStartupDatabase(config, database);
  const summary = await prepareDatabase(startup.database).finally(startup.close);
  if (summary) {
    log.info(
      `empty database: seeded demo data (${summary.voters} voters, ${summary.stations} stations, accounts ${Object.keys(summary.accounts).join(', ')}, password "demo"); migrate + seed ${Math.round(performance.now() - preparing)} ms`,
    );
  }
  readiness.migrated = true;
  await app.listen({ port: config.port, host: config.host });
  // performance.now() counts from process start, so this is the whole cold start.
  log.info(`listening; cold start ${Math.round(performance.now())} ms`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
