import type { FastifyPluginCallback } from 'fastify';
import { myNotificationsQuery, type MyNotifications, type NotificationItem } from '../../../src/contract/notifications';
import { signedIn } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { parseInput } from '../../http/validate';
import { listNotifications, unreadNotifications } from '../../repositories/notifications';

/** /api/sns/ — notifications; `description` may hold HTML, which the client sanitises before rendering. */
export const notificationRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  app.get('/my-new-notifications/', async (request): Promise<NotificationItem[]> => unreadNotifications(db, signedIn(request).id));
  app.get('/my-notifications/', async (request): Promise<MyNotifications> =>
    listNotifications(db, signedIn(request).id, parseInput(myNotificationsQuery, request.query)),
  );
  done();
};
