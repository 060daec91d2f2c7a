import type { FastifyPluginCallback } from 'fastify';
import type { RegionalData } from '../../../src/contract/regional-data';
import type { Db } from '../../db/client';
import { regionalData } from '../../repositories/regional';

/** /api/division/ — administrative divisions. */
export const regionalDataRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  app.get('/regional-data/', async (): Promise<RegionalData> => regionalData(db));
  done();
};
