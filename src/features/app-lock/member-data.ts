import { offlineCollections } from '../../collections/registry';
import { db } from '../../db/database';
import { readLockVerifier } from '../../db/lock-verifier';

/** Whether the member has any record in an offline collection's table on this device. */
export async function holdsVoterData(userId: number): Promise<boolean> {
  for (const collection of offlineCollections) {
    if ((await collection.table(db).where('userId').equals(userId).count()) > 0) return true;
  }
  return false;
}

/**
 * Whether an idle app must lock: only when there is something to hide (voter records) and a way
 * to check the password offline (a verifier from this device's sign-in). A member signed in
 * before the app lock existed has no verifier, so no lock until their next sign-in.
 */
export async function lockNeeded(userId: number): Promise<boolean> {
  try {
    const [verifier, data] = await Promise.all([readLockVerifier(userId), holdsVoterData(userId)]);
    return verifier !== null && data;
  } catch (error) {
    // IndexedDB refused: the lists cannot be read either, so there is nothing to hide.
    console.error('app lock: could not read the device state', error);
    return false;
  }
}
