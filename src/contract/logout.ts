import { z } from 'zod';

/**
 * POST /api/rest-auth/logout/?format=json — the session token is deleted server-side.
 * POST /api/rest-auth/logout-all/ — every session of the member ends, this one included.
 */
export const logoutResponse = z.object({ detail: z.string() });
export type LogoutResponse = z.infer<typeof logoutResponse>;
