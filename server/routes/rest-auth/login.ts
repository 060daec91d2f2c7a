import type { FastifyPluginCallback } from 'fastify';
import { loginBody, type LoginResponse } from '../../../src/contract/auth';
import { addressKey } from '../../auth/address-key';
import type { SessionPolicy } from '../../auth/authenticate';
import { LoginThrottle, type LoginRateLimit } from '../../auth/login-throttle';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../../auth/password';
import { hashToken, newToken } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { messages } from '../../http/messages';
import { parseInput } from '../../http/validate';
import { deleteExpiredMemberTokens, findLoginCandidate, permissionCodes, storeToken, upgradePasswordHash } from '../../repositories/auth';

export interface LoginRoutesOptions {
  db: Db;
  loginRateLimit: LoginRateLimit;
  sessions: SessionPolicy;
}

/** POST /api/rest-auth/login/ — public (outside the protected scope), throttled on failures (see LoginThrottle). */
export const loginRoutes: FastifyPluginCallback<LoginRoutesOptions> = (app, { db, loginRateLimit, sessions }, done) => {
  const throttle = new LoginThrottle(db, loginRateLimit, sessions.now);
  // Made now, so the first unknown username is not slower than the rest.
  void dummyPasswordHash();

  app.post('/login/', async (request): Promise<LoginResponse> => {
    const body = parseInput(loginBody, request.body);
    const username = body.username.trim().toLowerCase();
    const address = addressKey(request.ip);
    const wait = await throttle.retryAfterSeconds(username, address);
    if (wait > 0) throw new HttpError(429, messages.tooManyAttempts, { 'retry-after': String(wait) });

    const candidate = await findLoginCandidate(db, username);
    // Always one hash check, whether or not the account exists or can sign in (see verifyPassword).
    const valid = await verifyPassword(body.password, candidate?.passwordHash);
    if (!candidate || !valid) {
      await throttle.recordFailure(username, address);
      throw new HttpError(400, messages.wrongCredentials);
    }
    await throttle.recordSuccess(username, address);
    // The password is known only now: the one moment an older hash can become today's.
    if (needsRehash(candidate.passwordHash)) {
      await upgradePasswordHash(db, candidate.id, candidate.passwordHash, await hashPassword(body.password));
    }

    const now = sessions.now();
    await deleteExpiredMemberTokens(db, candidate.id, new Date(now - sessions.limits.idleMs), new Date(now - sessions.limits.maxMs));
    const token = newToken();
    await storeToken(db, candidate.id, hashToken(token), new Date(now));
    return {
      key: token,
      user: { id: candidate.id, name: candidate.name, surname: candidate.surname, username: candidate.username },
      permissions: await permissionCodes(db, candidate.id),
    };
  });
  done();
};
