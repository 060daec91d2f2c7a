import type { FastifyPluginCallback } from 'fastify';
import type { ObserverStatus } from '../../../src/contract/election';
import { requireRole, signedInObserverId } from '../../auth/require-role';
import type { Db } from '../../db/client';
import { observerStationTurnout } from '../../repositories/voting-day';

/** /api/election/ */
export const observerStatusRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  // The spec names this call without showing its use. Here it is the observer's turnout per
  // station as the server has it (see src/contract/election.ts); non-observers get the module 404.
  app.get('/observer-status/', { preHandler: requireRole(db, 'observer') }, async (request): Promise<ObserverStatus> => {
    const observerId = signedInObserverId(request);
    return { observer_id: observerId, server_time: new Date().toISOString(), qvs: await observerStationTurnout(db, observerId) };
  });
  done();
};
