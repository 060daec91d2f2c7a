import { db } from '../db/database';
import { ApiError } from './api-error';
import { readToken, readUserData } from './auth-storage';

/**
 * The token of one member (not simply the shell's current one: a download belongs to the member
 * it is for). Throws a 401 ApiError when that member is not signed in on this device.
 */
export async function memberToken(userId: number): Promise<string> {
  const session = await db.session.get(userId);
  // Before the first recordSignIn of an older install, the shell's stored login still has it.
  const token = session?.token ?? (readUserData()?.id === userId ? readToken() : null);
  if (!token) throw new ApiError('http', 'not signed in', { status: 401 });
  return token;
}
