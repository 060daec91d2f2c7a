/** The app-lock timings, in one place. */

/** The app locks after this long without a tap or a key press (while the device holds voter lists). */
export const DEFAULT_LOCK_AFTER_MS = 15 * 60_000;

/**
 * Optional override for this signed-in session, in whole minutes, in localStorage (support, tests).
 * It can only shorten the lock (1 minute up to the default): whoever holds an open phone must not
 * be able to stretch it. Sign-out clears it with the rest of the session (clearLocalSession).
 */
export const LOCK_MINUTES_KEY = 'appLockMinutes';
const MIN_MINUTES = 1;
const MAX_MINUTES = DEFAULT_LOCK_AFTER_MS / 60_000;

/** Wrong passwords in a row on the lock screen before the member is signed out. */
export const MAX_WRONG_PASSWORDS = 5;

/** How often the last activity is written to storage while the member is busy (writes are not free). */
export const ACTIVITY_WRITE_EVERY_MS = 15_000;

/**
 * A stored activity this far in the future means the device clock was turned back: lock rather
 * than trust it (setting the clock back must not keep a list open). The slack absorbs clock sync.
 */
export const CLOCK_BACK_SLACK_MS = 60_000;

export function lockAfterMs(storage: Storage = localStorage): number {
  const minutes = Number(storage.getItem(LOCK_MINUTES_KEY));
  return Number.isInteger(minutes) && minutes >= MIN_MINUTES && minutes <= MAX_MINUTES ? minutes * 60_000 : DEFAULT_LOCK_AFTER_MS;
}
