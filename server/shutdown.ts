import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from './db/client';
import type { Readiness } from './http/readiness';

export interface ShutdownParts {
  app: FastifyInstance;
  database: Database;
  readiness: Readiness;
  /** After this long the process exits with code 1 whatever is still running. */
  graceMs: number;
  log: FastifyBaseLogger;
}

/**
 * On the first SIGTERM or SIGINT: /readyz answers 503 at once, the listening socket closes (new
 * connections are refused, so HAProxy retries them on another instance), requests in flight
 * finish, then the database closes (the pool, or PGlite and its folder's lock) and the process
 * ends by itself. If that takes longer than the grace, it exits anyway with code 1. Later signals
 * are ignored (the grace bounds the wait), so a supervisor's repeated SIGTERM cannot cut a request short.
 */
export function onShutdownSignal({ app, database, readiness, graceMs, log }: ShutdownParts): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    readiness.shuttingDown = true;
    const started = performance.now();
    log.info({ signal, graceMs }, 'shutting down: refusing new connections, finishing requests in flight');
    // unref: it must not be what keeps a process that closed cleanly alive.
    setTimeout(() => {
      log.error(`shutdown took longer than ${graceMs} ms; exiting with requests or connections still open`);
      process.exit(1);
    }, graceMs).unref();
    app
      .close()
      .then(() => database.close())
      .then(() => log.info(`closed in ${Math.round(performance.now() - started)} ms`))
      .catch((error: unknown) => {
        log.error({ err: error }, 'error while closing');
        process.exitCode = 1;
      });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
