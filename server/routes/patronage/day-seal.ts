import type { FastifyPluginCallback } from 'fastify';
import { daySealBody, type DaySealReceipt, type DaySealStation } from '../../../src/contract/day-seal';
import { signedIn } from '../../auth/authenticate';
import { requireRole, signedInObserverId } from '../../auth/require-role';
import type { Db } from '../../db/client';
import { parseInput } from '../../http/validate';
import { observerSealReceipt, patronageSealReceipt } from '../../repositories/day-seal';

/**
 * /api/patronage/voting-day/ — the end of the day ('Mbyll ditën'), ours (not in the spec): what
 * the server holds of this device's marks, per station of the member. It reads and changes
 * nothing, so asking again is harmless. Members without the role get the module 404.
 */
export const daySealRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  const receipt = (clientId: string, stations: DaySealStation[]): DaySealReceipt => ({
    client_id: clientId,
    server_time: new Date().toISOString(),
    stations,
  });

  app.post('/voting-day/observer-seal/', { preHandler: requireRole(db, 'observer') }, async (request): Promise<DaySealReceipt> => {
    const { client_id: clientId } = parseInput(daySealBody, request.body);
    return receipt(clientId, await observerSealReceipt(db, signedInObserverId(request), signedIn(request).id, clientId));
  });

  app.post('/voting-day/patronage-seal/', { preHandler: requireRole(db, 'patronager') }, async (request): Promise<DaySealReceipt> => {
    const { client_id: clientId } = parseInput(daySealBody, request.body);
    return receipt(clientId, await patronageSealReceipt(db, signedIn(request).id, clientId));
  });
  done();
};
