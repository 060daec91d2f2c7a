import type { FastifyPluginCallback } from 'fastify';
import {
  memberAddedQuery,
  mobilityQuery,
  monthTaskStatusQuery,
  STATISTICS_PERMISSION,
  voterMemberQuery,
  yearlyTaskQuery,
  type MemberAddedReport,
  type MobilityRow,
  type MonthTaskStatusReport,
  type VoterMemberRow,
  type VoterMemberTotals,
  type YearlyTaskReport,
} from '../../../src/contract/statistics';
import { requirePermission } from '../../auth/require-permission';
import type { Clock } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { parseInput } from '../../http/validate';
import { membersAdded, monthTaskStatuses, partyMembersMobility, voterMemberRows, voterMemberTotals, yearlyTasks } from '../../repositories/statistics';

/** /api/statistics/ — organisation-wide figures for members holding the statistics permission (spec 02 §7). */
export const statisticsRoutes: FastifyPluginCallback<{ db: Db; now: Clock }> = (app, { db, now }, done) => {
  app.addHook('preHandler', requirePermission(db, STATISTICS_PERMISSION));

  app.get('/monthtaskstatusreport/', async (request): Promise<MonthTaskStatusReport> => {
    const { month } = parseInput(monthTaskStatusQuery, request.query);
    const today = new Date(now());
    return monthTaskStatuses(db, month === undefined ? today : new Date(`${month}-01T00:00:00Z`), today);
  });

  app.get('/yearly-task-report/', async (request): Promise<YearlyTaskReport> => {
    const { year } = parseInput(yearlyTaskQuery, request.query);
    return yearlyTasks(db, year ?? new Date(now()).getUTCFullYear());
  });

  app.get('/memberaddedreport/', async (request): Promise<MemberAddedReport> => {
    const query = parseInput(memberAddedQuery, request.query);
    return membersAdded(db, query.year ?? new Date(now()).getUTCFullYear(), query.region);
  });

  app.get('/votermemberreport/', async (request): Promise<VoterMemberTotals> => voterMemberTotals(db, parseInput(voterMemberQuery, request.query)));
  app.get('/voter-member-report/', async (request): Promise<VoterMemberRow[]> => voterMemberRows(db, parseInput(voterMemberQuery, request.query)));
  app.get('/party-members-mobility/', async (request): Promise<MobilityRow[]> => partyMembersMobility(db, parseInput(mobilityQuery, request.query).region));
  done();
};
