import type { FastifyPluginCallback } from 'fastify';
import { liveTurnoutQuery, type LiveTurnout } from '../../../src/contract/live-turnout';
import { STATISTICS_PERMISSION } from '../../../src/contract/statistics';
import { requirePermission } from '../../auth/require-permission';
import type { Clock } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { messages } from '../../http/messages';
import { parseInput } from '../../http/validate';
import { liveTurnout } from '../../repositories/live-turnout';

/** /api/turnout/ — the live turnout table of the coordinators (issue 33), behind the statistics permission. */
export const liveTurnoutRoutes: FastifyPluginCallback<{ db: Db; now: Clock }> = (app, { db, now }, done) => {
  app.addHook('preHandler', requirePermission(db, STATISTICS_PERMISSION));

  app.get('/turnout/', async (request): Promise<LiveTurnout> => {
    const answer = await liveTurnout(db, parseInput(liveTurnoutQuery, request.query), new Date(now()));
    if (!answer.ok) throw new HttpError(400, answer.unknown === 'region' ? messages.turnoutRegionUnknown : messages.turnoutMunicipalityUnknown);
    return answer.turnout;
  });
  done();
};
