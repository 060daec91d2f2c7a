import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { decorateMember, requireToken, type SessionPolicy } from './auth/authenticate';
import { defaultLoginRateLimit, type LoginRateLimit } from './auth/login-throttle';
import { decorateMemberAccess } from './auth/require-role';
import { defaultSessionLimits, type Clock, type SessionLimits } from './auth/sessions';
import type { Db } from './db/client';
import { registerCompression } from './http/compression';
import { registerErrorHandler } from './http/error-handler';
import { HttpError } from './http/http-error';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors';
import { registerJsonBodyParser } from './http/json-body';
import { messages } from './http/messages';
import { registerNoStore } from './http/no-store';
import { registerNotFound } from './http/not-found';
import { closeConnectionsWhileDraining, createReadiness, type Readiness } from './http/readiness';
import { registerSecurityHeaders } from './http/security-headers';
import { hasBuiltApp, registerStaticFiles } from './http/static-files';
import { registerWatermark } from './http/watermark';
import { permissionRoutes } from './routes/core/permissions';
import { regionalDataRoutes } from './routes/division/regional-data';
import { observerStatusRoutes } from './routes/election/observer-status';
import { healthRoutes } from './routes/health/health';
import { apiDescriptionRoutes } from './routes/docs/api-description';
import { dashboardRoutes } from './routes/hr/dashboard';
import { memberRoutes } from './routes/hr/member';
import { memberPartyRoleRoutes } from './routes/hr/member-party-role';
import { memberTaskRoutes } from './routes/hr/member-tasks';
import { passwordRoutes } from './routes/hr/password';
import { photoRoutes } from './routes/hr/photo';
import { profileRoutes } from './routes/hr/profile';
import { referenceListRoutes } from './routes/hr/reference-lists';
import { taskAssigneeRoutes } from './routes/hr/task-assignees';
import { taskAttendanceRoutes } from './routes/hr/task-attendance';
import { taskCommentRoutes } from './routes/hr/task-comments';
import { taskCreatorRoutes } from './routes/hr/task-creator';
import { taskCreatorDocumentRoutes } from './routes/hr/task-creator-documents';
import { taskDocumentRoutes } from './routes/hr/task-documents';
import { taskQrRoutes } from './routes/hr/task-qr';
import { taskRoutes } from './routes/hr/tasks';
import { diasporaReferenceRoutes } from './routes/patronage/diaspora-references';
import { emigrantReferenceRoutes } from './routes/patronage/emigrant-references';
import { ftvVoterRoutes } from './routes/patronage/ftv-voters';
import { patronagedVoterRoutes } from './routes/patronage/patronaged-voters';
import { referredVoterRoutes } from './routes/patronage/referred-voters';
import { votingDayRoutes } from './routes/patronage/voting-day';
import { votingDayPaperRoutes } from './routes/patronage/voting-day-paper';
import { daySealRoutes } from './routes/patronage/day-seal';
import { mediaRoutes } from './routes/media/files';
import { newsRoutes } from './routes/news/news';
import { loginRoutes } from './routes/rest-auth/login';
import { logoutRoutes } from './routes/rest-auth/logout';
import { socialAccountRoutes } from './routes/social/social-accounts';
import { notificationRoutes } from './routes/sns/notifications';
import { liveTurnoutRoutes } from './routes/statistics/live-turnout';
import { liveRoutes } from './routes/live/voting-day-live';
import { createChangeHub, type ChangeHub } from './live/change-hub';
import type { EventStreamTiming } from './live/event-stream';
import { statisticsRoutes } from './routes/statistics/reports';

export interface AppOptions {
  db: Db;
  /** Fastify logger option; off when omitted (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built PWA. When it has no index.html only the API is served. */
  distDir?: string;
  /** Login limits; tests pass small numbers (or large ones so they are never throttled). */
  loginRateLimit?: Partial<LoginRateLimit>;
  /** When sessions end (idle and absolute); defaults in server/auth/sessions.ts. */
  sessions?: Partial<SessionLimits>;
  /** The clock sessions and the login throttle are measured by (tests move it instead of waiting). */
  now?: Clock;
  /** Fastify's trustProxy: which forwarded client addresses to believe (the login limit is per address). */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** What /readyz reports besides the database (main.ts moves it); omitted: ready. */
  readiness?: Readiness;
  /**
   * Where committed changes arrive for the live streams (server/live/change-poller.ts); omitted:
   * a hub nothing feeds, so streams only ping.
   */
  liveChanges?: ChangeHub;
  /** The live streams' ping and coalescing periods (tests shorten them). */
  liveTiming?: Partial<EventStreamTiming>;
  /** Called on the root instance before any hook or route is added: the tests list the routes and check every answer here. */
  instrument?: (app: FastifyInstance) => void;
}

