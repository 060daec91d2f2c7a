import { and, asc, eq, notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { daySealReceipt, type DaySealReceipt } from '../../../src/contract/day-seal';
import { CLIENT_ID_HEADER } from '../../../src/contract/voting-day';
import { patronagerVoters, voters } from '../../db/schema';
import { messages } from '../../http/messages';
import { seedExtraObserver, seedExtraPatronager } from '../../seed/seed-accounts';
import { login, tokenHeader } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';

const OBSERVER_SEAL = '/api/patronage/voting-day/observer-seal/';
const PATRONAGE_SEAL = '/api/patronage/voting-day/patronage-seal/';
const CONFIRM = '/api/patronage/voting/';
const REMOVE = '/api/patronage/voting-delete/';
const patronageConfirm = (id: number) => `/api/patronage/patronager-voter-confirm-voting/${id}/`;

describe('day seal receipt', () => {
  const t = useTestApp({ logins: ['vezhgues', 'patronazhist', 'anetar'] });

  const inject = (method: 'POST' | 'PUT', url: string, token: string, payload: object, clientId?: string) =>
    t.app.inject({ method, url, payload, headers: { ...tokenHeader(token), ...(clientId === undefined ? {} : { [CLIENT_ID_HEADER]: clientId }) } });
  async function seal(url: string, token: string, clientId: string): Promise<DaySealReceipt> {
    const response = await inject('POST', url, token, { client_id: clientId });
    expect(response.statusCode, response.body).toBe(200);
    return daySealReceipt.parse(response.json());
  }
  const stationOf = (receipt: DaySealReceipt, qvId: number) => {
    const station = receipt.stations.find((s) => s.qv_id === qvId);
    if (!station) throw new Error(`station ${qvId} is not in the receipt`);
    return station;
  };
  async function unvotedAt(qvId: number, n: number): Promise<number[]> {
    const rows = await t.db
      .select({ id: voters.id })
      .from(voters)
      .where(and(eq(voters.qvId, qvId), eq(voters.voted, false)))
      .orderBy(asc(voters.id))
      .limit(n);
    if (rows.length < n) throw new Error(`station ${qvId} has only ${rows.length} voters not voted`);
    return rows.map((r) => r.id);
  }

  it('counts per station the marks of each device that stand, beside the station’s total as the server holds it', async () => {
    const qvId = t.seed.observerQvIds[0] ?? -1;
    const before = stationOf(await seal(OBSERVER_SEAL, t.tokens.vezhgues, 'phone-A'), qvId);
    expect(before.marked_here).toBe(0);
    const [v1, v2, v3, v4] = await unvotedAt(qvId, 4);
    if (v1 === undefined || v2 === undefined || v3 === undefined || v4 === undefined) throw new Error('no voters');
    const confirm = (voterId: number, clientId: string) =>
      inject('POST', CONFIRM, t.tokens.vezhgues, { observer_id: t.seed.observerId, voter_id: voterId }, clientId);
    // A marks v1 and v2, B marks v3; B's repeat of v2 and A's of v3 change nothing, so each mark stays its first device's.
    for (const [voterId, clientId] of [[v1, 'phone-A'], [v2, 'phone-A'], [v3, 'phone-B'], [v2, 'phone-B'], [v3, 'phone-A']] as const) {
      expect((await confirm(voterId, clientId)).statusCode).toBe(200);
    }
    // B takes v1's vote back: it no longer stands for anyone. v4, marked by A, taken back and marked again by B, is B's.
    expect((await inject('POST', REMOVE, t.tokens.vezhgues, { voter_id: v1 }, 'phone-B')).statusCode).toBe(200);
    expect((await confirm(v4, 'phone-A')).statusCode).toBe(200);
    expect((await inject('POST', REMOVE, t.tokens.vezhgues, { voter_id: v4 }, 'phone-B')).statusCode).toBe(200);
    expect((await confirm(v4, 'phone-B')).statusCode).toBe(200);

    const a = await seal(OBSERVER_SEAL, t.tokens.vezhgues, 'phone-A');
    const b = await seal(OBSERVER_SEAL, t.tokens.vezhgues, 'phone-B');
    expect(a.client_id).toBe('phone-A');
    expect(Number.isNaN(Date.parse(a.server_time))).toBe(false);
    expect(a.stations.map((s) => s.qv_id).sort()).toEqual([...t.seed.observerQvIds].sort());
    expect(stationOf(a, qvId)).toEqual({ ...before, marked_here: 1, voted: before.voted + 3 });
    expect(stationOf(b, qvId)).toEqual({ ...before, marked_here: 2, voted: before.voted + 3 });
    // A device that never marked holds none of them.
    expect(stationOf(await seal(OBSERVER_SEAL, t.tokens.vezhgues, 'phone-C'), qvId).marked_here).toBe(0);
  });

  it('gives another observer only their own stations, and none of the first observer’s marks from the same device id', async () => {
    const qvId = t.seed.observerQvIds[0] ?? -1;
    const [outside] = await t.db.select({ id: voters.qvId }).from(voters).where(notInArray(voters.qvId, t.seed.observerQvIds)).limit(1);
    const other = await seedExtraObserver(t.db, { username: 'vezhgues-vula', password: 'vula', qvIds: [qvId, outside?.id ?? -1] });
    const otherToken = await login(t.app, 'vezhgues-vula', 'vula');
    const [voterId] = await unvotedAt(qvId, 1);
    await inject('POST', CONFIRM, t.tokens.vezhgues, { observer_id: t.seed.observerId, voter_id: voterId ?? -1 }, 'shared-id');
    const theirs = await seal(OBSERVER_SEAL, otherToken, 'shared-id');
    expect(theirs.stations.map((s) => s.qv_id).sort()).toEqual([qvId, outside?.id ?? -1].sort());
    expect(theirs.stations.every((s) => s.marked_here === 0)).toBe(true);
    expect(stationOf(await seal(OBSERVER_SEAL, t.tokens.vezhgues, 'shared-id'), qvId).marked_here).toBe(1);
    expect(other.observerId).not.toBe(t.seed.observerId);
  });

  it('gives the patronager the stations of their voters and their own marks from the device', async () => {
    const own = await t.db
      .select({ id: patronagerVoters.id, qvId: voters.qvId })
      .from(patronagerVoters)
      .innerJoin(voters, eq(voters.id, patronagerVoters.voterId))
      .where(and(eq(patronagerVoters.memberId, t.seed.accounts.patronazhist), eq(voters.voted, false)))
      .orderBy(asc(patronagerVoters.id));
    const allStations = await t.db
      .selectDistinct({ qvId: voters.qvId })
      .from(patronagerVoters)
      .innerJoin(voters, eq(voters.id, patronagerVoters.voterId))
      .where(eq(patronagerVoters.memberId, t.seed.accounts.patronazhist));
    const [first, second] = own;
    if (!first || !second) throw new Error('the patronager has fewer than two voters not voted');
    const before = await seal(PATRONAGE_SEAL, t.tokens.patronazhist, 'door-1');
    expect(before.stations.map((s) => s.qv_id).sort()).toEqual(allStations.map((s) => s.qvId).sort());
    for (const row of [first, second]) expect((await inject('PUT', patronageConfirm(row.id), t.tokens.patronazhist, {}, 'door-1')).statusCode).toBe(200);
    const after = await seal(PATRONAGE_SEAL, t.tokens.patronazhist, 'door-1');
    const total = (r: DaySealReceipt) => r.stations.reduce((sum, s) => sum + s.marked_here, 0);
    expect(total(after) - total(before)).toBe(2);
    expect(stationOf(after, first.qvId).voted).toBeGreaterThan(stationOf(before, first.qvId).voted);

    // Another patronager caring for one of the same voters sees only their own station, with no mark of theirs.
    await seedExtraPatronager(t.db, { username: 'patronazhist-drita', password: 'drita', voterIds: [(await voterOf(first.id)) ?? -1] });
    const theirs = await seal(PATRONAGE_SEAL, await login(t.app, 'patronazhist-drita', 'drita'), 'door-1');
    expect(theirs.stations).toEqual([{ ...stationOf(after, first.qvId), marked_here: 0 }]);
  });

  async function voterOf(patronagerVoterId: number): Promise<number | undefined> {
    const [row] = await t.db.select({ voterId: patronagerVoters.voterId }).from(patronagerVoters).where(eq(patronagerVoters.id, patronagerVoterId));
    return row?.voterId;
  }

  it.each([
    ['an empty client id', { client_id: '' }, messages.fieldInvalid('client_id')],
    ['a client id with a space', { client_id: 'phone A' }, messages.fieldInvalid('client_id')],
    ['a client id of 101 characters', { client_id: 'a'.repeat(101) }, messages.fieldInvalid('client_id')],
    ['a numeric client id', { client_id: 12 }, messages.fieldInvalid('client_id')],
    ['no client id', {}, messages.fieldRequired('client_id')],
  ])('refuses %s with 400 and a clear text', async (_label, payload, text) => {
    for (const [url, token] of [[OBSERVER_SEAL, t.tokens.vezhgues], [PATRONAGE_SEAL, t.tokens.patronazhist]] as const) {
      const response = await inject('POST', url, token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: text });
    }
  });

  it('answers a member without the role with 404 and the module text (not 403)', async () => {
    for (const [url, token] of [
      [OBSERVER_SEAL, t.tokens.anetar],
      [PATRONAGE_SEAL, t.tokens.anetar],
      [OBSERVER_SEAL, t.tokens.patronazhist],
      [PATRONAGE_SEAL, t.tokens.vezhgues],
    ] as const) {
      const response = await inject('POST', url, token, { client_id: 'phone-A' });
      expect(response.statusCode, `${url}`).toBe(404);
      expect(response.json()).toEqual({ Error: messages.noModuleAccess });
    }
    expect((await t.app.inject({ method: 'POST', url: OBSERVER_SEAL, payload: { client_id: 'phone-A' } })).statusCode).toBe(403);
  });
});
