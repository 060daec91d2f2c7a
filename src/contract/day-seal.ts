import { z } from 'zod';
import { CLIENT_ID_PATTERN } from './headers';

/**
 * POST /api/patronage/voting-day/observer-seal/ and …/patronage-seal/ (ours, not in the spec):
 * the end of the day ('Mbyll ditën'). The device names itself by the client id it sends its
 * votes with, and the server answers what it holds of them.
 */
export const daySealBody = z.object({ client_id: z.string().regex(CLIENT_ID_PATTERN) });
export type DaySealBody = z.infer<typeof daySealBody>;

/** One station of the receipt: the observer's own stations, or the stations of the patronager's voters. */
export const daySealStation = z.object({
  qv_id: z.number().int(),
  code: z.string(),
  /**
   * Voters at the station whose vote the server holds because of this member's mark from this
   * device (on this screen): the last change of each such voter is this device's confirm.
   */
  marked_here: z.number().int().nonnegative(),
  /** Voters at the station the server holds as voted, whoever marked them. */
  voted: z.number().int().nonnegative(),
});
export type DaySealStation = z.infer<typeof daySealStation>;

export const daySealReceipt = z.object({
  client_id: z.string(),
  /** ISO instant of the receipt on the server's clock. */
  server_time: z.string(),
  stations: z.array(daySealStation),
});
export type DaySealReceipt = z.infer<typeof daySealReceipt>;
