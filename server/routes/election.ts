import type { FastifyPluginCallback } from 'fastify';
import type { ObserverStatus } from '../../src/contract/election';
import { requireToken, signedIn } from '../auth/authenticate';
import type { Db } from '../db/client';
import { HttpError } from '../http/http-error';
import { messages } from '../http/messages';
import { observerIdOf } from '../repositories/members';
import { observerStationTurnout } from '../repositories/voting-day';

/** /api/election/ */
export const electionRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  requireToken(app, db);

  // The spec names this call without showing its use. Here it is the observer's turnout per
  // station as the server has it (see src/contract/election.ts); non-observers get the module 404.
  app.get('/observer-status/', async (request): Promise<ObserverStatus> => {
    const observerId = await observerIdOf(db, signedIn(request).id);
    if (observerId === undefined) throw new HttpError(404, messages.noModuleAccess);
    return { observer_id: observerId, server_time: new Date().toISOString(), qvs: await observerStationTurnout(db, observerId) };
  });
  done();
};
