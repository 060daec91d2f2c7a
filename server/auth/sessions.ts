import type { SessionTouch } from '../repositories/auth';

/**
 * How long a session lasts. Election day is the longest use: members sign in from about 6:00, the
 * polls close in the evening and the count runs past midnight. A 12-hour idle limit lets a phone
 * sit unused from the morning rush to the evening count and still be signed in; the 30-hour
 * absolute limit covers a sign-in at dawn through the night's count into the next morning, and
 * still ends every session by the day after. Both are configurable (SESSION_IDLE_HOURS,
 * SESSION_MAX_HOURS in server/config.ts).
 */
export interface SessionLimits {
  /** A session not used for this long has ended. */
  idleMs: number;
  /** A session this old has ended, however busy. */
  maxMs: number;
}

export const HOUR_MS = 3_600_000;

export const defaultSessionLimits: SessionLimits = { idleMs: 12 * HOUR_MS, maxMs: 30 * HOUR_MS };

/** `last_used_at` is only rewritten when it is older than this, so a busy session writes at most once a minute. */
export const LAST_USED_RESOLUTION_MS = 60_000;

/** Milliseconds since the epoch; injected so tests can move time instead of waiting. */
export type Clock = () => number;

export interface SessionTimes {
  createdAt: Date;
  lastUsedAt: Date;
}

/**
 * The instants the token check's statement refreshes the last use by: the same rule as
 * sessionState, as times, so the database writes only when sessionState says 'touch'.
 */
export function touchBounds(limits: SessionLimits, now: number): SessionTouch {
  return {
    at: new Date(now),
    usedAtOrBefore: new Date(now - LAST_USED_RESOLUTION_MS),
    usedAfter: new Date(now - limits.idleMs),
    createdAfter: new Date(now - limits.maxMs),
  };
}

/** 'expired', or whether the session is good and its last-used time is due a refresh ('touch') or not ('fresh'). */
export function sessionState(session: SessionTimes, limits: SessionLimits, now: number): 'expired' | 'touch' | 'fresh' {
  const lastUsed = session.lastUsedAt.getTime();
  if (now - session.createdAt.getTime() >= limits.maxMs || now - lastUsed >= limits.idleMs) return 'expired';
  return now - lastUsed >= LAST_USED_RESOLUTION_MS ? 'touch' : 'fresh';
}
