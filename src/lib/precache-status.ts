/**
 * The question the page asks the service worker (over a MessageChannel) and its answer: how many
 * of the files the worker precaches are in its cache. The page and the worker both import this,
 * so they agree on the shape.
 */
export const PRECACHE_STATUS_REQUEST = 'PRECACHE_STATUS';

export interface PrecacheStatus {
  /** Entries of the worker's precache manifest. */
  total: number;
  /** Of those, how many its cache holds. */
  cached: number;
}

export function isPrecacheStatus(value: unknown): value is PrecacheStatus {
  if (typeof value !== 'object' || value === null) return false;
  const { total, cached } = value as Record<string, unknown>;
  return typeof total === 'number' && typeof cached === 'number' && Number.isInteger(total) && Number.isInteger(cached) && cached >= 0 && cached <= total;
}
