import type { FastifyPluginCallback } from 'fastify';
import type { LogoutResponse } from '../../../src/contract/logout';
import { signedIn } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { deleteMemberTokens, deleteToken } from '../../repositories/auth';

/** POST /api/rest-auth/logout/ and /logout-all/ — end this session, or every session of the member. */
export const logoutRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  // The client calls this with ?format=json; the query string carries nothing else, so it is ignored.
  app.post('/logout/', async (request): Promise<LogoutResponse> => {
    await deleteToken(db, signedIn(request).tokenHash);
    return { detail: 'Dolët me sukses nga sistemi.' };
  });

  // A lost or shared phone: sign out everywhere, this device included.
  app.post('/logout-all/', async (request): Promise<LogoutResponse> => {
    await deleteMemberTokens(db, signedIn(request).id);
    return { detail: 'Dolët me sukses nga sistemi në të gjitha pajisjet.' };
  });
  done();
};
