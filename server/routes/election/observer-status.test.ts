import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { observerStatus } from '../../../src/contract/election';
import { voters } from '../../db/schema';
import { messages } from '../../http/messages';
import { login, tokenHeader } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';

const STATUS = '/api/election/observer-status/';

describe('observer status', () => {
  const t = useTestApp({ logins: ['vezhgues'] });

  async function status() {
    const response = await t.get(STATUS, t.tokens.vezhgues);
    expect(response.statusCode).toBe(200);
    return observerStatus.parse(response.json());
  }

  async function votedIn(qvId: number): Promise<number | undefined> {
    const [row] = await t.db.select({ n: count() }).from(voters).where(and(eq(voters.qvId, qvId), eq(voters.voted, true)));
    return row?.n;
  }

  it('counts voters and votes per station of the observer', async () => {
    const before = await status();
    expect(before.observer_id).toBe(t.seed.observerId);
    expect(Number.isNaN(Date.parse(before.server_time))).toBe(false);
    expect(before.qvs.map((q) => q.id).sort()).toEqual([...t.seed.observerQvIds].sort());
    for (const qv of before.qvs) {
      const [total] = await t.db.select({ n: count() }).from(voters).where(eq(voters.qvId, qv.id));
      expect(qv.total).toBe(total?.n);
      expect(qv.voted).toBe(await votedIn(qv.id));
    }
    // The demo's election day is under way: the observer's first station has marks already.
    expect(before.qvs.some((q) => q.voted > 0)).toBe(true);

    const station = before.qvs[0];
    if (!station) throw new Error('no station');
    const picked = await t.db.select({ id: voters.id }).from(voters).where(and(eq(voters.qvId, station.id), eq(voters.voted, false))).limit(3);
    for (const v of picked) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/patronage/voting/',
        headers: tokenHeader(t.tokens.vezhgues),
        payload: { observer_id: t.seed.observerId, voter_id: v.id },
      });
      expect(response.statusCode).toBe(200);
    }
    const after = await status();
    const votedBefore = new Map(before.qvs.map((q) => [q.id, q.voted]));
    expect(after.qvs.find((q) => q.id === station.id)?.voted).toBe((votedBefore.get(station.id) ?? 0) + 3);
    expect(after.qvs.filter((q) => q.id !== station.id).every((q) => q.voted === votedBefore.get(q.id))).toBe(true);
    const [voted] = await t.db
      .select({ n: count() })
      .from(voters)
      .where(and(inArray(voters.qvId, t.seed.observerQvIds), eq(voters.voted, true)));
    expect(after.qvs.reduce((sum, q) => sum + q.voted, 0)).toBe(voted?.n);
  });

  it('answers a non-observer with 404 and the module text', async () => {
    const plain = await login(t.app, 'anetar');
    const response = await t.get(STATUS, plain);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Error: messages.noModuleAccess });
    expect((await t.app.inject({ method: 'GET', url: STATUS })).statusCode).toBe(403);
  });
});
