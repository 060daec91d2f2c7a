import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { idParam } from '../../../src/contract/common';
import type { PatronageVotingResult, VotingResult } from '../../../src/contract/vote-results';
import { LIST_CURSOR_HEADER } from '../../../src/contract/headers';
import {
  listSinceQuery,
  votingConfirmBody,
  votingDeleteBody,
  type MyObserverVoters,
  type ObserverVotersDelta,
  type PatronageVoter,
  type PatronageVotersDelta,
} from '../../../src/contract/voting-day';
import { signedIn } from '../../auth/authenticate';
import { requireRole, signedInObserverId } from '../../auth/require-role';
import type { Db } from '../../db/client';
import { callerOf } from '../../http/caller';
import { HttpError } from '../../http/http-error';
import { messages } from '../../http/messages';
import { parseInput } from '../../http/validate';
import { listCursor, observerVotersSince, patronageVotersSince } from '../../repositories/list-delta';
import { observerVoters, patronageVotersForElectionDay, setObserverVote, setPatronageVote, type VoteAction } from '../../repositories/voting-day';

/**
 * /api/patronage/ — voting day, the observer's version and the patronager's.
 * Members without the role get 404 with the module text (see requireRole).
 */
export const votingDayRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  const observer = { preHandler: requireRole(db, 'observer') };
  const patronager = { preHandler: requireRole(db, 'patronager') };

  // With ?since= the answer is a delta (src/contract/voting-day.ts); both carry the next cursor.
  app.get('/my-observer-voters-new/', observer, async (request, reply): Promise<MyObserverVoters | ObserverVotersDelta> => {
    const { since } = parseInput(listSinceQuery, request.query);
    const observerId = signedInObserverId(request);
    if (since !== undefined) {
      const delta = await observerVotersSince(db, observerId, since);
      void reply.header(LIST_CURSOR_HEADER, delta.cursor);
      return delta;
    }
    void reply.header(LIST_CURSOR_HEADER, await listCursor(db));
    return observerVoters(db, observerId);
  });

  app.post('/voting/', observer, async (request): Promise<VotingResult> => {
    const body = parseInput(votingConfirmBody, request.body);
    const observerId = signedInObserverId(request);
    if (body.observer_id !== observerId) throw new HttpError(400, messages.observerMismatch);
    const voted = await setObserverVote(db, observerId, body.voter_id, 'confirm', callerOf(request));
    if (voted === undefined) throw new HttpError(404, messages.voterNotInStations);
    return { voter_id: body.voter_id, voted };
  });

  app.post('/voting-delete/', observer, async (request): Promise<VotingResult> => {
    const body = parseInput(votingDeleteBody, request.body);
    const voted = await setObserverVote(db, signedInObserverId(request), body.voter_id, 'delete', callerOf(request));
    if (voted === undefined) throw new HttpError(404, messages.voterNotInStations);
    return { voter_id: body.voter_id, voted };
  });

  app.get('/my-patronager-voters-election-day/', patronager, async (request, reply): Promise<PatronageVoter[] | PatronageVotersDelta> => {
    const { since } = parseInput(listSinceQuery, request.query);
    const memberId = signedIn(request).id;
    if (since !== undefined) {
      const delta = await patronageVotersSince(db, memberId, since);
      void reply.header(LIST_CURSOR_HEADER, delta.cursor);
      return delta;
    }
    void reply.header(LIST_CURSOR_HEADER, await listCursor(db));
    return patronageVotersForElectionDay(db, memberId);
  });

  const patronageVote = (action: VoteAction) =>
    async function (request: FastifyRequest): Promise<PatronageVotingResult> {
      const { id } = parseInput(idParam, request.params);
      const voted = await setPatronageVote(db, id, action, callerOf(request));
      if (voted === undefined) throw new HttpError(404, messages.voterNotInPatronage);
      return { patronager_voter_id: id, voted };
    };

  // The body is empty by contract; whatever arrives in it is ignored.
  app.put('/patronager-voter-confirm-voting/:id/', patronager, patronageVote('confirm'));
  app.put('/patronager-voter-cancel-voting/:id/', patronager, patronageVote('delete'));
  done();
};
