import type { Lock } from './ports';

/**
 * An in-process lock with the Web Locks `ifAvailable` behaviour. Share one instance between
 * engines to model two tabs; also the fallback where navigator.locks is missing.
 */
export class MemoryLock implements Lock {
  private held = false;

  get isHeld(): boolean {
    return this.held;
  }

  async run<T>(fn: () => Promise<T>): Promise<{ acquired: true; value: T } | { acquired: false }> {
    if (this.held) return { acquired: false };
    this.held = true;
    try {
      return { acquired: true, value: await fn() };
    } finally {
      this.held = false;
    }
  }
}
