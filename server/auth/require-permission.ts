import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client';
import { HttpError } from '../http/http-error';
import { messages } from '../http/messages';
import { holdsPermission } from '../repositories/permissions';
import { signedIn } from './authenticate';

/**
 * A preHandler for calls opened by a permission code (the menu's codes, spec 01 §6), e.g. the
 * statistics behind 'Statistika'. Like requireRole, a member without it gets 404 with the module
 * text, never 403: the client signs out on 403.
 */
export function requirePermission(db: Db, code: string): preHandlerAsyncHookHandler {
  return async function checkPermission(request) {
    if (!(await holdsPermission(db, signedIn(request).id, code))) throw new HttpError(404, messages.noModuleAccess);
  };
}
