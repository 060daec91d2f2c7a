import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { votingResult } from '../../../src/contract/vote-results';
import { CLIENT_ID_HEADER, myObserverVoters } from '../../../src/contract/voting-day';
import { voters } from '../../db/schema';
import { seedExtraObserver } from '../../seed/seed-accounts';
import { messages } from '../../http/messages';
import { login, tokenHeader } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';
import { voteEventsOf } from '../../test/vote-events';

const LIST = '/api/patronage/my-observer-voters-new/';
const CONFIRM = '/api/patronage/voting/';
const REMOVE = '/api/patronage/voting-delete/';

describe('observer voting day', () => {
  const t = useTestApp({ logins: ['vezhgues', 'anetar'] });

  async function voterState(voterId: number) {
    const [row] = await t.db.select({ voted: voters.voted, votedAt: voters.votedAt }).from(voters).where(eq(voters.id, voterId));
    return row;
  }
  const eventsOf = (voterId: number) => voteEventsOf(t.db, voterId, ['memberId', 'source', 'action', 'changed', 'clientId']);
  /** Voters of the observer's stations nobody has marked yet (the demo's election day has marked some). */
  async function observerVoterIds(): Promise<number[]> {
    const rows = await t.db
      .select({ id: voters.id })
      .from(voters)
      .where(and(inArray(voters.qvId, t.seed.observerQvIds), eq(voters.voted, false)))
      .orderBy(asc(voters.id));
    return rows.map((r) => r.id);
  }
  async function outsideVoterId(): Promise<number> {
    const [row] = await t.db.select({ id: voters.id }).from(voters).where(notInArray(voters.qvId, t.seed.observerQvIds)).limit(1);
    if (!row) throw new Error('the seed has no station outside the observer’s');
    return row.id;
  }
  const post = (url: string, token: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { ...tokenHeader(token), ...headers } });

  it('lists exactly the voters of the observer’s stations, in station then list order', async () => {
    const response = await t.get(LIST, t.tokens.vezhgues);
    expect(response.statusCode).toBe(200);
    const body = myObserverVoters.parse(response.json());
    expect(body.qvs.map((q) => q.id).sort()).toEqual([...t.seed.observerQvIds].sort());
    const [expected] = await t.db.select({ n: count() }).from(voters).where(inArray(voters.qvId, t.seed.observerQvIds));
    expect(body.voters).toHaveLength(expected?.n ?? -1);
    const stationOrder = body.qvs.map((q) => q.id);
    const keys = body.voters.map((v) => [stationOrder.indexOf(v.qv_id), v.list_number] as const);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(keys).toEqual(sorted);
    expect(keys.every(([station]) => station >= 0)).toBe(true);
  });

  it('answers a member without an observer record with 404 and the module text (not 403)', async () => {
    for (const request of [
      { method: 'GET' as const, url: LIST },
      { method: 'POST' as const, url: CONFIRM, payload: { observer_id: t.seed.observerId, voter_id: 1 } },
      { method: 'POST' as const, url: REMOVE, payload: { voter_id: 1 } },
    ]) {
      const response = await t.app.inject({ ...request, headers: tokenHeader(t.tokens.anetar) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: messages.noModuleAccess });
    }
    expect((await t.app.inject({ method: 'GET', url: LIST })).statusCode).toBe(403);
  });

  it('confirm is idempotent and logs changed=true then changed=false with the client id', async () => {
    const [voterId] = await observerVoterIds();
    if (voterId === undefined) throw new Error('no observer voter');
    const headers = { [CLIENT_ID_HEADER]: 'phone-1:tab.A_b' };
    for (let i = 0; i < 2; i++) {
      const response = await post(CONFIRM, t.tokens.vezhgues, { observer_id: t.seed.observerId, voter_id: voterId }, headers);
      expect(response.statusCode).toBe(200);
      expect(votingResult.parse(response.json())).toEqual({ voter_id: voterId, voted: true });
    }
    const state = await voterState(voterId);
    expect(state?.voted).toBe(true);
    expect(state?.votedAt).toBeInstanceOf(Date);
    expect(await eventsOf(voterId)).toEqual([
      { memberId: t.seed.accounts.vezhgues, source: 'observer', action: 'confirm', changed: true, clientId: 'phone-1:tab.A_b' },
      { memberId: t.seed.accounts.vezhgues, source: 'observer', action: 'confirm', changed: false, clientId: 'phone-1:tab.A_b' },
    ]);
  });

  it('remove is idempotent too, and an invalid client id is stored as null', async () => {
    const [, voterId] = await observerVoterIds();
    if (voterId === undefined) throw new Error('no observer voter');
    await post(CONFIRM, t.tokens.vezhgues, { observer_id: t.seed.observerId, voter_id: voterId });
    for (let i = 0; i < 2; i++) {
      const response = await post(REMOVE, t.tokens.vezhgues, { voter_id: voterId }, { [CLIENT_ID_HEADER]: 'not valid!' });
      expect(response.statusCode).toBe(200);
      expect(votingResult.parse(response.json())).toEqual({ voter_id: voterId, voted: false });
    }
    const state = await voterState(voterId);
    expect(state).toEqual({ voted: false, votedAt: null });
    const events = await eventsOf(voterId);
    expect(events.map((e) => [e.action, e.changed, e.clientId])).toEqual([
      ['confirm', true, null],
      ['delete', true, null],
      ['delete', false, null],
    ]);
  });

  it('concurrent repeats of one confirm apply once', async () => {
    const voterId = (await observerVoterIds())[2];
    if (voterId === undefined) throw new Error('no observer voter');
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => post(CONFIRM, t.tokens.vezhgues, { observer_id: t.seed.observerId, voter_id: voterId })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const events = await eventsOf(voterId);
    expect(events).toHaveLength(6);
    expect(events.filter((e) => e.changed)).toHaveLength(1);
  });

  it('refuses a voter outside the observer’s stations: 404, nothing changed, nothing logged', async () => {
    const voterId = await outsideVoterId();
    const confirm = await post(CONFIRM, t.tokens.vezhgues, { observer_id: t.seed.observerId, voter_id: voterId });
    expect(confirm.statusCode).toBe(404);
    expect(confirm.json()).toEqual({ Error: messages.voterNotInStations });
    const remove = await post(REMOVE, t.tokens.vezhgues, { voter_id: 999_999 });
    expect(remove.statusCode).toBe(404);
    expect((await voterState(voterId))?.voted).toBe(false);
    expect(await eventsOf(voterId)).toEqual([]);
  });

  it('a second observer cannot mark vezhgues’s voters', async () => {
    const otherStation = (await t.db.select({ qvId: voters.qvId }).from(voters).where(notInArray(voters.qvId, t.seed.observerQvIds)).limit(1))[0]?.qvId;
    const second = await seedExtraObserver(t.db, { username: 'vezhgues2', password: 'tjeter', qvIds: otherStation === undefined ? [] : [otherStation] });
    const token = await login(t.app, 'vezhgues2', 'tjeter');
    const voterId = (await observerVoterIds())[3];
    if (voterId === undefined) throw new Error('no observer voter');

    const confirm = await post(CONFIRM, token, { observer_id: second.observerId, voter_id: voterId });
    expect(confirm.statusCode).toBe(404);
    expect(confirm.json()).toEqual({ Error: messages.voterNotInStations });
    // Borrowing vezhgues's observer_id does not help either.
    const borrowed = await post(CONFIRM, token, { observer_id: t.seed.observerId, voter_id: voterId });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json()).toEqual({ Error: messages.observerMismatch });

    expect((await voterState(voterId))?.voted).toBe(false);
    expect(await eventsOf(voterId)).toEqual([]);

    // Their own list holds only their station.
    const list = myObserverVoters.parse((await t.get(LIST, token)).json());
    expect(list.qvs.map((q) => q.id)).toEqual(otherStation === undefined ? [] : [otherStation]);
    expect(list.voters.every((v) => v.qv_id === otherStation)).toBe(true);
  });

  it('answers bad bodies with 400 naming the field, never 500', async () => {
    const missing = await post(CONFIRM, t.tokens.vezhgues, { observer_id: t.seed.observerId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ Error: messages.fieldRequired('voter_id') });
    const wrongType = await post(REMOVE, t.tokens.vezhgues, { voter_id: 'dy' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ Error: messages.fieldInvalid('voter_id') });
    const malformed = await t.app.inject({
      method: 'POST',
      url: CONFIRM,
      headers: { ...tokenHeader(t.tokens.vezhgues), 'content-type': 'application/json' },
      payload: '{"voter_id": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ Error: messages.invalidJson });
  });

  it('shows a vote in the list after it is confirmed', async () => {
    const voterId = (await observerVoterIds())[4];
    if (voterId === undefined) throw new Error('no observer voter');
    await post(CONFIRM, t.tokens.vezhgues, { observer_id: t.seed.observerId, voter_id: voterId });
    const list = myObserverVoters.parse((await t.get(LIST, t.tokens.vezhgues)).json());
    expect(list.voters.find((v) => v.voter_id === voterId)?.voted).toBe(true);
    const [confirmed] = await t.db
      .select({ n: count() })
      .from(voters)
      .where(and(inArray(voters.qvId, t.seed.observerQvIds), eq(voters.voted, true)));
    expect(list.voters.filter((v) => v.voted)).toHaveLength(confirmed?.n ?? -1);
  });
});