/** The whole server as a Fastify instance that has not started listening (tests call `app.inject`). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db } = options;
  const loginRateLimit: LoginRateLimit = { ...defaultLoginRateLimit, ...options.loginRateLimit };
  const sessions: SessionPolicy = { limits: { ...defaultSessionLimits, ...options.sessions }, now: options.now ?? Date.now };
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
    // The router's and the HTTP parser's own refusals answer in the API's `{ "Error": … }` shape too.
    frameworkErrors,
    clientErrorHandler,
  });
  // First, so its hooks see every route and each answer before compression turns it into a stream.
  options.instrument?.(app);

  registerErrorHandler(app);
  registerNoStore(app);
  registerJsonBodyParser(app);
  await registerCompression(app);
  decorateMember(app);
  decorateMemberAccess(app);
  registerSecurityHeaders(app);
  // Public: the only calls a signed-out client makes, and the API's description (everything after this needs the token).
  await app.register(loginRoutes, { prefix: '/api/rest-auth', db, loginRateLimit, sessions });
  await app.register(apiDescriptionRoutes);
  // The load balancer's checks: no token, and not behind any limit, so a busy instance is not taken for a dead one.
  const readiness = options.readiness ?? createReadiness();
  closeConnectionsWhileDraining(app, readiness);
  await app.register(healthRoutes, { db, readiness });
  // Uploaded files: the same token check, in a scope of their own because every refusal there is
  // a 404 (see the route).
  await app.register(async (files) => {
    requireToken(files, db, sessions, () => new HttpError(404, messages.mediaNotFound));
    await files.register(mediaRoutes, { prefix: '/media', db });
  });

  // Everything else: one scope, one token check (onRequest, so before the body is read). A route
  // file only registers its paths; module roles are checked per route with requireRole.
  await app.register(async (api) => {
    requireToken(api, db, sessions);
    registerWatermark(api, db);
    await api.register(logoutRoutes, { prefix: '/api/rest-auth', db });
    await api.register(memberRoutes, { prefix: '/api/hr', db });
    await api.register(passwordRoutes, { prefix: '/api/hr', db, loginRateLimit, sessions });
    await api.register(taskRoutes, { prefix: '/api/hr', db });
    await api.register(memberTaskRoutes, { prefix: '/api/hr', db, now: sessions.now });
    await api.register(taskCommentRoutes, { prefix: '/api/hr', db });
    await api.register(taskDocumentRoutes, { prefix: '/api/hr', db });
    await api.register(taskCreatorRoutes, { prefix: '/api/hr', db, now: sessions.now });
    await api.register(taskAssigneeRoutes, { prefix: '/api/hr', db });
    await api.register(taskCreatorDocumentRoutes, { prefix: '/api/hr', db });
    await api.register(taskQrRoutes, { prefix: '/api/hr', db });
    await api.register(taskAttendanceRoutes, { prefix: '/api/hr', db, now: sessions.now });
    await api.register(dashboardRoutes, { prefix: '/api/hr', db, now: sessions.now });
    await api.register(profileRoutes, { prefix: '/api/hr', db });
    await api.register(photoRoutes, { prefix: '/api/hr', db });
    await api.register(memberPartyRoleRoutes, { prefix: '/api/hr', db });
    await api.register(socialAccountRoutes, { prefix: '/api/social', db });
    await api.register(referenceListRoutes, { prefix: '/api/hr', db });
    await api.register(referenceListRoutes, { prefix: '/api/social', db });
    await api.register(newsRoutes, { prefix: '/api/news', db });
    await api.register(statisticsRoutes, { prefix: '/api/statistics', db, now: sessions.now });
    await api.register(liveTurnoutRoutes, { prefix: '/api', db, now: sessions.now });
    await api.register(liveRoutes, { prefix: '/api/live', db, hub: options.liveChanges ?? createChangeHub(), ...(options.liveTiming ? { timing: options.liveTiming } : {}) });
    await api.register(permissionRoutes, { prefix: '/api/core', db });
    await api.register(regionalDataRoutes, { prefix: '/api/division', db });
    await api.register(notificationRoutes, { prefix: '/api/sns', db });
    await api.register(votingDayRoutes, { prefix: '/api/patronage', db });
    await api.register(votingDayPaperRoutes, { prefix: '/api/patronage', db });
    await api.register(daySealRoutes, { prefix: '/api/patronage', db });
    await api.register(referredVoterRoutes, { prefix: '/api/patronage', db });
    await api.register(patronagedVoterRoutes, { prefix: '/api/patronage', db });
    await api.register(emigrantReferenceRoutes, { prefix: '/api/patronage', db });
    await api.register(diasporaReferenceRoutes, { prefix: '/api/patronage', db });
    await api.register(ftvVoterRoutes, { prefix: '/api/patronage', db });
    await api.register(observerStatusRoutes, { prefix: '/api/election', db });
  });

  const spa = options.distDir !== undefined && hasBuiltApp(options.distDir);
  if (spa && options.distDir !== undefined) await registerStaticFiles(app, options.distDir);
  registerNotFound(app, spa);
  return app;
}
