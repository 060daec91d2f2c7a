import type { FastifyInstance } from 'fastify';
import { loginBody, type LoginResponse } from '../../src/contract/auth';
import type { LogoutResponse } from '../../src/contract/logout';
import { requireToken, signedIn } from '../auth/authenticate';
import { LoginThrottle, type LoginRateLimit } from '../auth/login-throttle';
import { dummyPasswordHash, verifyPassword } from '../auth/password';
import { hashToken, newToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { HttpError } from '../http/http-error';
import { messages } from '../http/messages';
import { parseInput } from '../http/validate';
import { deleteToken, findLoginCandidate, permissionCodes, storeToken } from '../repositories/auth';

export interface RestAuthOptions {
  db: Db;
  loginRateLimit: LoginRateLimit;
}

/** /api/rest-auth/ — sign in and sign out. */
export async function restAuthRoutes(app: FastifyInstance, { db, loginRateLimit }: RestAuthOptions): Promise<void> {
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

  await app.register((scope, _options, done) => {
    requireToken(scope, db);
    // The client calls this with ?format=json; the query string carries nothing else, so it is ignored.
    scope.post('/logout/', async (request): Promise<LogoutResponse> => {
      await deleteToken(db, signedIn(request).tokenHash);
      return { detail: 'Dolët me sukses nga sistemi.' };
    });
    done();
  });
}
