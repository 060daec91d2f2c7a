import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  it('blocks after maxFailures within the window and frees the name when the oldest failure expires', () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle({ maxFailures: 3, windowMs: 60_000 }, () => now);
    throttle.recordFailure('admin');
    now += 10_000;
    throttle.recordFailure('admin');
    expect(throttle.retryAfterSeconds('admin')).toBe(0);
    now += 10_000;
    throttle.recordFailure('admin');
    // The first failure (at 1,000,000) leaves the window at 1,060,000; now is 1,020,000.
    expect(throttle.retryAfterSeconds('admin')).toBe(40);
    expect(throttle.retryAfterSeconds('vezhgues')).toBe(0);
    now += 40_000;
    expect(throttle.retryAfterSeconds('admin')).toBe(0);
  });

  it('forgets the failures of a successful login', () => {
    const throttle = new LoginThrottle({ maxFailures: 2, windowMs: 60_000 }, () => 0);
    throttle.recordFailure('anetar');
    throttle.recordSuccess('anetar');
    throttle.recordFailure('anetar');
    expect(throttle.retryAfterSeconds('anetar')).toBe(0);
  });

  it('prunes expired names when it holds too many', () => {
    let now = 0;
    const throttle = new LoginThrottle({ maxFailures: 1, windowMs: 1_000 }, () => now, 2);
    throttle.recordFailure('a');
    throttle.recordFailure('b');
    now = 5_000;
    throttle.recordFailure('c');
    expect(throttle.retryAfterSeconds('a')).toBe(0);
    expect(throttle.retryAfterSeconds('c')).toBe(1);
  });
});
