import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key';
import { throttleWaitMs, type LoginRateLimit, type RecentFailures } from './login-throttle';

const MIN = 60_000;
const limits: LoginRateLimit = {
  perPair: { maxFailures: 3, windowMs: 10 * MIN },
  perUsername: { maxFailures: 5, windowMs: 60 * MIN },
  perAddress: { maxFailures: 8, windowMs: 10 * MIN },
};
const NOW = 1_000_000_000;
/** Failure times `minutesAgo` before NOW, newest first as the repository returns them. */
const ago = (...minutesAgo: number[]): Date[] => minutesAgo.map((m) => new Date(NOW - m * MIN));
const none: RecentFailures = { pair: [], username: [], address: [] };

describe('throttleWaitMs', () => {
  it('lets an attempt through below every limit', () => {
    expect(throttleWaitMs(limits, none, NOW)).toBe(0);
    expect(throttleWaitMs(limits, { pair: ago(1, 2), username: ago(1, 2), address: ago(1, 2) }, NOW)).toBe(0);
  });

  it('holds a pair at its limit until its oldest counted failure leaves the window', () => {
    const recent = { pair: ago(1, 2, 4), username: ago(1, 2, 4), address: ago(1, 2, 4) };
    expect(throttleWaitMs(limits, recent, NOW)).toBe(6 * MIN);
  });

  it('holds an address that failed across many usernames', () => {
    const recent = { ...none, address: ago(1, 1, 2, 2, 3, 3, 4, 5) };
    expect(throttleWaitMs(limits, recent, NOW)).toBe(5 * MIN);
  });

  it('under attack, refuses an address that already failed for the name but not one that has not', () => {
    const underAttack = ago(1, 2, 3, 4, 50);
    // The owner's phone: no failure of its own, so it is checked.
    expect(throttleWaitMs(limits, { ...none, username: underAttack }, NOW)).toBe(0);
    // An attacker's address with one failure 3 minutes ago: refused until that failure ages out (7 min),
    // sooner than the attack ends (50 min ago + 60 = 10 min).
    expect(throttleWaitMs(limits, { ...none, pair: ago(3), username: underAttack }, NOW)).toBe(7 * MIN);
    // ...or until the attack ends, if that comes first.
    expect(throttleWaitMs(limits, { ...none, pair: ago(1), username: ago(1, 2, 3, 4, 55) }, NOW)).toBe(5 * MIN);
  });

  it('takes the longest of several limits that hold', () => {
    const recent = { pair: ago(1, 2, 9), username: none.username, address: ago(0, 0, 0, 0, 0, 0, 0, 1) };
    expect(throttleWaitMs(limits, recent, NOW)).toBe(9 * MIN);
  });
});

describe('addressKey', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6 and counts IPv6 per /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:85a3:12:8a2e:370:7334:1')).toBe('2001:db8:85a3:12::/64');
    expect(addressKey('2001:0db8:85a3:0012::1')).toBe('2001:db8:85a3:12::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
