import { z } from 'zod';

/**
 * GET /api/election/observer-status/ — turnout at the signed-in observer's polling stations, as
 * the server sees it. The client can compare `voted` with its local counts to show what is still
 * unsent; `server_time` (ISO) lets it tell how fresh the figures are.
 */
export const observerStationStatus = z.object({
  id: z.number().int(),
  code: z.string(),
  total: z.number().int().nonnegative(),
  voted: z.number().int().nonnegative(),
});
export type ObserverStationStatus = z.infer<typeof observerStationStatus>;

export const observerStatus = z.object({
  observer_id: z.number().int(),
  server_time: z.string(),
  qvs: z.array(observerStationStatus),
});
export type ObserverStatus = z.infer<typeof observerStatus>;
