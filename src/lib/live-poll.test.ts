import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLiveSignals } from './fake-live-signals';
import { startLivePoll } from './live-poll';

const INTERVAL = 15_000;

describe('the live loop of an open list', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pulls at once, then every interval', async () => {
    const pull = vi.fn(() => Promise.resolve());
    const stop = startLivePoll(pull, fakeLiveSignals(), { intervalMs: INTERVAL });
    await vi.advanceTimersByTimeAsync(0);
    expect(pull).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(pull).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pull).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(INTERVAL * 3);
    expect(pull).toHaveBeenCalledTimes(5);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps no timer while hidden or offline, and pulls on return once an interval has passed', async () => {
    const signals = fakeLiveSignals();
    const pull = vi.fn(() => Promise.resolve());
    const stop = startLivePoll(pull, signals, { intervalMs: INTERVAL });
    await vi.advanceTimersByTimeAsync(0);
    signals.set(false);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(INTERVAL * 10);
    expect(pull).toHaveBeenCalledTimes(1);
    signals.set(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(pull).toHaveBeenCalledTimes(2);
    stop();
  });

  it('does not pull sooner than the interval when shown again quickly', async () => {
    const signals = fakeLiveSignals();
    const pull = vi.fn(() => Promise.resolve());
    const stop = startLivePoll(pull, signals, { intervalMs: INTERVAL });
    await vi.advanceTimersByTimeAsync(5_000);
    signals.set(false);
    signals.set(true);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(pull).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pull).toHaveBeenCalledTimes(2);
    stop();
  });

  it('does not start while inactive', async () => {
    const signals = fakeLiveSignals();
    signals.set(false);
    const pull = vi.fn(() => Promise.resolve());
    const stop = startLivePoll(pull, signals, { intervalMs: INTERVAL });
    await vi.advanceTimersByTimeAsync(INTERVAL * 2);
    expect(pull).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });

  it('runs one pull at a time: a slow answer is not asked for again, the next is timed from its end', async () => {
    let finish = (): void => undefined;
    const pull = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = startLivePoll(pull, fakeLiveSignals(), { intervalMs: INTERVAL });
    await vi.advanceTimersByTimeAsync(INTERVAL * 3);
    expect(pull).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    finish();
    // Over an interval since it began: the next goes at once.
    await vi.advanceTimersByTimeAsync(0);
    expect(pull).toHaveBeenCalledTimes(2);
    stop();
  });

  it('tries again an interval after a failure', async () => {
    const pull = vi.fn(() => Promise.reject(new Error('offline')));
    const stop = startLivePoll(pull, fakeLiveSignals(), { intervalMs: INTERVAL });
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(pull).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stops: no pull after, even when the one in flight settles', async () => {
    let finish = (): void => undefined;
    const pull = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = startLivePoll(pull, fakeLiveSignals(), { intervalMs: INTERVAL });
    await vi.advanceTimersByTimeAsync(0);
    stop();
    finish();
    await vi.advanceTimersByTimeAsync(INTERVAL * 2);
    expect(pull).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
