import type { FastifyPluginCallback } from 'fastify';
import { loginBody, type LoginResponse } from '../../../src/contract/auth';
import { LoginThrottle, type LoginRateLimit } from '../../auth/login-throttle';
import { dummyPasswordHash, verifyPassword } from '../../auth/password';
import { hashToken, newToken } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { messages } from '../../http/messages';
import { parseInput } from '../../http/validate';
import { findLoginCandidate, permissionCodes, storeToken } from '../../repositories/auth';

export interface LoginRoutesOptions {
  db: Db;
  loginRateLimit: LoginRateLimit;
}

/** POST /api/rest-auth/login/ — public (outside the protected scope), rate-limited per address and per username. */
export const loginRoutes: FastifyPluginCallback<LoginRoutesOptions> = (app, { db, loginRateLimit }, done) => {
  const throttle = new LoginThrottle(loginRateLimit.perUsername);

  app.post(
    '/login/',
    {
      config: {
        rateLimit: {
          max: loginRateLimit.perAddress.max,
          timeWindow: loginRateLimit.perAddress.windowMs,
          errorResponseBuilder: () => new HttpError(429, messages.tooManyAttempts),
        },
      },
    },
    async (request): Promise<LoginResponse> => {
      const body = parseInput(loginBody, request.body);
      const username = body.username.trim().toLowerCase();
      const wait = throttle.retryAfterSeconds(username);
      if (wait > 0) throw new HttpError(429, messages.tooManyAttempts, { 'retry-after': String(wait) });

      const candidate = await findLoginCandidate(db, username);
      const valid = await verifyPassword(body.password, candidate?.passwordHash ?? (await dummyPasswordHash()));
      if (!candidate || !valid) {
        throttle.recordFailure(username);
        throw new HttpError(400, messages.wrongCredentials);
      }
      throttle.recordSuccess(username);

      const token = newToken();
      await storeToken(db, candidate.id, hashToken(token));
      return {
        key: token,
        user: { id: candidate.id, name: candidate.name, surname: candidate.surname, username: candidate.username },
        permissions: await permissionCodes(db, candidate.id),
      };
    },
  );
  done();
};
