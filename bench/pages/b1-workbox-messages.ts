import type { DrainOutcome, RawRequest } from './page-api';

/** Page → bench service worker. */
export type WorkboxCommand = { type: 'queue'; requests: RawRequest[] } | { type: 'replay' };

/** Bench service worker → page (over the MessagePort sent with the command). */
export type WorkboxReply =
  | { type: 'queued'; queued: number }
  | { type: 'replayed'; calls: number; statuses: DrainOutcome['statuses']; meanCallMs: number; error: string | null };
