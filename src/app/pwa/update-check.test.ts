import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startUpdateChecks, UPDATE_CHECK_INTERVAL_MS, type PageVisibility } from './update-check';

const HOUR = UPDATE_CHECK_INTERVAL_MS;
const MINUTE = 60 * 1000;

function fakePage(visible = true) {
  const listeners = new Set<() => void>();
  let state = visible;
  const page: PageVisibility = {
    isVisible: () => state,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const setVisible = (value: boolean) => {
    state = value;
    for (const listener of listeners) listener();
  };
  return { page, setVisible, listeners };
}

describe('the hourly update check', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks every hour while the page is visible, not before the first hour', async () => {
    const check = vi.fn(() => Promise.resolve());
    const { page } = fakePage();
    const stop = startUpdateChecks(check, page);
    await vi.advanceTimersByTimeAsync(HOUR - 1);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(check).toHaveBeenCalledTimes(3);
    stop();
  });

  it('skips the hours the page is hidden and checks on return when the last check is over an hour old', async () => {
    const check = vi.fn(() => Promise.resolve());
    const { page, setVisible } = fakePage();
    const stop = startUpdateChecks(check, page);
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    setVisible(false);
    await vi.advanceTimersByTimeAsync(3 * HOUR);
    expect(check).not.toHaveBeenCalled();
    setVisible(true);
    expect(check).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not check on return when the last check is recent', async () => {
    const check = vi.fn(() => Promise.resolve());
    const { page, setVisible } = fakePage();
    const stop = startUpdateChecks(check, page);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(check).toHaveBeenCalledTimes(1);
    setVisible(false);
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    setVisible(true);
    expect(check).toHaveBeenCalledTimes(1);
    // The hourly beat goes on: the next check is an hour after the last one.
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(check).toHaveBeenCalledTimes(2);
    stop();
  });

  it('counts the hour from a check made on return', async () => {
    const check = vi.fn(() => Promise.resolve());
    const { page, setVisible } = fakePage(false);
    const stop = startUpdateChecks(check, page);
    await vi.advanceTimersByTimeAsync(90 * MINUTE);
    setVisible(true);
    expect(check).toHaveBeenCalledTimes(1);
    setVisible(false);
    await vi.advanceTimersByTimeAsync(40 * MINUTE);
    setVisible(true);
    expect(check).toHaveBeenCalledTimes(1);
    stop();
  });

  it('survives a failed check (no signal) and stops cleanly', async () => {
    const check = vi.fn(() => Promise.reject(new Error('offline')));
    const { page, listeners } = fakePage();
    const stop = startUpdateChecks(check, page);
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(check).toHaveBeenCalledTimes(2);
    stop();
    expect(listeners.size).toBe(0);
    await vi.advanceTimersByTimeAsync(5 * HOUR);
    expect(check).toHaveBeenCalledTimes(2);
  });
});
