/**
 * GET /api/live/voting-day/ — Terren's own call: a `text/event-stream` that tells an open field
 * screen when its list changed, so it pulls the delta it already knows (`?since=`) instead of
 * polling. Free of zod: the client's stream reader and the server share these names only.
 */
export const LIVE_VOTING_DAY_PATH = '/api/live/voting-day/';

/**
 * The event sent when a transaction that changed one of the stream's stations (or its list)
 * committed. Its data names the scopes (`{"scopes":["station:12"]}`), or is `{}` when anything may
 * have changed (the server's change poll failed for a while); the device pulls either way.
 */
export const LIVE_CHANGED_EVENT = 'changed';

/** The server sends a `: ping` comment this often; a client that hears nothing for two of these takes the stream for dead. */
export const LIVE_PING_MS = 50_000;

/** At most one `changed` per stream this often: a burst of marks is one pull. */
export const LIVE_COALESCE_MS = 1_000;

/** The `retry:` hint: how long a client waits before it opens the stream again after it ended. */
export const LIVE_RETRY_MS = 15_000;
