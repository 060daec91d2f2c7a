import type { FastifyPluginCallback } from 'fastify';
import { idParam } from '../../../src/contract/common';
import {
  myReferencedVotersQuery,
  voterNameSearchQuery,
  voterReferenceBody,
  voterSearchNidQuery,
  type MyReferencedVoters,
  type ReferredVoter,
  type VoterSearchResult,
} from '../../../src/contract/referred-voters';
import { signedIn } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { callerOf } from '../../http/caller';
import { HttpError } from '../../http/http-error';
import { messages } from '../../http/messages';
import { parseInput } from '../../http/validate';
import { createReferral, deleteReferral, listReferredVoters, searchVoterByNid, searchVotersByName } from '../../repositories/referred-voters';

/** Trimmed, with empty as null: what a cleared form field means. */
function textOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** The comment's first letter in capitals (spec 02 §5). */
function capitalised(value: string | null): string | null {
  return value === null ? null : value.replace(/^./u, (first) => first.toUpperCase());
}

/** A cleared phone field arrives as '' (or spaces); it means no phone, not an invalid one. */
function blankPhoneAsNull(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || !('referues_phone' in body)) return body;
  const phone = body.referues_phone;
  return typeof phone === 'string' && phone.trim() === '' ? { ...body, referues_phone: null } : body;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The voter-name search's own texts for its two required fields (spec 02 §5); anything else malformed gets the generic ones. */
function nameSearchInput(query: unknown) {
  const fields = query !== null && typeof query === 'object' ? (query as Record<string, unknown>) : {};
  if (isBlank(fields.name)) throw new HttpError(400, messages.searchNameRequired);
  if (isBlank(fields.surname)) throw new HttpError(400, messages.searchSurnameRequired);
  return parseInput(voterNameSearchQuery, query);
}

/** /api/patronage/ — referred voters, "Të referuarit" (spec 02 §2.11): every member, each seeing only their own referrals. */
export const referredVoterRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  app.get('/my-referenced-voters/', async (request): Promise<MyReferencedVoters> =>
    listReferredVoters(db, signedIn(request).id, parseInput(myReferencedVotersQuery, request.query)),
  );

  // 201 for a new referral, 200 with the existing one for a repeat: a retried offline create never
  // fails. A create this device already had applied whose referral was deleted since is gone.
  app.post('/voter-reference/', async (request, reply): Promise<ReferredVoter> => {
    const body = parseInput(voterReferenceBody, blankPhoneAsNull(request.body));
    const result = await createReferral(db, callerOf(request), {
      voterId: body.voter_id,
      referues: textOrNull(body.referues),
      referuesPhone: textOrNull(body.referues_phone),
      comment: capitalised(textOrNull(body.comment)),
    });
    if (result.kind === 'unknownVoter') throw new HttpError(404, messages.voterNotFound);
    if (result.kind === 'gone') throw new HttpError(404, messages.referralNotFound);
    void reply.code(result.kind === 'created' ? 201 : 200);
    return result.referral;
  });

  app.delete('/voter-reference/:id/', async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    if (!(await deleteReferral(db, signedIn(request).id, id))) throw new HttpError(404, messages.referralNotFound);
    return reply.code(204).send();
  });

  app.get('/voter-search-nid/', async (request): Promise<VoterSearchResult[]> => searchVoterByNid(db, parseInput(voterSearchNidQuery, request.query).nid));

  app.get('/anetar-search-voters-name-surname/', async (request): Promise<VoterSearchResult[]> => searchVotersByName(db, nameSearchInput(request.query)));
  done();
};
