import { MemoryLock } from '../memory-lock';
import type { Lock } from '../ports';

/** The one name every runner (tabs and the service worker) locks on. */
export const OUTBOX_LOCK_NAME = 'terren-outbox';

interface LockManagerLike {
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

const NOT_ACQUIRED = Symbol('not acquired');

/**
 * navigator.locks with `ifAvailable`: a second runner returns at once instead of queueing (the
 * holder is already draining the same outbox). Where Web Locks are missing, an in-tab lock keeps
 * at least this tab to one runner. Steal-safe: if the lock is ever stolen, two runners may
 * overlap, which compare-and-delete and the idempotent vote calls tolerate.
 */
export function webLock(name: string = OUTBOX_LOCK_NAME): Lock {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  if (!locks) return new MemoryLock();
  return {
    async run<T>(fn: () => Promise<T>) {
      const value = await locks.request<T | typeof NOT_ACQUIRED>(name, { ifAvailable: true }, async (lock) =>
        lock === null ? NOT_ACQUIRED : fn(),
      );
      return value === NOT_ACQUIRED ? { acquired: false as const } : { acquired: true as const, value: value as T };
    },
  };
}
