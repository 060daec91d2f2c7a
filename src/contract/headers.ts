/**
 * HTTP header names shared by client and server. Kept apart from the zod schemas so the service
 * worker can import them without bundling zod.
 */

/** The header carrying the client's id for the vote-event log. */
export const CLIENT_ID_HEADER = 'x-terren-client-id';

/**
 * The outbox row's sequence number: strictly increasing on one device for every new local change.
 * The server applies a change only if it is newer than the newest it applied from that device for
 * that voter, so a slow request cannot land after a later one and undo it.
 */
export const CLIENT_SEQ_HEADER = 'x-terren-seq';
