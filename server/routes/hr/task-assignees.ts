import type { FastifyPluginCallback } from 'fastify';
import { groupMemberSearchQuery, memberSearchQuery, TASK_CREATOR_PERMISSION, type AssignableMember, type MemberGroup } from '../../../src/contract/task-creator';
import { requirePermission } from '../../auth/require-permission';
import type { Db } from '../../db/client';
import { parseInput } from '../../http/validate';
import { listMemberGroups, searchAssignableMembers } from '../../repositories/assignable-members';

/** /api/hr/ — whom a new task can be given to (spec 01 "Task creation": search by name, or by group), behind 'Detyra'. */
export const taskAssigneeRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  app.addHook('preHandler', requirePermission(db, TASK_CREATOR_PERMISSION));
  app.get('/task-member-group/', async (): Promise<MemberGroup[]> => listMemberGroups(db));
  app.get('/partymember/taskassignlist/', async (request): Promise<AssignableMember[]> => searchAssignableMembers(db, parseInput(memberSearchQuery, request.query)));
  app.get('/search-member-group/', async (request): Promise<AssignableMember[]> => searchAssignableMembers(db, parseInput(groupMemberSearchQuery, request.query)));
  done();
};
