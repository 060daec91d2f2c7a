// Starts the server: config → database → migrations → (first start: demo seed) → listen. Closes cleanly on SIGINT/SIGTERM.
import { buildApp } from './app';
import { defaultLoginRateLimit } from './auth/login-throttle';
import { HOUR_MS } from './auth/sessions';
import { ConfigError, readConfig } from './config';
import { describeTarget, openConfiguredDatabase } from './db/open-configured';
import { prepareDatabase } from './db/prepare';

async function main(): Promise<void> {
  const config = readConfig();
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({
    db: database.db,
    logger: { level: config.logLevel },
    distDir: config.distDir,
    trustProxy: config.trustProxy,
    loginRateLimit: {
      perPair: { ...defaultLoginRateLimit.perPair, maxFailures: config.loginFailuresPerPair },
      perUsername: { ...defaultLoginRateLimit.perUsername, maxFailures: config.loginFailuresPerUsername },
      perAddress: { ...defaultLoginRateLimit.perAddress, maxFailures: config.loginFailuresPerAddress },
    },
    sessions: { idleMs: config.sessionIdleHours * HOUR_MS, maxMs: config.sessionMaxHours * HOUR_MS },
  });
  const log = app.log;

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    app
      .close()
      .then(() => database.close())
      .then(() => log.info('closed'))
      .catch((error: unknown) => {
        log.error({ err: error }, 'error while closing');
        process.exitCode = 1;
      });
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  log.info(`database: ${describeTarget(config)}`);
  const preparing = performance.now();
  const summary = await prepareDatabase(database);
  if (summary) {
    log.info(
      `empty database: seeded demo data (${summary.voters} voters, ${summary.stations} stations, accounts ${Object.keys(summary.accounts).join(', ')}, password "demo"); migrate + seed ${Math.round(performance.now() - preparing)} ms`,
    );
  }
  await app.listen({ port: config.port, host: config.host });
  // performance.now() counts from process start, so this is the whole cold start.
  log.info(`listening; cold start ${Math.round(performance.now())} ms`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
