import type { FastifyPluginCallback } from 'fastify';
import { changePasswordBody, changePasswordFields, MIN_PASSWORD_LENGTH, type ChangePasswordResponse } from '../../../src/contract/password';
import { addressKey } from '../../auth/address-key';
import { signedIn, type SessionPolicy } from '../../auth/authenticate';
import { LoginThrottle, type LoginRateLimit } from '../../auth/login-throttle';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { messages } from '../../http/messages';
import { parseInput } from '../../http/validate';
import { changePassword, findCredentials } from '../../repositories/auth';

/** The spec's own text for the first field that is missing or empty (before the generic contract checks). */
function requireFields(body: unknown): void {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  for (const field of changePasswordFields) {
    const value = fields[field];
    if (value === undefined || value === null || value === '') throw new HttpError(400, messages.passwordRequired[field]);
  }
}

/** POST /api/hr/changepassword/ — the signed-in member's password. */
export const passwordRoutes: FastifyPluginCallback<{ db: Db; loginRateLimit: LoginRateLimit; sessions: SessionPolicy }> = (
  app,
  { db, loginRateLimit, sessions },
  done,
) => {
  // Guessing the current password here counts like guessing at sign-in: a stolen session must not
  // become an unthrottled way to learn the password.
  const throttle = new LoginThrottle(db, loginRateLimit, sessions.now);

  app.post('/changepassword/', async (request): Promise<ChangePasswordResponse> => {
    requireFields(request.body);
    const body = parseInput(changePasswordBody, request.body);
    if (body.new_password !== body.confirm_new_password) throw new HttpError(400, messages.passwordsDiffer);
    if (body.new_password.length < MIN_PASSWORD_LENGTH) throw new HttpError(400, messages.passwordTooShort(MIN_PASSWORD_LENGTH));

    const member = signedIn(request);
    const credentials = await findCredentials(db, member.id);
    if (!credentials) throw new HttpError(403, messages.signInAgain);
    const address = addressKey(request.ip);
    const wait = await throttle.retryAfterSeconds(credentials.username, address);
    if (wait > 0) throw new HttpError(429, messages.tooManyAttempts, { 'retry-after': String(wait) });
    if (!(await verifyPassword(body.old_password, credentials.passwordHash))) {
      await throttle.recordFailure(credentials.username, address);
      throw new HttpError(400, messages.wrongCurrentPassword);
    }
    await throttle.recordSuccess(credentials.username, address);
    await changePassword(db, member.id, await hashPassword(body.new_password), member.tokenHash);
    return { detail: 'Fjalëkalimi u ndryshua me sukses.' };
  });
  done();
};
