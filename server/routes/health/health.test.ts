import { describe, expect, it } from 'vitest';
import { createReadiness } from '../../http/readiness';
import { buildTestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';

describe('GET /healthz and /readyz', () => {
  const readiness = createReadiness();
  const t = useTestApp({ voters: 10, readiness });

  it('answer without a token, and say the instance is ready once migrated and not shutting down', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('say 503 before the start-up work is done and from the moment shutdown begins, while /healthz stays 200', async () => {
    try {
      readiness.migrated = false;
      const starting = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(starting.statusCode).toBe(503);
      expect(starting.json()).toEqual({ status: 'not-ready', reason: 'starting' });
      readiness.migrated = true;
      readiness.shuttingDown = true;
      const closing = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(closing.statusCode).toBe(503);
      expect(closing.json()).toEqual({ status: 'not-ready', reason: 'shutting-down' });
      // Every answer while draining closes its connection, so keep-alive clients cannot hold the process.
      expect(closing.headers.connection).toBe('close');
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      Object.assign(readiness, createReadiness());
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('say 503 when the database does not answer, and /healthz does not ask it', async () => {
    const local = await buildTestApp({ voters: 10 });
    try {
      await local.database.close();
      const ready = await local.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not-ready', reason: 'database-unreachable' });
      expect((await local.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });
});
