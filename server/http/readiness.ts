import type { FastifyInstance } from 'fastify';

/**
 * What /readyz reports besides the database: whether this process has finished its start-up work
 * (migrations, first seed) and whether it is shutting down. main.ts moves it; an app built
 * without one (the tests) is ready from the start, its database migrated before it is built.
 */
export interface Readiness {
  migrated: boolean;
  shuttingDown: boolean;
}

export function createReadiness(initial: Partial<Readiness> = {}): Readiness {
  return { migrated: true, shuttingDown: false, ...initial };
}

/**
 * While shutting down, every answer closes its connection: a keep-alive connection (HAProxy's,
 * a browser's) would otherwise stay open after its last request and hold the process until the
 * grace runs out. Requests that arrive on one after the close began get Fastify's 503, which
 * HAProxy retries elsewhere.
 */
export function closeConnectionsWhileDraining(app: FastifyInstance, readiness: Readiness): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (readiness.shuttingDown) void reply.header('connection', 'close');
    return payload;
  });
}
