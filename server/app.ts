import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { decorateMember, requireToken } from './auth/authenticate';
import { defaultLoginRateLimit, type LoginRateLimit } from './auth/login-throttle';
import { decorateMemberAccess } from './auth/require-role';
import type { Db } from './db/client';
import { registerCompression } from './http/compression';
import { registerErrorHandler } from './http/error-handler';
import { registerJsonBodyParser } from './http/json-body';
import { registerNotFound } from './http/not-found';
import { registerSecurityHeaders } from './http/security-headers';
import { hasBuiltApp, registerStaticFiles } from './http/static-files';
import { permissionRoutes } from './routes/core/permissions';
import { regionalDataRoutes } from './routes/division/regional-data';
import { observerStatusRoutes } from './routes/election/observer-status';
import { memberRoutes } from './routes/hr/member';
import { taskRoutes } from './routes/hr/tasks';
import { votingDayRoutes } from './routes/patronage/voting-day';
import { loginRoutes } from './routes/rest-auth/login';
import { logoutRoutes } from './routes/rest-auth/logout';
import { notificationRoutes } from './routes/sns/notifications';

export interface AppOptions {
  db: Db;
  /** Fastify logger option; off when omitted (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built PWA. When it has no index.html only the API is served. */
  distDir?: string;
  /** Login limits; tests pass small numbers (or large ones so they are never throttled). */
  loginRateLimit?: Partial<LoginRateLimit>;
  /** Fastify's trustProxy: which forwarded client addresses to believe (the login limit is per address). */
  trustProxy?: FastifyServerOptions['trustProxy'];
}

/** The whole server as a Fastify instance that has not started listening (tests call `app.inject`). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db } = options;
  const loginRateLimit: LoginRateLimit = { ...defaultLoginRateLimit, ...options.loginRateLimit };
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 * 1024, trustProxy: options.trustProxy ?? false });

  registerErrorHandler(app);
  registerJsonBodyParser(app);
  await registerCompression(app);
  decorateMember(app);
  decorateMemberAccess(app);
  await registerSecurityHeaders(app);
  // Only routes that opt in (login) are limited; the rest of the API is behind a token.
  await app.register(rateLimit, { global: false });

  // Public: the only calls a signed-out client makes.
  await app.register(loginRoutes, { prefix: '/api/rest-auth', db, loginRateLimit });

  // Everything else: one scope, one token check (onRequest, so before the body is read). A route
  // file only registers its paths; module roles are checked per route with requireRole.
  await app.register(async (api) => {
    requireToken(api, db);
    await api.register(logoutRoutes, { prefix: '/api/rest-auth', db });
    await api.register(memberRoutes, { prefix: '/api/hr', db });
    await api.register(taskRoutes, { prefix: '/api/hr', db });
    await api.register(permissionRoutes, { prefix: '/api/core', db });
    await api.register(regionalDataRoutes, { prefix: '/api/division', db });
    await api.register(notificationRoutes, { prefix: '/api/sns', db });
    await api.register(votingDayRoutes, { prefix: '/api/patronage', db });
    await api.register(observerStatusRoutes, { prefix: '/api/election', db });
  });

  const spa = options.distDir !== undefined && hasBuiltApp(options.distDir);
  if (spa && options.distDir !== undefined) await registerStaticFiles(app, options.distDir);
  registerNotFound(app, spa);
  return app;
}
