/**
 * The app lock's two small facts, in localStorage so a reload or a killed app still locks and a
 * reload does not reset the wrong-password count. Neither is personal; sign-out clears both (they
 * are not device preferences, see clearLocalSession).
 */
const LAST_ACTIVE_KEY = 'appLockLastActiveAt';
const FAILURES_KEY = 'appLockFailures';

function readNumber(storage: Storage, key: string): number | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function readLastActive(storage: Storage = localStorage): number | null {
  return readNumber(storage, LAST_ACTIVE_KEY);
}

export function writeLastActive(at: number, storage: Storage = localStorage): void {
  try {
    storage.setItem(LAST_ACTIVE_KEY, String(at));
  } catch {
    // A full storage: the in-memory time still drives this page's lock.
  }
}

export function readFailures(storage: Storage = localStorage): number {
  return readNumber(storage, FAILURES_KEY) ?? 0;
}

/** Counts one more wrong password and returns the count so far. */
export function addFailure(storage: Storage = localStorage): number {
  const count = readFailures(storage) + 1;
  storage.setItem(FAILURES_KEY, String(count));
  return count;
}

export function clearFailures(storage: Storage = localStorage): void {
  storage.removeItem(FAILURES_KEY);
}
