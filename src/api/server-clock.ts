/**
 * How far the device's clock is from the server's, learnt from the Date header of API answers.
 * Marks and changes carry the device's time, so a phone set an hour wrong misdates a whole day's
 * work; the readiness check shows the difference. Kept in localStorage so it is known offline too.
 * The header has whole seconds, which is plenty for a check that warns at minutes.
 */
export const SERVER_CLOCK_KEY = 'serverClock';

export interface ServerClockReading {
  /** Server time minus device time, in ms (positive: the device is behind). */
  offsetMs: number;
  /** Device time of the answer it was read from (epoch ms). */
  at: number;
}

// The bench pages and the service worker load the API code too: no localStorage there.
const storage = (): Storage | null => (typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage);

/** Records the difference from an answer's Date header; an answer without one (or with a bad one) changes nothing. */
export function noteServerDate(headers: Headers, receivedAt = Date.now()): void {
  const header = headers.get('date');
  if (header === null) return;
  const serverAt = Date.parse(header);
  if (!Number.isFinite(serverAt)) return;
  // The header is truncated to the second: half a second is its expected error.
  const reading: ServerClockReading = { offsetMs: serverAt + 500 - receivedAt, at: receivedAt };
  try {
    storage()?.setItem(SERVER_CLOCK_KEY, JSON.stringify(reading));
  } catch {
    // A full or blocked localStorage only loses this reading.
  }
}

/** The last recorded difference, or null when no answer with a Date header has been seen on this device. */
export function readServerClock(): ServerClockReading | null {
  try {
    const raw = storage()?.getItem(SERVER_CLOCK_KEY);
    if (raw === null || raw === undefined) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { offsetMs, at } = value as Record<string, unknown>;
    return typeof offsetMs === 'number' && Number.isFinite(offsetMs) && typeof at === 'number' && Number.isFinite(at) ? { offsetMs, at } : null;
  } catch {
    return null;
  }
}
