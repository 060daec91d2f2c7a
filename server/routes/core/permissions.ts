import type { FastifyPluginCallback } from 'fastify';
import type { Permission, PermissionNode } from '../../../src/contract/permissions';
import { signedIn } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { memberPermissionList, permissionForest } from '../../repositories/permissions';

/** /api/core/ — permissions. */
export const permissionRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  app.get('/mypermissions/', async (request): Promise<Permission[]> => memberPermissionList(db, signedIn(request).id));
  app.get('/permission-tree/', async (): Promise<PermissionNode[]> => permissionForest(db));
  done();
};
