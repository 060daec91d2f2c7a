import type { FastifyPluginCallback } from 'fastify';
import type { NotificationItem } from '../../src/contract/auth';
import { requireToken, signedIn } from '../auth/authenticate';
import type { Db } from '../db/client';
import { unreadNotifications } from '../repositories/notifications';

/** /api/sns/ — notifications. */
export const snsRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  requireToken(app, db);
  app.get('/my-new-notifications/', async (request): Promise<NotificationItem[]> => unreadNotifications(db, signedIn(request).id));
  done();
};
