import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOperations } from '../src/contract/api/catalogue';
import { messages } from './http/messages';
import { routeKey } from './test/answer-check';
import { apiRoutes } from './test/api-routes';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { tokenHeader } from './test/session';

/** The only calls a signed-out client may make (the login, the API description); every other /api route sits in the protected scope. */
const PUBLIC = new Set(apiOperations.filter((operation) => operation.public).map((operation) => routeKey(operation.method, operation.path)));

describe('the protected scope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ voters: 50 });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  it('covers every /api route except the public ones: no token or an unknown one is 403', async () => {
    const routes = apiRoutes(t);
    // The listing was read: the known calls are in it.
    expect(routes).toEqual(expect.arrayContaining([{ method: 'POST', url: '/api/rest-auth/login/' }, { method: 'POST', url: '/api/patronage/voting/' }]));
    const guarded = routes.filter((r) => !PUBLIC.has(`${r.method} ${r.url}`));
    expect(guarded.length).toBeGreaterThan(10);
    for (const { method, url } of guarded) {
      const concrete = url.replace(/:[A-Za-z_]+/g, '1');
      for (const headers of [{}, tokenHeader('e'.repeat(64))]) {
        const response = await t.app.inject({ method, url: concrete, headers, ...(method === 'GET' ? {} : { payload: {} }) });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({ Error: messages.signInAgain });
      }
    }
  });
});
