/**
 * HTTP header names shared by client and server. Kept apart from the zod schemas so the service
 * worker can import them without bundling zod.
 */

/** The header carrying the client's id for the vote-event log. */
export const CLIENT_ID_HEADER = 'x-terren-client-id';
