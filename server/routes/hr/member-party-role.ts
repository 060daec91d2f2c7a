import type { FastifyPluginCallback } from 'fastify';
import { memberPartyRoleQuery, STATISTICS_PERMISSION, type MemberPartyRoleRow } from '../../../src/contract/statistics';
import { requirePermission } from '../../auth/require-permission';
import type { Db } from '../../db/client';
import { parseInput } from '../../http/validate';
import { memberPartyRoles } from '../../repositories/statistics';

/** GET /api/hr/memberpartyrole/ — party members per party role, a statistics call under the hr prefix (spec 02 §7). */
export const memberPartyRoleRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  app.get('/memberpartyrole/', { preHandler: requirePermission(db, STATISTICS_PERMISSION) }, async (request): Promise<MemberPartyRoleRow[]> =>
    memberPartyRoles(db, parseInput(memberPartyRoleQuery, request.query)),
  );
  done();
};
