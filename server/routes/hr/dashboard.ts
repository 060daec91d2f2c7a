import type { FastifyPluginCallback } from 'fastify';
import type { BroughtMember, DashboardData, DashboardMemberPoint, DashboardMemberTask, DashboardMonthPoints } from '../../../src/contract/dashboard';
import { signedIn } from '../../auth/authenticate';
import type { Clock } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { broughtMembers, dashboardData, latestMemberPoints, latestMemberTasks, pointsByMonth } from '../../repositories/dashboard';

/** /api/hr/ — the member's dashboard (spec 02 §2.1): every member, each seeing only their own figures. */
export const dashboardRoutes: FastifyPluginCallback<{ db: Db; now: Clock }> = (app, { db, now }, done) => {
  app.get('/dashboard-data/', async (request): Promise<DashboardData> => dashboardData(db, signedIn(request).id, new Date(now())));
  app.get('/dashboard-member-tasks/', async (request): Promise<DashboardMemberTask[]> => latestMemberTasks(db, signedIn(request).id, new Date(now())));
  app.get('/dashboard-member-points/', async (request): Promise<DashboardMemberPoint[]> => latestMemberPoints(db, signedIn(request).id));
  app.get('/dashboard-points-by-month/', async (request): Promise<DashboardMonthPoints[]> => pointsByMonth(db, signedIn(request).id, new Date(now())));
  app.get('/dashboard-partymembers-brought-by/', async (request): Promise<BroughtMember[]> => broughtMembers(db, signedIn(request).id));
  done();
};
