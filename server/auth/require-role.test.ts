import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../http/messages';
import { registerErrorHandler } from '../http/error-handler';
import { storeToken } from '../repositories/auth';
import type { DemoAccount } from '../seed/seed';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { tokenHeader } from '../test/session';
import { decorateMember, requireToken } from './authenticate';
import { decorateMemberAccess, requireRole, signedInObserverId, type Role } from './require-role';
import { hashToken, newToken } from './tokens';

const ROLES: readonly Role[] = ['observer', 'patronager', 'diaspora', 'ftv'];

/** Which demo account holds which role (see server/seed/seed.ts). */
const expected: Record<DemoAccount, readonly Role[]> = {
  vezhgues: ['observer'],
  patronazhist: ['patronager'],
  diaspora: ['diaspora'],
  vhp: ['ftv'],
  anetar: [],
  admin: [],
};

describe('requireRole', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const tokens = new Map<DemoAccount, string>();

  beforeAll(async () => {
    t = await buildTestApp({ voters: 50 });
    // A bare app with one route per role, behind the same token scope as the real one.
    app = Fastify();
    registerErrorHandler(app);
    decorateMember(app);
    decorateMemberAccess(app);
    await app.register((api, _options, done) => {
      requireToken(api, t.db);
      for (const role of ROLES) api.get(`/${role}`, { preHandler: requireRole(t.db, role) }, (_request, reply) => reply.send({ role }));
      // Two checks on one route: both must hold.
      api.get('/observer-and-patronager', { preHandler: [requireRole(t.db, 'observer'), requireRole(t.db, 'patronager')] }, (_request, reply) => reply.send({}));
      api.get('/observer-id', { preHandler: requireRole(t.db, 'observer') }, (request, reply) => reply.send({ observerId: signedInObserverId(request) }));
      done();
    });
    for (const account of Object.keys(expected) as DemoAccount[]) {
      const token = newToken();
      await storeToken(t.db, t.seed.accounts[account], hashToken(token));
      tokens.set(account, token);
    }
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it.each(Object.keys(expected) as DemoAccount[])('lets %s reach exactly the modules of its roles; the others are 404 with the module text', async (account) => {
    for (const role of ROLES) {
      const response = await app.inject({ method: 'GET', url: `/${role}`, headers: tokenHeader(tokens.get(account) ?? '') });
      if (expected[account].includes(role)) {
        expect(response.statusCode, `${account} → ${role}`).toBe(200);
        expect(response.json()).toEqual({ role });
      } else {
        expect(response.statusCode, `${account} → ${role}`).toBe(404);
        expect(response.json()).toEqual({ Error: messages.noModuleAccess });
      }
    }
  });

  it('requires every role listed on a route', async () => {
    for (const account of ['vezhgues', 'patronazhist'] as const) {
      const response = await app.inject({ method: 'GET', url: '/observer-and-patronager', headers: tokenHeader(tokens.get(account) ?? '') });
      expect(response.statusCode).toBe(404);
    }
  });

  it('hands the observer id to the handler', async () => {
    const response = await app.inject({ method: 'GET', url: '/observer-id', headers: tokenHeader(tokens.get('vezhgues') ?? '') });
    expect(response.json()).toEqual({ observerId: t.seed.observerId });
  });

  it('runs after the token check: no token is 403, not 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/observer' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ Error: messages.signInAgain });
  });
});
