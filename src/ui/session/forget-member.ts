import { wipeMemberRecords } from '../../collections/wipe';
import { db } from '../../db/database';
import { removeLockVerifier } from '../../db/lock-verifier';
import { recordSignOut } from '../../db/session';
import { MEDIA_CACHE } from '../../lib/cache-names';

/**
 * What sign-out removes from IndexedDB and Cache Storage, so the next person to sign in on this
 * browser reads nothing of this member: the token (first, so no download can start again), every
 * downloaded list, the app-lock verifier and the cached photos. The outbox, the device's client id
 * and change sequence stay: unsent changes leave when the same member signs in again.
 * Each step runs even if an earlier one failed: a half-done wipe is better than none.
 */
export async function forgetMemberOnDevice(userId: number): Promise<void> {
  const steps: (() => Promise<unknown>)[] = [
    () => recordSignOut(userId),
    () => wipeMemberRecords(db, userId),
    () => removeLockVerifier(userId),
    () => (typeof caches === 'undefined' ? Promise.resolve() : caches.delete(MEDIA_CACHE)),
  ];
  for (const step of steps) {
    try {
      await step();
    } catch (error) {
      console.error('sign-out: a local clean-up step failed', error);
    }
  }
}
