import type { FastifyPluginCallback } from 'fastify';
import type { Permission, PermissionNode } from '../../src/contract/auth';
import { requireToken, signedIn } from '../auth/authenticate';
import type { Db } from '../db/client';
import { memberPermissionList, permissionForest } from '../repositories/permissions';

/** /api/core/ — permissions. */
export const coreRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  requireToken(app, db);
  app.get('/mypermissions/', async (request): Promise<Permission[]> => memberPermissionList(db, signedIn(request).id));
  app.get('/permission-tree/', async (): Promise<PermissionNode[]> => permissionForest(db));
  done();
};
