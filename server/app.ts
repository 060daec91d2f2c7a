import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { decorateMember } from './auth/authenticate';
import { defaultLoginRateLimit, type LoginRateLimit } from './auth/login-throttle';
import type { Db } from './db/client';
import { registerCompression } from './http/compression';
import { registerErrorHandler } from './http/error-handler';
import { registerJsonBodyParser } from './http/json-body';
import { registerNotFound } from './http/not-found';
import { registerSecurityHeaders } from './http/security-headers';
import { hasBuiltApp, registerStaticFiles } from './http/static-files';
import { coreRoutes } from './routes/core';
import { divisionRoutes } from './routes/division';
import { electionRoutes } from './routes/election';
import { hrRoutes } from './routes/hr';
import { patronageRoutes } from './routes/patronage';
import { restAuthRoutes } from './routes/rest-auth';
import { snsRoutes } from './routes/sns';

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
  await registerSecurityHeaders(app);
  // Only routes that opt in (login) are limited; the rest of the API is behind a token.
  await app.register(rateLimit, { global: false });

  await app.register(restAuthRoutes, { prefix: '/api/rest-auth', db, loginRateLimit });
  await app.register(hrRoutes, { prefix: '/api/hr', db });
  await app.register(coreRoutes, { prefix: '/api/core', db });
  await app.register(divisionRoutes, { prefix: '/api/division', db });
  await app.register(snsRoutes, { prefix: '/api/sns', db });
  await app.register(patronageRoutes, { prefix: '/api/patronage', db });
  await app.register(electionRoutes, { prefix: '/api/election', db });

  const spa = options.distDir !== undefined && hasBuiltApp(options.distDir);
  if (spa && options.distDir !== undefined) await registerStaticFiles(app, options.distDir);
  registerNotFound(app, spa);
  return app;
}
