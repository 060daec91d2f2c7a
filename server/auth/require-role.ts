import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client';
import { HttpError } from '../http/http-error';
import { messages } from '../http/messages';
import { findMemberAccess, type MemberAccess } from '../repositories/members';
import { signedIn } from './authenticate';

/**
 * The module roles a route can require:
 * - observer: has an observer record (`observers.member_id`);
 * - patronager: `members.is_patronager`;
 * - diaspora: diaspora coordinator, `members.is_diaspora_coordinator`;
 * - ftv: first-time-voter coordinator, `members.is_ftv_coordinator`.
 */
export type Role = 'observer' | 'patronager' | 'diaspora' | 'ftv';

const holds: Readonly<Record<Role, (access: MemberAccess) => boolean>> = {
  observer: (access) => access.observerId !== null,
  patronager: (access) => access.isPatronager,
  diaspora: (access) => access.isDiasporaCoordinator,
  ftv: (access) => access.isFtvCoordinator,
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The member's roles, read by the token check in its own statement (or by `requireRole` when absent); null before. */
    memberAccess: MemberAccess | null;
  }
}

export function decorateMemberAccess(app: FastifyInstance): void {
  app.decorateRequest('memberAccess', null);
}

/**
 * A preHandler for routes of one module, e.g. `{ preHandler: requireRole(db, 'observer') }`. It
 * runs inside the protected scope (after the token check, which has already read the roles in the
 * same statement as the session, so this costs no query). A member without the role gets 404 with
 * the module text, never 403: the client signs out on 403.
 */
export function requireRole(db: Db, role: Role): preHandlerAsyncHookHandler {
  return requireAnyRole(db, [role]);
}

/** As requireRole, for a call of several modules: the member holds at least one of `roles`. */
export function requireAnyRole(db: Db, roles: readonly Role[]): preHandlerAsyncHookHandler {
  return async function checkRole(request) {
    const member = signedIn(request);
    request.memberAccess ??= (await findMemberAccess(db, member.id)) ?? null;
    const access = request.memberAccess;
    if (access === null || !roles.some((role) => holds[role](access))) throw new HttpError(404, messages.noModuleAccess);
  };
}

/** The observer record id of the caller, on a route behind `requireRole(db, 'observer')`. */
export function signedInObserverId(request: FastifyRequest): number {
  const observerId = request.memberAccess?.observerId;
  if (observerId === undefined || observerId === null) {
    throw new Error(`route ${request.routeOptions.url ?? request.url} reads the observer id without requireRole('observer')`);
  }
  return observerId;
}
