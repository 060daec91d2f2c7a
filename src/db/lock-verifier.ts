import { deriveVerifier, isPasswordVerifier, type PasswordVerifier } from '../lib/password-verifier';
import { db as defaultDb, type TerrenDb } from './database';
import { appLockKey } from './meta-keys';

/**
 * Called by the sign-in page with the password it just sent: the app lock can then check the
 * member's password offline. Replaces any earlier verifier of the member (a changed password).
 */
export async function saveLockVerifier(userId: number, password: string, db: TerrenDb = defaultDb): Promise<void> {
  await db.meta.put({ key: appLockKey(userId), value: await deriveVerifier(password) });
}

/** The member's verifier, or null (signed in before the app lock existed, or storage damaged). */
export async function readLockVerifier(userId: number, db: TerrenDb = defaultDb): Promise<PasswordVerifier | null> {
  const row = await db.meta.get(appLockKey(userId));
  return isPasswordVerifier(row?.value) ? row.value : null;
}

export async function removeLockVerifier(userId: number, db: TerrenDb = defaultDb): Promise<void> {
  await db.meta.delete(appLockKey(userId));
}
