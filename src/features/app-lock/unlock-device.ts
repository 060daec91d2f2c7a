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
 * The lock screen's check. When the device holds the member's wrapped data key, opening it is the
 * check: AES-GCM's tag fails under any other password, so one slow derivation answers both "is
 * this the password" and "give me the key" (the verifier would spend a second one, 600,000 rounds,
 * to learn the same). Only when the key does not open (none yet, or wrapped under an older
 * password) is the app-lock verifier asked, as before.
 */
export async function unlockDevice(userId: number, password: string): Promise<UnlockResult> {
  const [verifier, wrapped] = await Promise.all([readLockVerifier(userId).catch(() => null), hasWrappedDataKey(db, userId).catch(() => false)]);
  if (wrapped && (await unlockDataKey(db, userId, password).catch(() => false))) return 'unlocked';
  if (!verifier) return checkWithServer(userId, password);
  if (!(await checkPassword(password, verifier).catch(() => false))) {
    dropDataKey();
    return 'wrong';
  }
  // No key yet (signed in before keys existed), or one the password no longer opens: a new one.
  // Lists sealed under a lost key go and download afresh (establishMemberKey).
  await establishMemberKey(db, userId, password);
  return 'unlocked';
}
