import { wipeMemberRecords } from '../../collections/wipe';
import { db } from '../../db/database';
import { removeLockVerifier } from '../../db/lock-verifier';
import { forgetDataKey } from '../../db/at-rest/key-store';
import { dropDataKey } from '../../db/at-rest/data-key';
import { recordSignOut } from '../../db/session';
import { MEDIA_CACHE, OLD_EXPIRATION_DB } from '../../lib/cache-names';
import { resetMediaLoader } from '../media/media-loader';

/**
 * Deletes an IndexedDB database without waiting on whoever holds it open (an older service worker
 * still running): the browser deletes it as soon as that connection closes, and sign-out must not
 * hang until then.
 */
function deleteDatabase(name: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.addEventListener('success', () => resolve());
    request.addEventListener('error', () => resolve());
    request.addEventListener('blocked', () => resolve());
  });
}

/**
 * What sign-out removes from IndexedDB and Cache Storage, so the next person to sign in on this
 * browser reads nothing of this member: the token (first, so no download can start again and the
 * service worker caches no file still on its way), every downloaded list, the app-lock verifier,
 * the data key (from memory; its wrapped copy too unless unsent changes are sealed under it),
 * the cached files and any record of their addresses (an older worker's expiration database).
 * The outbox, the device's client id and change sequence stay: unsent changes leave when the same
 * member signs in again. Without a member id (an unreadable stored login) only the device-wide
 * steps run. Each step runs even if an earlier one failed: a half-done wipe is better than none.
 */
export async function forgetMemberOnDevice(userId: number | undefined): Promise<void> {
  const memberSteps: (() => Promise<unknown>)[] =
    userId === undefined ? [] : [() => recordSignOut(userId), () => wipeMemberRecords(db, userId), () => removeLockVerifier(userId), () => forgetDataKey(db, userId)];
  const steps = [
    // Whatever else fails, the key to the sealed records leaves memory.
    () => Promise.resolve(dropDataKey()),
    ...memberSteps,
    () => Promise.resolve(resetMediaLoader()),
    () => (typeof caches === 'undefined' ? Promise.resolve() : caches.delete(MEDIA_CACHE)),
    () => deleteDatabase(OLD_EXPIRATION_DB),
  ];
  for (const step of steps) {
    try {
      await step();
    } catch (error) {
      console.error('sign-out: a local clean-up step failed', error);
    }
  }
}
