import type { FastifyPluginCallback } from 'fastify';
import { idParam } from '../../../src/contract/common';
import { EMAIL_PATTERN } from '../../../src/contract/patterns';
import type { FtvVoterEdit } from '../../../src/contract/ftv-voter-edit';
import { ftvEditOf, ftvVoterPreferenceBody, myFtvVotersQuery, type FtvVoter, type FtvVoterConflict, type MyFtvVoters } from '../../../src/contract/ftv-voters';
import { signedIn } from '../../auth/authenticate';
import { requireRole } from '../../auth/require-role';
import type { Db } from '../../db/client';
import { callerOf } from '../../http/caller';
import { HttpError } from '../../http/http-error';
import { messages } from '../../http/messages';
import { requireFields } from '../../http/required-fields';
import { parseInput } from '../../http/validate';
import { listFtvVoters, updateFtvVoter } from '../../repositories/ftv-voters';

/**
 * The form's rules (spec 02 §5) on the normalised record an edit leaves: the body must carry a
 * preference and a safety, but a partial base may leave a voter not yet assessed with neither.
 */
function ftvProblem(edit: FtvVoterEdit): string | null {
  if (edit.political_preference_id === null) return messages.ftvPreferenceRequired;
  if (edit.safety_rating === 0) return messages.ftvSafetyRequired;
  if (edit.email !== null && !EMAIL_PATTERN.test(edit.email)) return messages.emailInvalid;
  return null;
}

/** Safety 0 means "not assessed": the form's required safety is still unanswered (spec 02 §5). */
function unratedAsBlank(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || !('safety_rating' in body) || body.safety_rating !== 0) return body;
  return { ...body, safety_rating: null };
}

/** /api/patronage/ — first-time voters (spec 02 §2.15): the first-time-voter coordinator's own list; 404 with the module text for anyone else. */
export const ftvVoterRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  const coordinator = { preHandler: requireRole(db, 'ftv') };

  app.get('/my-ftv-voters/', coordinator, async (request): Promise<MyFtvVoters> => listFtvVoters(db, signedIn(request).id, parseInput(myFtvVotersQuery, request.query)));

  app.put('/set-ftv-voter-preference/:id/', coordinator, async (request, reply): Promise<FtvVoter | FtvVoterConflict> => {
    const { id } = parseInput(idParam, request.params);
    const input = unratedAsBlank(request.body);
    requireFields(input, [
      ['political_preference_id', messages.ftvPreferenceRequired],
      ['safety_rating', messages.ftvSafetyRequired],
    ]);
    const body = parseInput(ftvVoterPreferenceBody, input);
    const result = await updateFtvVoter(db, id, { edit: ftvEditOf(body), base: body.base, alsoBase: body.also_base, rules: ftvProblem }, callerOf(request));
    switch (result.kind) {
      case 'notFound':
        throw new HttpError(404, messages.ftvVoterNotFound);
      case 'invalid':
        throw new HttpError(400, result.problem);
      case 'refused':
        throw new HttpError(400, messages.preferenceUnknown);
      case 'conflict':
        void reply.code(409);
        return { Error: messages.ftvConflict, current: result.current, fields: result.fields };
      case 'saved':
      case 'stale':
        return result.saved;
    }
  });
  done();
};
