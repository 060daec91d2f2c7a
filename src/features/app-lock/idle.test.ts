import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addFailure, clearFailures, readFailures, readLastActive, writeLastActive } from './activity-store';
import { isIdle } from './idle';
import { watchIdle } from './idle-watch';
import { DEFAULT_LOCK_AFTER_MS, LOCK_MINUTES_KEY, lockAfterMs } from './lock-settings';

const MINUTE = 60_000;
const START = new Date('2025-04-27T08:00:00Z').getTime();

describe('isIdle', () => {
  it('locks once the idle time has passed, not before', () => {
    expect(isIdle(START, START + 15 * MINUTE - 1, 15 * MINUTE)).toBe(false);
    expect(isIdle(START, START + 15 * MINUTE, 15 * MINUTE)).toBe(true);
  });

  it('treats no record of activity as not idle, and a clock turned back as idle', () => {
    expect(isIdle(null, START, 15 * MINUTE)).toBe(false);
    expect(isIdle(START + 30 * 1000, START, 15 * MINUTE)).toBe(false);
    expect(isIdle(START + 10 * MINUTE, START, 15 * MINUTE)).toBe(true);
  });
});

describe('lockAfterMs', () => {
  beforeEach(() => localStorage.clear());

  it('is 15 minutes unless this session asks for a shorter lock', () => {
    expect(lockAfterMs()).toBe(DEFAULT_LOCK_AFTER_MS);
    expect(DEFAULT_LOCK_AFTER_MS).toBe(15 * MINUTE);
    localStorage.setItem(LOCK_MINUTES_KEY, '2');
    expect(lockAfterMs()).toBe(2 * MINUTE);
    for (const longer of ['16', '600', '0', '-3', '1.5', 'soon']) {
      localStorage.setItem(LOCK_MINUTES_KEY, longer);
      expect(lockAfterMs()).toBe(DEFAULT_LOCK_AFTER_MS);
    }
  });
});

describe('wrong-password count', () => {
  beforeEach(() => localStorage.clear());

  it('survives a reload (it is stored) until an unlock clears it', () => {
    expect(readFailures()).toBe(0);
    expect(addFailure()).toBe(1);
    expect(addFailure()).toBe(2);
    expect(readFailures()).toBe(2);
    clearFailures();
    expect(readFailures()).toBe(0);
  });
});

describe('watchIdle', () => {
  let stop: (() => void) | null = null;

  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    stop?.();
    stop = null;
    vi.useRealTimers();
  });

  const tap = () => window.dispatchEvent(new Event('pointerdown'));

  it('reports idle after 15 minutes without a tap, once, and stops watching', () => {
    const onIdle = vi.fn();
    stop = watchIdle({ onIdle });
    expect(readLastActive()).toBe(START);
    vi.advanceTimersByTime(14 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1 * MINUTE);
    expect(onIdle).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(30 * MINUTE);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('wakes the page only when the lock time would run out, not periodically (issue 37)', () => {
    const onIdle = vi.fn();
    stop = watchIdle({ onIdle });
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersToNextTimer();
    expect(Date.now()).toBe(START + 15 * MINUTE);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('after activity, its next wake-up is when the lock time would run out from that activity', () => {
    const onIdle = vi.fn();
    stop = watchIdle({ onIdle });
    vi.advanceTimersByTime(5 * MINUTE);
    tap();
    vi.advanceTimersToNextTimer();
    expect(Date.now()).toBe(START + 15 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(Date.now()).toBe(START + 20 * MINUTE);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('stays open while the member keeps working, and stores the activity (throttled)', () => {
    const onIdle = vi.fn();
    stop = watchIdle({ onIdle });
    for (let minute = 1; minute <= 40; minute += 1) {
      vi.advanceTimersByTime(MINUTE);
      tap();
    }
    expect(onIdle).not.toHaveBeenCalled();
    expect(readLastActive()).toBe(START + 40 * MINUTE);

    // A burst of taps writes once, not per tap.
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    for (let i = 0; i < 20; i += 1) {
      vi.advanceTimersByTime(100);
      tap();
    }
    expect(setItem).not.toHaveBeenCalled();
    setItem.mockRestore();
  });

  it('writes the last activity when the page is hidden, so a killed app still locks on the next start', () => {
    stop = watchIdle({ onIdle: vi.fn() });
    vi.advanceTimersByTime(5 * 1000);
    tap();
    vi.advanceTimersByTime(2 * 1000);
    tap();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    vi.restoreAllMocks();
    expect(readLastActive()).toBe(START + 7 * 1000);
    // What the next start reads (use-app-lock decides from it before showing anything).
    expect(isIdle(readLastActive(), START + 7 * 1000 + 15 * MINUTE, lockAfterMs())).toBe(true);
  });

  it('checks at once when the page becomes visible again', () => {
    const onIdle = vi.fn();
    stop = watchIdle({ onIdle });
    // Timers of a hidden page may not run: the time passes without the periodic check.
    vi.setSystemTime(START + 20 * MINUTE);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it("counts another tab's activity (the shared stored time) as this tab's", () => {
    const onIdle = vi.fn();
    stop = watchIdle({ onIdle });
    vi.advanceTimersByTime(10 * MINUTE);
    writeLastActive(Date.now());
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5 * MINUTE);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('honours a shorter lock time', () => {
    localStorage.setItem(LOCK_MINUTES_KEY, '1');
    const onIdle = vi.fn();
    stop = watchIdle({ onIdle });
    vi.advanceTimersByTime(MINUTE);
    expect(onIdle).toHaveBeenCalledOnce();
  });
});
