import type { Db } from '../db/client';
import { clearPairFailures, purgeLoginFailures, recentLoginFailures, recordLoginFailure } from '../repositories/login-throttle';
import type { Clock } from './sessions';

/** At `maxFailures` failures within `windowMs` the limit is reached; each failure counts until it is `windowMs` old. */
export interface FailureLimit {
  maxFailures: number;
  windowMs: number;
}

/**
 * Sign-in limits. Only failures count (a wrong password or an unknown username, and a wrong
 * current password on a password change): successful sign-ins never do, so a carrier's shared
 * address can sign a whole town in. While a limit holds, the attempt is answered 429 without the
 * password being checked — otherwise every refused guess would still tell right from wrong.
 *
 * - `perPair`: one username from one address. The usual brake on guessing, and it only ever stops
 *   the address that did the guessing: a hostile person elsewhere cannot lock the owner out.
 * - `perUsername`: one username from every address. Past it the name is "under attack": every
 *   address that has already failed for it within `perPair.windowMs` is refused, so a crowd of
 *   addresses gets one guess each per window instead of `perPair.maxFailures`. An address without
 *   such a failure — the owner's phone — is still checked, and the right password still signs in.
 * - `perAddress`: one address across usernames (trying one password on many names). Generous,
 *   because a mobile carrier puts many honest members behind one address.
 */
export interface LoginRateLimit {
  perPair: FailureLimit;
  perUsername: FailureLimit;
  perAddress: FailureLimit;
}

export const defaultLoginRateLimit: LoginRateLimit = {
  perPair: { maxFailures: 5, windowMs: 15 * 60_000 },
  perUsername: { maxFailures: 20, windowMs: 60 * 60_000 },
  perAddress: { maxFailures: 100, windowMs: 15 * 60_000 },
};

/** Newest-first failure times within each limit's window, at most that limit's `maxFailures` of each. */
export interface RecentFailures {
  pair: readonly Date[];
  username: readonly Date[];
  address: readonly Date[];
}

/** When a limit of `limit.maxFailures` stops holding (epoch ms), or 0 when it does not hold now. */
function limitEnds(newestFirst: readonly Date[], limit: FailureLimit): number {
  const oldestCounted = newestFirst[limit.maxFailures - 1];
  return oldestCounted === undefined ? 0 : oldestCounted.getTime() + limit.windowMs;
}

/** Milliseconds until an attempt for this username from this address may be checked (0: now). Pure, for tests. */
export function throttleWaitMs(limits: LoginRateLimit, recent: RecentFailures, now: number): number {
  const ends = [limitEnds(recent.pair, limits.perPair), limitEnds(recent.address, limits.perAddress)];
  const attackEnds = limitEnds(recent.username, limits.perUsername);
  const newestPairFailure = recent.pair[0];
  if (attackEnds > now && newestPairFailure !== undefined) {
    // Refused until the name is no longer under attack or this address's last failure has aged out.
    ends.push(Math.min(attackEnds, newestPairFailure.getTime() + limits.perPair.windowMs));
  }
  return Math.max(0, ...ends.map((end) => end - now));
}

const PURGE_EVERY_MS = 60_000;

/**
 * The sign-in throttle over the `login_failures` table, so several server instances on one
 * database share the counts. `username` is the folded name; `address` an `addressKey`.
 */
export class LoginThrottle {
  #lastPurge = 0;

  constructor(
    private readonly db: Db,
    private readonly limits: LoginRateLimit,
    private readonly now: Clock = Date.now,
  ) {}

  /** Whole seconds until the next attempt is allowed, or 0 when it may be checked now. */
  async retryAfterSeconds(username: string, address: string): Promise<number> {
    const now = this.now();
    const { perPair, perUsername, perAddress } = this.limits;
    const recent = await recentLoginFailures(this.db, now, {
      pair: { username, address, limit: perPair.maxFailures, windowMs: perPair.windowMs },
      username: { username, limit: perUsername.maxFailures, windowMs: perUsername.windowMs },
      address: { address, limit: perAddress.maxFailures, windowMs: perAddress.windowMs },
    });
    const wait = throttleWaitMs(this.limits, recent, now);
    return wait === 0 ? 0 : Math.max(1, Math.ceil(wait / 1000));
  }

  async recordFailure(username: string, address: string): Promise<void> {
    const now = this.now();
    await recordLoginFailure(this.db, username, address, new Date(now));
    // Old rows are dropped at most once a minute per instance, not on every failure.
    if (now - this.#lastPurge >= PURGE_EVERY_MS) {
      this.#lastPurge = now;
      const longest = Math.max(this.limits.perPair.windowMs, this.limits.perUsername.windowMs, this.limits.perAddress.windowMs);
      await purgeLoginFailures(this.db, new Date(now - longest));
    }
  }

  /**
   * The right password from here: this address's failures for the name were the owner's own typos,
   * so they stop counting (for the pair and toward the name's and the address's totals alike).
   */
  async recordSuccess(username: string, address: string): Promise<void> {
    await clearPairFailures(this.db, username, address);
  }
}
