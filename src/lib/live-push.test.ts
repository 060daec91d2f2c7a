import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLiveSignals } from './fake-live-signals';
import { startLivePush, type LiveStreamHandlers, type OpenLiveStream } from './live-push';

const OPTIONS = { pollMs: 15_000, silenceMs: 110_000, firstRetryMs: 15_000, lastRetryMs: 120_000 };

/** A stand-in transport: each open is recorded with its handlers, and whether it was closed. */
function fakeStreams() {
  const opened: { handlers: LiveStreamHandlers; closed: boolean }[] = [];
  const open: OpenLiveStream = (handlers) => {
    const stream = { handlers, closed: false };
    opened.push(stream);
    return () => (stream.closed = true);
  };
  const last = () => {
    const stream = opened.at(-1);
    if (!stream) throw new Error('no stream opened');
    return stream;
  };
  return { open, opened, last, live: () => opened.filter((s) => !s.closed) };
}

describe('the push loop of an open list', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens the stream when active, pulls once it opens and on each change, and polls not at all', async () => {
    const streams = fakeStreams();
    const pull = vi.fn(() => Promise.resolve());
    const stop = startLivePush(pull, fakeLiveSignals(), streams.open, OPTIONS);
    expect(streams.opened).toHaveLength(1);
    expect(pull).not.toHaveBeenCalled();
    streams.last().handlers.opened();
    await vi.advanceTimersByTimeAsync(0);
    expect(pull).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(pull).toHaveBeenCalledTimes(1);
    streams.last().handlers.changed();
    await vi.advanceTimersByTimeAsync(0);
    expect(pull).toHaveBeenCalledTimes(2);
    stop();
    expect(streams.last().closed).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs one pull at a time with at most one queued behind it', async () => {
    const streams = fakeStreams();
    const finishers: (() => void)[] = [];
    const pull = vi.fn(() => new Promise<void>((resolve) => finishers.push(resolve)));
    const stop = startLivePush(pull, fakeLiveSignals(), streams.open, OPTIONS);
    streams.last().handlers.opened();
    for (let i = 0; i < 10; i++) streams.last().handlers.changed();
    expect(pull).toHaveBeenCalledTimes(1);
    finishers.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(pull).toHaveBeenCalledTimes(2);
    finishers.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(pull).toHaveBeenCalledTimes(2);
    stop();
  });

  it('falls back to polling when the stream fails, retries it with backoff, and stops polling once it is back', async () => {
    const streams = fakeStreams();
    const pull = vi.fn(() => Promise.resolve());
    const stop = startLivePush(pull, fakeLiveSignals(), streams.open, OPTIONS);
    streams.last().handlers.failed();
    await vi.advanceTimersByTimeAsync(0);
    expect(pull).toHaveBeenCalledTimes(1);
    // The retry at 15 s fails at once: the next waits 30 s; the poll goes on every 15 s.
    await vi.advanceTimersByTimeAsync(15_000);
    expect(streams.opened).toHaveLength(2);
    streams.last().handlers.failed();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(streams.opened).toHaveLength(2);
    expect(pull).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(streams.opened).toHaveLength(3);
    streams.last().handlers.opened();
    await vi.advanceTimersByTimeAsync(0);
    const afterOpen = pull.mock.calls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(pull).toHaveBeenCalledTimes(afterOpen);
    stop();
  });

  it('takes a silent stream for dead: closes it and polls until a new one opens', async () => {
    const streams = fakeStreams();
    const pull = vi.fn(() => Promise.resolve());
    const stop = startLivePush(pull, fakeLiveSignals(), streams.open, OPTIONS);
    const first = streams.last();
    first.handlers.opened();
    await vi.advanceTimersByTimeAsync(100_000);
    first.handlers.heard();
    await vi.advanceTimersByTimeAsync(100_000);
    expect(first.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(first.closed).toBe(true);
    expect(pull).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(streams.opened).toHaveLength(2);
    streams.last().handlers.opened();
    expect(streams.live()).toHaveLength(1);
    stop();
  });

  it('closes the stream and keeps no timer while hidden or offline, and reopens at once when back', async () => {
    const streams = fakeStreams();
    const signals = fakeLiveSignals();
    const pull = vi.fn(() => Promise.resolve());
    const stop = startLivePush(pull, signals, streams.open, OPTIONS);
    streams.last().handlers.failed();
    await vi.advanceTimersByTimeAsync(0);
    signals.set(false);
    expect(streams.live()).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(pull).toHaveBeenCalledTimes(1);
    expect(streams.opened).toHaveLength(1);
    signals.set(true);
    expect(streams.opened).toHaveLength(2);
    // A stream closed by the loop never calls back into it.
    streams.opened[0]?.handlers.failed();
    expect(vi.getTimerCount()).toBe(1);
    stop();
  });
});
