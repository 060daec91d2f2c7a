import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { DemoAccount } from '../seed/seed';
import { answerMismatchError, buildTestApp, type TestApp, type TestAppOptions } from './build-test-app';
import { login, tokenHeader } from './session';

export interface UseTestAppOptions<A extends DemoAccount> extends TestAppOptions {
  /** Demo accounts to sign in (in parallel, through the real login call) once the app is up. */
  logins?: readonly A[];
}

/** The test app of a describe block, readable once its beforeAll has run (that is, inside tests and later hooks). */
export interface UsedTestApp<A extends DemoAccount> extends Omit<TestApp, 'close'> {
  /** The token of each account named in `logins`. */
  readonly tokens: Readonly<Record<A, string>>;
  /** GET `url` with `token` in the Authorization header. */
  get: (url: string, token: string) => Promise<LightMyRequestResponse>;
}

/**
 * Registers the usual beforeAll/afterAll of a test file: build a seeded test app, sign in the named
 * demo accounts, and close the app afterwards. Call it inside a describe block; read the result only
 * from tests or from hooks registered after it (before-hooks run in the order they are registered).
 */
export function useTestApp<const A extends DemoAccount = never>(options: UseTestAppOptions<A> = {}): UsedTestApp<A> {
  const { logins = [], ...appOptions } = options;
  let built: TestApp | undefined;
  let tokens: Record<A, string> | undefined;

  beforeAll(async () => {
    built = await buildTestApp(appOptions);
    const app = built.app;
    const signedIn = await Promise.all(logins.map(async (account) => [account, await login(app, account)] as const));
    tokens = Object.fromEntries(signedIn) as Record<A, string>;
  });
  // The test that received an answer unlike its contract schema fails, naming the call.
  afterEach(() => {
    const mismatches = built?.takeAnswerMismatches() ?? [];
    if (mismatches.length > 0) throw answerMismatchError(mismatches);
  });
  afterAll(async () => {
    await built?.close();
  });

  const ready = (): { t: TestApp; tokens: Record<A, string> } => {
    if (!built || !tokens) throw new Error('useTestApp: read the test app inside a test or a later hook, not while the describe block is collected');
    return { t: built, tokens };
  };
  const app = (): FastifyInstance => ready().t.app;
  return {
    get app() {
      return app();
    },
    get db() {
      return ready().t.db;
    },
    get database() {
      return ready().t.database;
    },
    get seed() {
      return ready().t.seed;
    },
    get routes() {
      return ready().t.routes;
    },
    takeAnswerMismatches: () => ready().t.takeAnswerMismatches(),
    get tokens() {
      return ready().tokens;
    },
    get: (url, token) => app().inject({ method: 'GET', url, headers: tokenHeader(token) }),
  };
}
