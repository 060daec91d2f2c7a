import type { FastifyPluginCallback } from 'fastify';
import { EMAIL_PATTERN, normalizeMyInfo, PHONE_PATTERN, updateMyInfoBody, type MyInfo } from '../../../src/contract/profile';
import type { Db } from '../../db/client';
import { callerOf } from '../../http/caller';
import { HttpError } from '../../http/http-error';
import { messages } from '../../http/messages';
import { parseInput } from '../../http/validate';
import { updateMyInfo } from '../../repositories/profile';

/** /api/hr/ — the profile's contact details (spec 02 §2.2 'Modifiko'). */
export const profileRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  app.put('/update-my-info/', async (request): Promise<MyInfo> => {
    const info = normalizeMyInfo(parseInput(updateMyInfoBody, request.body ?? {}));
    if (info.phone && !PHONE_PATTERN.test(info.phone)) throw new HttpError(400, messages.phoneInvalid);
    if (info.email && !EMAIL_PATTERN.test(info.email)) throw new HttpError(400, messages.emailInvalid);
    const stored = await updateMyInfo(db, info, callerOf(request));
    if (!stored) throw new HttpError(403, messages.signInAgain);
    return stored;
  });
  done();
};
