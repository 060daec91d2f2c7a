import { CLOCK_BACK_SLACK_MS } from './lock-settings';

/**
 * Whether the app has gone unused long enough to lock. No record of activity yet is not idle (the
 * caller records one); an activity stamped in the future means the clock was set back, which locks.
 */
export function isIdle(lastActiveAt: number | null, now: number, lockAfterMs: number): boolean {
  if (lastActiveAt === null) return false;
  if (lastActiveAt - now > CLOCK_BACK_SLACK_MS) return true;
  return now - lastActiveAt >= lockAfterMs;
}
