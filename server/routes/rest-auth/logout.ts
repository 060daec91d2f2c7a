import type { FastifyPluginCallback } from 'fastify';
import type { LogoutResponse } from '../../../src/contract/logout';
import { signedIn } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { deleteToken } from '../../repositories/auth';

/** POST /api/rest-auth/logout/ — ends the session of the token it was called with. */
export const logoutRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  // The client calls this with ?format=json; the query string carries nothing else, so it is ignored.
  app.post('/logout/', async (request): Promise<LogoutResponse> => {
    await deleteToken(db, signedIn(request).tokenHash);
    return { detail: 'Dolët me sukses nga sistemi.' };
  });
  done();
};
