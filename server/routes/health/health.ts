import type { FastifyPluginCallback } from 'fastify';
import type { HealthAnswer, NotReadyAnswer, ReadinessAnswer } from '../../../src/contract/health';
import type { Db } from '../../db/client';
import { NO_STORE } from '../../http/no-store';
import type { Readiness } from '../../http/readiness';
import { pingDatabase } from '../../repositories/health';

export interface HealthRouteOptions {
  db: Db;
  readiness: Readiness;
  /** Longest wait for the database's answer before /readyz says it is unreachable (a full pool waits too). */
  pingTimeoutMs?: number;
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET /healthz and /readyz for the load balancer (HAProxy checks every instance every few
 * seconds): public, outside the token check, and logged only when something is wrong.
 */
export const healthRoutes: FastifyPluginCallback<HealthRouteOptions> = (app, { db, readiness, pingTimeoutMs = 3000 }, done) => {
  const quiet = { logLevel: 'warn' as const };
  // Outside /api, so registerNoStore does not cover them; a cached answer would be a wrong one.
  app.get('/healthz', quiet, (_request, reply): HealthAnswer => {
    void reply.header('cache-control', NO_STORE);
    return { status: 'ok' };
  });
  app.get('/readyz', quiet, async (request, reply): Promise<ReadinessAnswer | NotReadyAnswer> => {
    void reply.header('cache-control', NO_STORE);
    const notReady = (reason: NotReadyAnswer['reason']): NotReadyAnswer => {
      void reply.code(503);
      return { status: 'not-ready', reason };
    };
    if (readiness.shuttingDown) return notReady('shutting-down');
    if (!readiness.migrated) return notReady('starting');
    try {
      await within(pingDatabase(db), pingTimeoutMs);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database unreachable');
      return notReady('database-unreachable');
    }
    // Shutdown may have begun while the database answered.
    if (readiness.shuttingDown) return notReady('shutting-down');
    return { status: 'ready' };
  });
  done();
};
