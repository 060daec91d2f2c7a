/**
 * HTTP header names shared by client and server. Kept apart from the zod schemas so the service
 * worker can import them without bundling zod.
 */

/** The header carrying the client's id for the vote-event log. */
export const CLIENT_ID_HEADER = 'x-terren-client-id';

/** What a client id may look like (the device's is a UUID): the header and the day seal's body accept only this. */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_\-:.]{1,100}$/;

/**
 * The outbox row's sequence number: strictly increasing on one device for every new local change.
 * The server applies a change only if it is newer than the newest it applied from that device for
 * that voter, so a slow request cannot land after a later one and undo it.
 */
export const CLIENT_SEQ_HEADER = 'x-terren-seq';

/**
 * The server's change watermark on a list answer and on an outbox write's answer (see
 * server/http/watermark.ts): a download older than a record's last acknowledged change does not
 * overwrite that record.
 */
export const WATERMARK_HEADER = 'x-terren-watermark';

/** The watermark an answer's header holds, null when absent or not a count. */
export function watermarkOf(header: string | null | undefined): number | null {
  if (header === null || header === undefined || !/^\d{1,15}$/.test(header)) return null;
  return Number(header);
}

/** The older of two list watermarks (a list read in pages is as old as its oldest page); null when either is unknown. */
export function olderWatermark(a: number | null, b: number | null): number | null {
  return a === null || b === null ? null : Math.min(a, b);
}

/**
 * The cursor of a voting-day list answer (whole or delta, see server/repositories/list-delta.ts):
 * what the device sends back as `?since=` to receive only what changed after it. Opaque digits.
 */
export const LIST_CURSOR_HEADER = 'x-terren-list-cursor';

/** What a list cursor looks like: a transaction id of PostgreSQL (xid8, below 2^64). */
export const LIST_CURSOR_PATTERN = /^\d{1,20}$/;
