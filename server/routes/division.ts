import type { FastifyPluginCallback } from 'fastify';
import type { RegionalData } from '../../src/contract/auth';
import { requireToken } from '../auth/authenticate';
import type { Db } from '../db/client';
import { regionalData } from '../repositories/regional';

/** /api/division/ — administrative divisions. */
export const divisionRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  requireToken(app, db);
  app.get('/regional-data/', async (): Promise<RegionalData> => regionalData(db));
  done();
};
