/** First retry within this (before jitter). */
export const BACKOFF_BASE_MS = 2_000;
/** The original app retried every 60 s: no wait is ever longer than that. */
export const BACKOFF_CAP_MS = 60_000;
/**
 * A server's Retry-After is honoured up to this, so a misconfigured header cannot park a vote
 * for hours.
 */
export const RETRY_AFTER_CAP_MS = 5 * 60_000;

/**
 * Exponential backoff with full jitter: random(0, min(cap, base · 2^(attempt-1))).
 * `attempt` counts failures so far (1 after the first). `random` returns [0, 1]; with 1 the
 * delays are 2 s, 4 s, 8 s, 16 s, 32 s, 60 s, 60 s, …
 */
export function backoffDelay(attempt: number, random: () => number): number {
  const exponent = Math.max(0, attempt - 1);
  // Past 2^5 the cap wins anyway; clamping the exponent avoids Infinity for huge attempt counts.
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.min(exponent, 16));
  return Math.round(ceiling * Math.min(1, Math.max(0, random())));
}

/**
 * Parses a Retry-After header (delay in seconds, or an HTTP date) into ms from `now`.
 * Returns null when absent or unreadable; never negative; capped at RETRY_AFTER_CAP_MS.
 */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (text === '') return null;
  let ms: number;
  if (/^\d+(\.\d+)?$/.test(text)) ms = Number(text) * 1000;
  else {
    const at = Date.parse(text);
    if (Number.isNaN(at)) return null;
    ms = at - now;
  }
  return Math.min(RETRY_AFTER_CAP_MS, Math.max(0, Math.round(ms)));
}
