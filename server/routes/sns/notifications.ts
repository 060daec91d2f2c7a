import type { FastifyPluginCallback } from 'fastify';
import type { NotificationItem } from '../../../src/contract/notifications';
import { signedIn } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { unreadNotifications } from '../../repositories/notifications';

/** /api/sns/ — notifications. */
export const notificationRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  app.get('/my-new-notifications/', async (request): Promise<NotificationItem[]> => unreadNotifications(db, signedIn(request).id));
  done();
};
