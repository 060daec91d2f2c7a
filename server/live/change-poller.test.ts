import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangesSince } from '../repositories/live-changes';
import { pollForChanges, type ReadChanges } from './change-poller';

describe('the live change poller', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] }));
  afterEach(() => vi.useRealTimers());

  /** A change log the test fills; answers like the repository's statement (`>= cursor`, cursor = the oldest running xid). */
  function fakeLog() {
    const log: { scope: string; xid: number }[] = [];
    let xmin = 10;
    const calls: (string | null)[] = [];
    let failNext = 0;
    const read = vi.fn<ReadChanges>((cursor) => {
      calls.push(cursor);
      if (failNext > 0) {
        failNext -= 1;
        return Promise.reject(new Error('connection refused'));
      }
      const from = cursor === null ? xmin : Number(cursor);
      const answer: ChangesSince = { cursor: String(xmin), changes: log.filter((c) => c.xid >= from).map((c) => ({ scope: c.scope, xid: String(c.xid) })) };
      return Promise.resolve(answer);
    });
    return {
      read,
      calls,
      commit: (scope: string, xid: number) => log.push({ scope, xid }),
      setXmin: (value: number) => (xmin = value),
      fail: (times: number) => (failNext = times),
    };
  }
  const tick = () => vi.advanceTimersByTimeAsync(1_000);

  it('runs no timer and no query while no stream is open, and forgets its cursor when the last one closes', async () => {
    const db = fakeLog();
    const poller = pollForChanges(db.read);
    await tick();
    expect(db.read).not.toHaveBeenCalled();
    const unwatch = poller.hub.watch(['station:1'], () => undefined);
    await poller.hub.ready();
    // The first poll only takes a cursor.
    expect(db.calls).toEqual([null]);
    await tick();
    expect(db.calls).toEqual([null, '10']);
    unwatch();
    expect(vi.getTimerCount()).toBe(0);
    await tick();
    expect(db.calls).toHaveLength(2);
    poller.hub.watch(['station:1'], () => undefined);
    await poller.hub.ready();
    expect(db.calls).toEqual([null, '10', null]);
    await poller.close();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('publishes each station once per transaction, a late commit below newer ones included, to its watchers only', async () => {
    const db = fakeLog();
    const poller = pollForChanges(db.read);
    // Committed before the stream opened, at or above the cursor: the client's pull on open has it.
    db.commit('station:1', 10);
    const one = vi.fn();
    const two = vi.fn();
    poller.hub.watch(['station:1', 'observer:4'], one);
    poller.hub.watch(['station:2'], two);
    await poller.hub.ready();
    await tick();
    expect(one).not.toHaveBeenCalled();

    // Transaction 11 is still running (xmin stays 11) while 12 commits; 11 commits later.
    db.setXmin(11);
    db.commit('station:1', 12);
    await tick();
    expect(one).toHaveBeenCalledTimes(1);
    await tick();
    expect(one).toHaveBeenCalledTimes(1);
    db.commit('observer:4', 11);
    db.commit('station:2', 11);
    db.setXmin(13);
    await tick();
    expect(one.mock.calls).toEqual([['station:1'], ['observer:4']]);
    expect(two.mock.calls).toEqual([['station:2']]);
    await poller.close();
  });

  it('logs a failed poll, keeps polling, and tells every stream once when a poll answers again', async () => {
    const db = fakeLog();
    const errors: unknown[] = [];
    const poller = pollForChanges(db.read, { onError: (error) => errors.push(error) });
    const watcher = vi.fn();
    poller.hub.watch(['station:1'], watcher);
    await poller.hub.ready();
    db.fail(2);
    await tick();
    await tick();
    expect(errors).toHaveLength(2);
    expect(watcher).not.toHaveBeenCalled();
    await tick();
    expect(watcher.mock.calls).toEqual([[null]]);
    // The cursor survived the failures: the next poll asks from it.
    expect(db.calls.slice(-1)).toEqual(['10']);
    await tick();
    expect(watcher).toHaveBeenCalledTimes(1);
    await poller.close();
  });

  it('tells every stream when the first poll failed: it has no cursor older than their pulls', async () => {
    const db = fakeLog();
    const poller = pollForChanges(db.read, { onError: () => undefined });
    const watcher = vi.fn();
    db.fail(1);
    poller.hub.watch(['station:1'], watcher);
    await poller.hub.ready();
    expect(watcher).not.toHaveBeenCalled();
    await tick();
    expect(watcher.mock.calls).toEqual([[null]]);
    await poller.close();
  });
});
