import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { idParam } from '../../src/contract/common';
import type { PatronageVotingResult, VotingResult } from '../../src/contract/vote-results';
import { votingConfirmBody, votingDeleteBody, type MyObserverVoters, type PatronageVoter } from '../../src/contract/voting-day';
import { requireToken, signedIn, type SignedInMember } from '../auth/authenticate';
import type { Db } from '../db/client';
import { clientIdOf } from '../http/client-id';
import { HttpError } from '../http/http-error';
import { messages } from '../http/messages';
import { parseInput } from '../http/validate';
import { isPatronager, observerIdOf } from '../repositories/members';
import { observerVoters, patronageVotersForElectionDay, setObserverVote, setPatronageVote, type VoteAction } from '../repositories/voting-day';

/**
 * /api/patronage/ — voting day (observer and patronage versions).
 * A member without the role gets 404 with the module text, never 403: the client signs out on 403.
 */
export const patronageRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  requireToken(app, db);

  async function ownObserverId(member: SignedInMember): Promise<number> {
    const observerId = await observerIdOf(db, member.id);
    if (observerId === undefined) throw new HttpError(404, messages.noModuleAccess);
    return observerId;
  }

  async function requirePatronager(member: SignedInMember): Promise<void> {
    if (!(await isPatronager(db, member.id))) throw new HttpError(404, messages.noModuleAccess);
  }

  app.get('/my-observer-voters-new/', async (request): Promise<MyObserverVoters> => {
    return observerVoters(db, await ownObserverId(signedIn(request)));
  });

  app.post('/voting/', async (request): Promise<VotingResult> => {
    const member = signedIn(request);
    const body = parseInput(votingConfirmBody, request.body);
    const observerId = await ownObserverId(member);
    if (body.observer_id !== observerId) throw new HttpError(400, messages.observerMismatch);
    const voted = await setObserverVote(db, observerId, body.voter_id, 'confirm', { memberId: member.id, clientId: clientIdOf(request) });
    if (voted === undefined) throw new HttpError(404, messages.voterNotInStations);
    return { voter_id: body.voter_id, voted };
  });

  app.post('/voting-delete/', async (request): Promise<VotingResult> => {
    const member = signedIn(request);
    const body = parseInput(votingDeleteBody, request.body);
    const observerId = await ownObserverId(member);
    const voted = await setObserverVote(db, observerId, body.voter_id, 'delete', { memberId: member.id, clientId: clientIdOf(request) });
    if (voted === undefined) throw new HttpError(404, messages.voterNotInStations);
    return { voter_id: body.voter_id, voted };
  });

  app.get('/my-patronager-voters-election-day/', async (request): Promise<PatronageVoter[]> => {
    const member = signedIn(request);
    await requirePatronager(member);
    return patronageVotersForElectionDay(db, member.id);
  });

  const patronageVote = (action: VoteAction) =>
    async function (request: FastifyRequest): Promise<PatronageVotingResult> {
      const member = signedIn(request);
      const { id } = parseInput(idParam, request.params);
      await requirePatronager(member);
      const voted = await setPatronageVote(db, id, action, { memberId: member.id, clientId: clientIdOf(request) });
      if (voted === undefined) throw new HttpError(404, messages.voterNotInPatronage);
      return { patronager_voter_id: id, voted };
    };

  // The body is empty by contract; whatever arrives in it is ignored.
  app.put('/patronager-voter-confirm-voting/:id/', patronageVote('confirm'));
  app.put('/patronager-voter-cancel-voting/:id/', patronageVote('delete'));
  done();
};
