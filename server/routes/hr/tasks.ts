import type { FastifyPluginCallback } from 'fastify';
import type { UserNotifications } from '../../../src/contract/tasks';
import { signedIn } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { userTaskNotifications } from '../../repositories/tasks';

/** /api/hr/ — the tasks assigned to the session member. */
export const taskRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  // The top bar's badge and list: unseen count and the newest assignments.
  app.get('/usernotifications/', async (request): Promise<UserNotifications> => userTaskNotifications(db, signedIn(request).id));
  done();
};
