import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { everyWhileVisible, type PageVisibility } from './visible-interval';

const INTERVAL = 60_000;

function fakePage(): PageVisibility & { set(visible: boolean): void } {
  let visible = true;
  const listeners = new Set<() => void>();
  return {
    isVisible: () => visible,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(value) {
      visible = value;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('everyWhileVisible', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks every interval while shown', () => {
    const tick = vi.fn();
    const stop = everyWhileVisible(tick, INTERVAL, fakePage());
    vi.advanceTimersByTime(INTERVAL - 1);
    expect(tick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1 + 2 * INTERVAL);
    expect(tick).toHaveBeenCalledTimes(3);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps no timer while hidden, and ticks at once when shown again', () => {
    const tick = vi.fn();
    const page = fakePage();
    const stop = everyWhileVisible(tick, INTERVAL, page);
    page.set(false);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10 * INTERVAL);
    expect(tick).not.toHaveBeenCalled();
    page.set(true);
    expect(tick).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(INTERVAL);
    expect(tick).toHaveBeenCalledTimes(2);
    stop();
  });

  it('starts with no timer on a hidden page', () => {
    const tick = vi.fn();
    const page = fakePage();
    page.set(false);
    const stop = everyWhileVisible(tick, INTERVAL, page);
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });
});
