import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChangeHub } from './change-hub';
import { openEventStream } from './event-stream';

describe('a live stream’s writer', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  /** What the stream wrote since the last call (read synchronously: a 'data' listener would run later). */
  const written = (stream: ReturnType<typeof openEventStream>) => () => {
    let text = '';
    let chunk: Buffer | null;
    while ((chunk = stream.body.read() as Buffer | null) !== null) text += chunk.toString();
    return text;
  };

  it('sends the retry hint, a burst of changes as one event per window, and pings', () => {
    const stream = openEventStream({ pingMs: 50_000, coalesceMs: 1_000 }, () => undefined);
    const next = written(stream);
    stream.changed('station:1');
    for (let i = 0; i < 50; i++) stream.changed('station:2');
    vi.advanceTimersByTime(999);
    expect(next()).toMatch(/^retry: \d+\n\nevent: changed\ndata: \{"scopes":\["station:1"\]\}\n\n$/);
    vi.advanceTimersByTime(1);
    expect(next()).toBe('event: changed\ndata: {"scopes":["station:2"]}\n\n');
    vi.advanceTimersByTime(50_000);
    expect(next()).toBe(': ping\n\n');
    stream.end();
  });

  it('names no scope after anything may have changed, and stops its timers when ended', () => {
    const ended = vi.fn();
    const stream = openEventStream({ pingMs: 50_000, coalesceMs: 1_000 }, ended);
    const next = written(stream);
    stream.changed(null);
    expect(next()).toMatch(/event: changed\ndata: \{\}\n\n$/);
    stream.end();
    stream.end();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reaches only the streams watching the scope, and every stream after a failed poll', () => {
    const hub = createChangeHub();
    const a = vi.fn();
    const b = vi.fn();
    const unwatchA = hub.watch(['station:1', 'observer:1'], a);
    hub.watch(['station:2'], b);
    hub.publish('station:1');
    expect(a).toHaveBeenCalledWith('station:1');
    expect(b).not.toHaveBeenCalled();
    hub.publishAll();
    expect(b).toHaveBeenCalledWith(null);
    unwatchA();
    hub.publish('station:1');
    expect(a).toHaveBeenCalledTimes(2);
    expect(hub.size).toBe(1);
  });
});
