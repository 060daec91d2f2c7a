import type { FastifyPluginCallback } from 'fastify';
import { idParam } from '../../../src/contract/common';
import { normalizeDiasporaReferenceEdit, type DiasporaReferenceEdit } from '../../../src/contract/diaspora-reference-edit';
import {
  DIASPORA_SEARCH_MIN,
  diasporaEditOf,
  diasporaReferenceBody,
  diasporaReferenceStatusBody,
  diasporaReferenceUpdateBody,
  diasporaVoterSearchQuery,
  myDiasporaReferencesQuery,
  type DiasporaReference,
  type DiasporaReferenceConflict,
  type DiasporaReferenceType,
  type DiasporaVoter,
  type MyDiasporaReferences,
} from '../../../src/contract/diaspora-references';
import { signedIn } from '../../auth/authenticate';
import { requireRole } from '../../auth/require-role';
import type { Db } from '../../db/client';
import { callerOf } from '../../http/caller';
import { HttpError } from '../../http/http-error';
import { messages } from '../../http/messages';
import { isBlank, requireFields } from '../../http/required-fields';
import { parseInput } from '../../http/validate';
import {
  createDiasporaReference,
  deleteDiasporaReference,
  listDiasporaReferences,
  listDiasporaReferenceTypes,
  searchDiasporaVoters,
  updateDiasporaReference,
  updateDiasporaStatus,
  type EditCheck,
} from '../../repositories/diaspora-references';

/** The form's required fields in the order it checks them (spec 02 §5); the voter only on create. */
const REQUIRED = [
  ['country_id', messages.diasporaCountryRequired],
  ['reference_type', messages.diasporaTypeRequired],
  ['emigrant_phone', messages.diasporaPhoneRequired],
] as const;

const checkText: Readonly<Record<EditCheck | 'unknownVoter' | 'gone', readonly [number, string]>> = {
  unknownVoter: [404, messages.voterNotFound],
  // This device's create was applied before and the reference deleted since.
  gone: [404, messages.diasporaReferenceNotFound],
  unknownCountry: [400, messages.countryUnknown],
  unknownType: [400, messages.diasporaTypeUnknown],
  businessWithoutReferrer: [400, messages.diasporaBusinessNeedsReferrer],
};

function refuse(check: EditCheck | 'unknownVoter' | 'gone'): never {
  const [status, text] = checkText[check];
  throw new HttpError(status, text);
}

/** The form's rule on a normalised record (spec 02 §5): the referrer's name is required when the referrer section is shown. */
function editProblem(edit: DiasporaReferenceEdit): string | null {
  return edit.has_referues && edit.referues_name === null ? messages.diasporaReferrerNameRequired : null;
}

/** Normalised, with the form's rule checked. */
function checkedEdit(edit: DiasporaReferenceEdit): DiasporaReferenceEdit {
  const normal = normalizeDiasporaReferenceEdit(edit);
  const problem = editProblem(normal);
  if (problem !== null) throw new HttpError(400, problem);
  return normal;
}

/** The picker's own texts (spec 02 §5): name, then surname, each required and at least two characters. */
function searchInput(query: unknown) {
  const fields = query !== null && typeof query === 'object' ? (query as Record<string, unknown>) : {};
  for (const [field, required] of [
    ['name', messages.diasporaSearchNameRequired],
    ['surname', messages.diasporaSearchSurnameRequired],
  ] as const) {
    const value = fields[field];
    if (isBlank(value)) throw new HttpError(400, required);
    if (typeof value === 'string' && value.trim().length < DIASPORA_SEARCH_MIN) throw new HttpError(400, messages.diasporaSearchTooShort(DIASPORA_SEARCH_MIN));
  }
  return parseInput(diasporaVoterSearchQuery, query);
}

/** /api/patronage/ — diaspora references (spec 02 §2.14): the diaspora coordinator's own; 404 with the module text for anyone else. */
export const diasporaReferenceRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  const coordinator = { preHandler: requireRole(db, 'diaspora') };

  app.get('/diaspora-reference-types/', coordinator, async (): Promise<DiasporaReferenceType[]> => listDiasporaReferenceTypes(db));

  app.get('/my-diaspora-references/', coordinator, async (request): Promise<MyDiasporaReferences> =>
    listDiasporaReferences(db, signedIn(request).id, parseInput(myDiasporaReferencesQuery, request.query)),
  );

  app.get('/diaspora-voter-search/', coordinator, async (request): Promise<DiasporaVoter[]> => searchDiasporaVoters(db, searchInput(request.query)));

  // 201 for a new reference, 200 with the existing one for a repeated client_ref: a retried offline create never doubles,
  // and never brings back one deleted since.
  app.post('/register-diaspora-reference/', coordinator, async (request, reply): Promise<DiasporaReference> => {
    requireFields(request.body, [['voter_id', messages.diasporaVoterRequired], ...REQUIRED]);
    const body = parseInput(diasporaReferenceBody, request.body);
    const result = await createDiasporaReference(db, callerOf(request), {
      voterId: body.voter_id,
      edit: checkedEdit(diasporaEditOf(body)),
      status: { per_registered: body.per_registered ?? false, envelope_received: body.envelope_received ?? false, voted: body.voted ?? false },
      clientRef: body.client_ref ?? null,
    });
    if (result.kind !== 'created' && result.kind !== 'existing') refuse(result.kind);
    void reply.code(result.kind === 'created' ? 201 : 200);
    return result.reference;
  });

  app.put('/diaspora-reference/:id/', coordinator, async (request, reply): Promise<DiasporaReference | DiasporaReferenceConflict> => {
    const { id } = parseInput(idParam, request.params);
    requireFields(request.body, REQUIRED);
    const body = parseInput(diasporaReferenceUpdateBody, request.body);
    const result = await updateDiasporaReference(db, id, { edit: diasporaEditOf(body), base: body.base, alsoBase: body.also_base, rules: editProblem }, callerOf(request));
    switch (result.kind) {
      case 'notFound':
        throw new HttpError(404, messages.diasporaReferenceNotFound);
      case 'invalid':
        throw new HttpError(400, result.problem);
      case 'refused':
        return refuse(result.check);
      case 'conflict':
        void reply.code(409);
        return { Error: messages.referenceConflict, current: result.current, fields: result.fields };
      case 'saved':
      case 'stale':
        return result.saved;
    }
  });

  app.put('/update-diaspora-reference-status/:id/', coordinator, async (request): Promise<DiasporaReference> => {
    const { id } = parseInput(idParam, request.params);
    const status = parseInput(diasporaReferenceStatusBody, request.body);
    if (status.per_registered === undefined && status.envelope_received === undefined && status.voted === undefined) {
      throw new HttpError(400, messages.diasporaStatusRequired);
    }
    const result = await updateDiasporaStatus(db, id, status, callerOf(request));
    if (result.kind === 'notFound') throw new HttpError(404, messages.diasporaReferenceNotFound);
    return result.reference;
  });

  app.delete('/diaspora-reference/:id/', coordinator, async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    if (!(await deleteDiasporaReference(db, signedIn(request).id, id))) throw new HttpError(404, messages.diasporaReferenceNotFound);
    return reply.code(204).send();
  });
  done();
};
