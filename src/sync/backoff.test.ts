import { describe, expect, it } from 'vitest';
import { backoffDelay, parseRetryAfter, RETRY_AFTER_CAP_MS } from './backoff';

describe('backoffDelay', () => {
  it('doubles from 2 s and caps at 60 s with random = 1', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 50, 5_000].map((attempt) => backoffDelay(attempt, () => 1));
    expect(delays).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000, 60_000]);
  });

  it('scales the ceiling by the random draw (full jitter)', () => {
    expect(backoffDelay(3, () => 0.5)).toBe(4_000);
    expect(backoffDelay(3, () => 0)).toBe(0);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-05-11T08:00:00Z');

  it('reads seconds', () => {
    expect(parseRetryAfter('7', now)).toBe(7_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date relative to now, never negative', () => {
    expect(parseRetryAfter('Sun, 11 May 2025 08:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Sun, 11 May 2025 07:00:00 GMT', now)).toBe(0);
  });

  it('ignores absent or unreadable values and caps absurd ones', () => {
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('86400', now)).toBe(RETRY_AFTER_CAP_MS);
  });
});
