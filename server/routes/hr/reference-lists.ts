import type { FastifyPluginCallback } from 'fastify';
import { idParam } from '../../../src/contract/common';
import { REFERENCE_LISTS, referenceListNames, referenceRowBody, type ReferenceRow } from '../../../src/contract/reference-lists';
import { TASK_CREATOR_PERMISSION } from '../../../src/contract/task-creator';
import { requirePermission } from '../../auth/require-permission';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { messages } from '../../http/messages';
import { requireFields } from '../../http/required-fields';
import { parseInput } from '../../http/validate';
import { createReferenceRow, deleteReferenceRow, listReferenceRows, updateReferenceRow } from '../../repositories/reference-lists';

/**
 * The eleven reference lists (spec 01 §7), each under the prefix this plugin is registered with
 * (/api/hr or /api/social). Every member reads them (they fill dropdowns); changing one needs the
 * task group's permission. Deleting a row still in use is a 409.
 */
export const referenceListRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  const mayChange = { preHandler: requirePermission(db, TASK_CREATOR_PERMISSION) };
  const bodyOf = (body: unknown) => {
    requireFields(body, [['name', messages.referenceNameRequired]]);
    return parseInput(referenceRowBody, body);
  };

  for (const name of referenceListNames.filter((list) => REFERENCE_LISTS[list] === app.prefix)) {
    app.get(`/${name}/`, async (): Promise<ReferenceRow[]> => listReferenceRows(db, name));

    app.post(`/${name}/`, mayChange, async (request, reply): Promise<ReferenceRow> => {
      const row = await createReferenceRow(db, name, bodyOf(request.body));
      void reply.code(201);
      return row;
    });

    app.put(`/${name}/:id/`, mayChange, async (request): Promise<ReferenceRow> => {
      const { id } = parseInput(idParam, request.params);
      const row = await updateReferenceRow(db, name, id, bodyOf(request.body));
      if (!row) throw new HttpError(404, messages.referenceRowNotFound);
      return row;
    });

    app.delete(`/${name}/:id/`, mayChange, async (request, reply) => {
      const { id } = parseInput(idParam, request.params);
      const result = await deleteReferenceRow(db, name, id);
      if (result === 'notFound') throw new HttpError(404, messages.referenceRowNotFound);
      if (result === 'inUse') throw new HttpError(409, messages.referenceRowInUse);
      return reply.code(204).send();
    });
  }
  done();
};
