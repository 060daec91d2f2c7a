import type { FastifyPluginCallback } from 'fastify';
import { idParam } from '../../../src/contract/common';
import { normalizeEmigrantReferenceEdit, type EmigrantReferenceEdit } from '../../../src/contract/emigrant-reference-edit';
import {
  emigrantEditOf,
  emigrantReferenceBody,
  emigrantReferenceUpdateBody,
  myEmigrantReferencesQuery,
  type EmigrantReference,
  type EmigrantReferenceConflict,
  type MyEmigrantReferences,
} from '../../../src/contract/emigrant-references';
import { signedIn } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { callerOf } from '../../http/caller';
import { HttpError } from '../../http/http-error';
import { messages } from '../../http/messages';
import { requireFields } from '../../http/required-fields';
import { parseInput } from '../../http/validate';
import { createEmigrantReference, deleteEmigrantReference, listEmigrantReferences, updateEmigrantReference } from '../../repositories/emigrant-references';

/** The form's required fields in the order it checks them (spec 02 §5). */
const REQUIRED = [
  ['country_id', messages.emigrantReferenceCountryRequired],
  ['city', messages.emigrantCityRequired],
  ['city_albania', messages.emigrantCityRequired],
  ['name', messages.emigrantNameRequired],
  ['surname', messages.emigrantNameRequired],
  ['phone', messages.emigrantPhoneRequired],
] as const;

/**
 * The form's required fields on the normalised record an edit leaves. The body's own are checked
 * as sent (REQUIRED); a stored reference was checked when it was saved, so this only guards the
 * rule where a partial base leaves stored values in the merged record.
 */
function editProblem(edit: EmigrantReferenceEdit): string | null {
  for (const [field, text] of REQUIRED) if (field !== 'country_id' && edit[field] === '') return text;
  return null;
}

/** /api/patronage/ — emigrant references, "Referencat për emigrantë" (spec 02 §2.13): every member, each seeing only their own. */
export const emigrantReferenceRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  app.get('/my-emigrant-references/', async (request): Promise<MyEmigrantReferences> =>
    listEmigrantReferences(db, signedIn(request).id, parseInput(myEmigrantReferencesQuery, request.query)),
  );

  // 201 for a new reference, 200 with the existing one for a repeated client_ref: a retried offline create never doubles,
  // and never brings back one deleted since.
  app.post('/emigrant-reference/', async (request, reply): Promise<EmigrantReference> => {
    requireFields(request.body, REQUIRED);
    const body = parseInput(emigrantReferenceBody, request.body);
    const result = await createEmigrantReference(db, callerOf(request), {
      countryId: body.country_id,
      edit: normalizeEmigrantReferenceEdit(emigrantEditOf(body)),
      clientRef: body.client_ref ?? null,
    });
    if (result.kind === 'unknownCountry') throw new HttpError(400, messages.countryUnknown);
    // This device's create was applied before and the reference deleted since.
    if (result.kind === 'gone') throw new HttpError(404, messages.emigrantReferenceNotFound);
    void reply.code(result.kind === 'created' ? 201 : 200);
    return result.reference;
  });

  app.put('/emigrant-reference/:id/', async (request, reply): Promise<EmigrantReference | EmigrantReferenceConflict> => {
    const { id } = parseInput(idParam, request.params);
    requireFields(request.body, REQUIRED);
    const body = parseInput(emigrantReferenceUpdateBody, request.body);
    const result = await updateEmigrantReference(db, id, { countryId: body.country_id, edit: emigrantEditOf(body), base: body.base, alsoBase: body.also_base, rules: editProblem }, callerOf(request));
    switch (result.kind) {
      case 'notFound':
        throw new HttpError(404, messages.emigrantReferenceNotFound);
      case 'invalid':
        throw new HttpError(400, result.problem);
      case 'refused':
        throw new HttpError(400, messages.emigrantCountryFixed);
      case 'conflict':
        void reply.code(409);
        return { Error: messages.referenceConflict, current: result.current, fields: result.fields };
      case 'saved':
      case 'stale':
        return result.saved;
    }
  });

  app.delete('/emigrant-reference/:id/', async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    if (!(await deleteEmigrantReference(db, signedIn(request).id, id))) throw new HttpError(404, messages.emigrantReferenceNotFound);
    return reply.code(204).send();
  });
  done();
};
