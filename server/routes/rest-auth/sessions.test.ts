import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { logoutResponse } from '../../../src/contract/logout';
import { hashToken } from '../../auth/tokens';
import { authTokens, members } from '../../db/schema';
import { messages } from '../../http/messages';
import { login, tokenHeader } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';

const MIN = 60_000;
const HOUR = 60 * MIN;
const ME = '/api/hr/currentuser/';
const PATRONAGE = '/api/patronage/my-patronager-voters-election-day/';

describe('sessions end', () => {
  let now = Date.parse('2026-06-07T05:30:00Z');
  const t = useTestApp({ voters: 50, sessions: { idleMs: 2 * HOUR, maxMs: 5 * HOUR }, now: () => now });

  const lastUsed = async (token: string): Promise<number | undefined> => {
    const rows = await t.db.select({ at: authTokens.lastUsedAt }).from(authTokens).where(eq(authTokens.tokenHash, hashToken(token)));
    return rows[0]?.at.getTime();
  };
  const tokenCount = async (memberId: number): Promise<number> => (await t.db.select().from(authTokens).where(eq(authTokens.memberId, memberId))).length;

  it('after the idle time without use: 401 with the sign-in text, and the token is gone', async () => {
    const token = await login(t.app, 'anetar');
    now += 2 * HOUR - 1;
    expect((await t.get(ME, token)).statusCode).toBe(200);
    now += 2 * HOUR;
    const expired = await t.get(ME, token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ Error: messages.signInAgain });
    expect(await lastUsed(token)).toBeUndefined();
    expect((await t.get(ME, token)).statusCode).toBe(403);
  });

  it('refreshes the last use at most once a minute', async () => {
    const token = await login(t.app, 'vhp');
    const signedInAt = now;
    expect(await lastUsed(token)).toBe(signedInAt);
    now += 30_000;
    expect((await t.get(ME, token)).statusCode).toBe(200);
    expect(await lastUsed(token)).toBe(signedInAt);
    now += 40_000;
    expect((await t.get(ME, token)).statusCode).toBe(200);
    expect(await lastUsed(token)).toBe(now);
  });

  it('reads the member’s roles with the session on every request: a role taken away counts on the next call', async () => {
    const token = await login(t.app, 'patronazhist');
    const member = t.seed.accounts.patronazhist;
    expect((await t.get(PATRONAGE, token)).statusCode).toBe(200);
    await t.db.update(members).set({ isPatronager: false }).where(eq(members.id, member));
    try {
      const refused = await t.get(PATRONAGE, token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ Error: messages.noModuleAccess });
    } finally {
      await t.db.update(members).set({ isPatronager: true }).where(eq(members.id, member));
    }
    expect((await t.get(PATRONAGE, token)).statusCode).toBe(200);
  });

  it('after the absolute maximum, however busy the session', async () => {
    const token = await login(t.app, 'diaspora');
    // Used every 90 minutes: never idle for 2 hours, so only the 5-hour limit can end it.
    for (let i = 0; i < 3; i++) {
      now += 90 * MIN;
      expect((await t.get(ME, token)).statusCode, `after ${(i + 1) * 90} min`).toBe(200);
    }
    now += 30 * MIN - 1;
    expect((await t.get(ME, token)).statusCode).toBe(200);
    now += 1;
    const expired = await t.get(ME, token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ Error: messages.signInAgain });
  });

  it('a new sign-in drops the member’s ended sessions', async () => {
    const member = t.seed.accounts.vezhgues;
    await login(t.app, 'vezhgues');
    await login(t.app, 'vezhgues');
    expect(await tokenCount(member)).toBe(2);
    now += 3 * HOUR;
    const fresh = await login(t.app, 'vezhgues');
    expect(await tokenCount(member)).toBe(1);
    expect((await t.get(ME, fresh)).statusCode).toBe(200);
  });

  it('logout-all ends every session of the member, the calling one too, and no one else’s', async () => {
    const [first, second, someoneElse] = [await login(t.app, 'admin'), await login(t.app, 'admin'), await login(t.app, 'patronazhist')];
    const out = await t.app.inject({ method: 'POST', url: '/api/rest-auth/logout-all/', headers: tokenHeader(first) });
    expect(out.statusCode).toBe(200);
    expect(logoutResponse.parse(out.json()).detail).toMatch(/pajisjet/);
    expect((await t.get(ME, first)).statusCode).toBe(403);
    expect((await t.get(ME, second)).statusCode).toBe(403);
    expect((await t.get(ME, someoneElse)).statusCode).toBe(200);
    expect(await tokenCount(t.seed.accounts.admin)).toBe(0);
  });
});
