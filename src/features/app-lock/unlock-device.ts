import { hasWrappedDataKey, unlockDataKey } from '../../db/at-rest/key-store';
import { establishMemberKey } from '../../collections/member-data-key';
import { dropDataKey } from '../../db/at-rest/data-key';
import { db } from '../../db/database';
import { readLockVerifier, saveLockVerifier } from '../../db/lock-verifier';
import { checkPassword } from '../../lib/password-verifier';
import { readAuthUser } from '../../api/auth-storage';

export type UnlockResult = 'unlocked' | 'wrong' | 'offline';

/**
 * A device with no verifier (signed in before the lock existed, or its storage refused it at
 * sign-in) can only check the password with the server: a sign-in call whose new token is not
 * kept. On success the verifier and the data key are made, so the next check is offline.
 */
async function checkWithServer(userId: number, password: string): Promise<UnlockResult> {
  const username = readAuthUser()?.user.username;
  if (!username) return 'wrong';
  const [{ apiSend }, { toApiError }] = await Promise.all([import('../../api/http'), import('../../api/api-error')]);
  try {
    await apiSend('post', '/api/rest-auth/login/', { json: { username, password }, context: { anonymous: true } });
  } catch (error) {
    const apiError = await toApiError(error);
    return apiError.kind === 'network' || apiError.kind === 'timeout' ? 'offline' : 'wrong';
  }
  await Promise.all([saveLockVerifier(userId, password), establishMemberKey(db, userId, password)]);
  return 'unlocked';
}

/**
 * The lock screen's check: the password against the app-lock verifier (offline) and, side by side
 * (both are deliberately slow), the unwrapping of the data key into memory.
 */
export async function unlockDevice(userId: number, password: string): Promise<UnlockResult> {
  const [verifier, wrapped] = await Promise.all([readLockVerifier(userId).catch(() => null), hasWrappedDataKey(db, userId).catch(() => false)]);
  if (!verifier) return checkWithServer(userId, password);
  const [correct, opened] = await Promise.all([checkPassword(password, verifier).catch(() => false), wrapped ? unlockDataKey(db, userId, password).catch(() => false) : false]);
  if (!correct) {
    dropDataKey();
    return 'wrong';
  }
  // No key yet (signed in before keys existed), or one the password no longer opens: a new one.
  // Lists sealed under a lost key go and download afresh (establishMemberKey).
  if (!opened) await establishMemberKey(db, userId, password);
  return 'unlocked';
}
