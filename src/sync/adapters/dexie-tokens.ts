import type { TerrenDb } from '../../db/database';
import type { TokenSource } from '../ports';

/** Tokens from the `session` table, which the page writes on sign-in and the service worker reads. */
export function dexieTokens(db: TerrenDb, now: () => number = () => Date.now()): TokenSource {
  return {
    async signedIn() {
      const rows = await db.session.toArray();
      const tokens = new Map<number, string>();
      for (const row of rows) if (row.token) tokens.set(row.userId, row.token);
      return tokens;
    },
    async reject(userId, token) {
      await db.transaction('rw', db.session, async () => {
        const row = await db.session.get(userId);
        // A newer sign-in (another token) must survive an old request's late 401.
        if (row?.token === token) await db.session.put({ ...row, token: null, authRejectedAt: now() });
      });
    },
  };
}
