import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { HttpError } from '../http/http-error';
import { messages } from '../http/messages';
import { deleteToken, findSessionAndTouch } from '../repositories/auth';
import { defaultSessionLimits, sessionState, touchBounds, type Clock, type SessionLimits } from './sessions';
import { hashToken, tokenFromHeader } from './tokens';

/** The caller, once the token has been checked. Every repository call is scoped by `id`. */
export interface SignedInMember {
  id: number;
  /** sha256 of the presented token, so logout can delete exactly this session. */
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook on protected routes; null elsewhere. Read it through `signedIn()`. */
    member: SignedInMember | null;
  }
}

export function decorateMember(app: FastifyInstance): void {
  app.decorateRequest('member', null);
}

/** How sessions end, and the clock they are measured by. */
export interface SessionPolicy {
  limits: SessionLimits;
  now: Clock;
}

const defaultPolicy: SessionPolicy = { limits: defaultSessionLimits, now: Date.now };

/**
 * Adds the token check to every route registered in `scope` (an encapsulated plugin). app.ts calls
 * it once, on the one protected scope that holds every route but the public ones (login).
 * It runs on request, before the body is parsed: an unauthenticated caller gets 403 whatever it sent,
 * and the client logs out on 403. A token past its idle or absolute limit is deleted and answered
 * 401 with the same text: the client treats both alike (keeps its outbox, asks to sign in again),
 * and the 401 says "this session ended" rather than "never heard of it". `refusal`, when given, is
 * the one answer to all three instead (/media/ answers 404, so a refused token learns nothing of
 * whether an address exists).
 */
export function requireToken(scope: FastifyInstance, db: Db, policy: SessionPolicy = defaultPolicy, refusal?: () => HttpError): void {
  const refuse = (status: 401 | 403) => refusal?.() ?? new HttpError(status, messages.signInAgain);
  scope.addHook('onRequest', async (request) => {
    const token = tokenFromHeader(request.headers.authorization);
    if (token === undefined) throw refuse(403);
    const tokenHash = hashToken(token);
    const now = policy.now();
    // One statement: the session, the member's roles (requireRole reads them from the request) and the last-use refresh when due.
    const session = await findSessionAndTouch(db, tokenHash, touchBounds(policy.limits, now));
    if (session === undefined) throw refuse(403);
    if (sessionState(session, policy.limits, now) === 'expired') {
      await deleteToken(db, tokenHash);
      throw refuse(401);
    }
    request.member = { id: session.memberId, tokenHash };
    request.memberAccess = session.access;
  });
}

/** The signed-in member of a protected route. Throwing here means a route was registered outside the protected scope. */
export function signedIn(request: FastifyRequest): SignedInMember {
  if (request.member === null) throw new Error(`route ${request.routeOptions.url ?? request.url} is missing the token hook`);
  return request.member;
}
