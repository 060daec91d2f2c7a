import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryLock } from '../memory-lock';
import { webLock } from './web-lock';

/** A LockManager with the Web Locks `ifAvailable` rule: the callback gets null when the name is held. */
class FakeLockManager {
  readonly held = new Set<string>();
  async request<T>(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>): Promise<T> {
    if (!options.ifAvailable) throw new Error('the adapter must not queue');
    if (this.held.has(name)) return callback(null);
    this.held.add(name);
    try {
      return await callback({ name });
    } finally {
      this.held.delete(name);
    }
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('webLock', () => {
  it("runs under navigator.locks and stands aside while another runner holds 'terren-outbox'", async () => {
    const locks = new FakeLockManager();
    vi.stubGlobal('navigator', { locks });
    const tab = webLock();
    const worker = webLock();
    let release!: () => void;
    const first = tab.run(() => new Promise<string>((resolve) => (release = () => resolve('drained'))));
    await Promise.resolve();
    expect(locks.held.has('terren-outbox')).toBe(true);
    expect(await worker.run(() => Promise.resolve('second'))).toEqual({ acquired: false });
    release();
    expect(await first).toEqual({ acquired: true, value: 'drained' });
    expect(await worker.run(() => Promise.resolve('second'))).toEqual({ acquired: true, value: 'second' });
  });

  it('falls back to an in-tab lock without Web Locks', () => {
    vi.stubGlobal('navigator', {});
    expect(webLock()).toBeInstanceOf(MemoryLock);
  });
});
