import { asc, eq, inArray, and } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { patronageVotingResult } from '../../../src/contract/vote-results';
import { CLIENT_ID_HEADER, myObserverVoters, myPatronagerVotersElectionDay } from '../../../src/contract/voting-day';
import { patronagerVoters, voters } from '../../db/schema';
import { seedExtraPatronager } from '../../seed/seed-accounts';
import { PATRONAGE_LIST_SIZE } from '../../seed/seed';
import { messages } from '../../http/messages';
import { login, tokenHeader } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';
import { voteEventsOf } from '../../test/vote-events';

const LIST = '/api/patronage/my-patronager-voters-election-day/';
const confirmUrl = (id: number | string) => `/api/patronage/patronager-voter-confirm-voting/${id}/`;
const cancelUrl = (id: number | string) => `/api/patronage/patronager-voter-cancel-voting/${id}/`;

describe('patronage voting day', () => {
  const t = useTestApp({ logins: ['patronazhist', 'anetar'] });
  let ownIds: number[];
  /** The rows whose voter nobody has marked yet (the demo's election day has marked some). */
  let unvotedIds: number[];

  beforeAll(async () => {
    const rows = await t.db
      .select({ id: patronagerVoters.id })
      .from(patronagerVoters)
      .where(eq(patronagerVoters.memberId, t.seed.accounts.patronazhist))
      .orderBy(asc(patronagerVoters.id));
    ownIds = rows.map((r) => r.id);
    const unvoted = await t.db
      .select({ id: patronagerVoters.id })
      .from(patronagerVoters)
      .innerJoin(voters, eq(voters.id, patronagerVoters.voterId))
      .where(and(eq(patronagerVoters.memberId, t.seed.accounts.patronazhist), eq(voters.voted, false)))
      .orderBy(asc(patronagerVoters.id));
    unvotedIds = unvoted.map((r) => r.id);
  });

  async function votedOf(patronagerVoterId: number): Promise<boolean | undefined> {
    const [row] = await t.db
      .select({ voted: voters.voted })
      .from(patronagerVoters)
      .innerJoin(voters, eq(voters.id, patronagerVoters.voterId))
      .where(eq(patronagerVoters.id, patronagerVoterId));
    return row?.voted;
  }
  async function eventsOf(patronagerVoterId: number) {
    const [row] = await t.db.select({ voterId: patronagerVoters.voterId }).from(patronagerVoters).where(eq(patronagerVoters.id, patronagerVoterId));
    return voteEventsOf(t.db, row?.voterId ?? -1, ['memberId', 'source', 'action', 'changed', 'clientId']);
  }
  const put = (url: string, token: string, extra: { payload?: string | object; headers?: Record<string, string> } = {}) =>
    t.app.inject({ method: 'PUT', url, headers: { ...tokenHeader(token), ...extra.headers }, ...(extra.payload === undefined ? {} : { payload: extra.payload }) });

  it('lists the patronager’s own 150 voters with phone and station code', async () => {
    const response = await t.get(LIST, t.tokens.patronazhist);
    expect(response.statusCode).toBe(200);
    const list = myPatronagerVotersElectionDay.parse(response.json());
    expect(list).toHaveLength(PATRONAGE_LIST_SIZE);
    expect(list.map((v) => v.patronager_voter_id).sort((a, b) => a - b)).toEqual(ownIds);
    expect(list.filter((v) => v.phone !== null).length).toBeGreaterThan(PATRONAGE_LIST_SIZE / 2);
    expect(new Set(list.map((v) => v.qv_code)).size).toBeGreaterThan(1);
  });

  it('refuses every call without a valid token with 403', async () => {
    for (const request of [
      { method: 'GET' as const, url: LIST },
      { method: 'PUT' as const, url: confirmUrl(ownIds[0] ?? 1) },
      { method: 'PUT' as const, url: cancelUrl(ownIds[0] ?? 1) },
      { method: 'POST' as const, url: '/api/patronage/voting/', payload: { observer_id: 1, voter_id: 1 } },
      { method: 'POST' as const, url: '/api/patronage/voting-delete/', payload: { voter_id: 1 } },
    ]) {
      for (const headers of [{}, tokenHeader('0'.repeat(64))]) {
        const response = await t.app.inject({ ...request, headers });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ Error: messages.signInAgain });
      }
    }
  });

  it('answers a non-patronager with 404 and the module text', async () => {
    for (const request of [
      { method: 'GET' as const, url: LIST },
      { method: 'PUT' as const, url: confirmUrl(ownIds[0] ?? 1) },
    ]) {
      const response = await t.app.inject({ ...request, headers: tokenHeader(t.tokens.anetar) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: messages.noModuleAccess });
    }
  });

  it('confirm accepts no body, {} and an empty JSON body, and is idempotent', async () => {
    const id = unvotedIds[0];
    if (id === undefined) throw new Error('no patronage voter');
    const attempts = [
      await put(confirmUrl(id), t.tokens.patronazhist, { headers: { [CLIENT_ID_HEADER]: 'pwa-7' } }),
      await put(confirmUrl(id), t.tokens.patronazhist, { payload: {}, headers: { [CLIENT_ID_HEADER]: 'pwa-7' } }),
      await put(confirmUrl(id), t.tokens.patronazhist, { payload: '', headers: { 'content-type': 'application/json', [CLIENT_ID_HEADER]: 'pwa-7' } }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(200);
      expect(patronageVotingResult.parse(response.json())).toEqual({ patronager_voter_id: id, voted: true });
    }
    expect(await votedOf(id)).toBe(true);
    expect(await eventsOf(id)).toEqual([
      { memberId: t.seed.accounts.patronazhist, source: 'patronage', action: 'confirm', changed: true, clientId: 'pwa-7' },
      { memberId: t.seed.accounts.patronazhist, source: 'patronage', action: 'confirm', changed: false, clientId: 'pwa-7' },
      { memberId: t.seed.accounts.patronazhist, source: 'patronage', action: 'confirm', changed: false, clientId: 'pwa-7' },
    ]);
  });

  it('cancel undoes a confirm and repeats harmlessly', async () => {
    const id = unvotedIds[1];
    if (id === undefined) throw new Error('no patronage voter');
    await put(confirmUrl(id), t.tokens.patronazhist);
    for (let i = 0; i < 2; i++) {
      const response = await put(cancelUrl(id), t.tokens.patronazhist);
      expect(response.statusCode).toBe(200);
      expect(patronageVotingResult.parse(response.json())).toEqual({ patronager_voter_id: id, voted: false });
    }
    expect(await votedOf(id)).toBe(false);
    expect((await eventsOf(id)).map((e) => [e.action, e.changed])).toEqual([
      ['confirm', true],
      ['delete', true],
      ['delete', false],
    ]);
  });

  it('a patronager cannot confirm another patronager’s row', async () => {
    const [someVoter] = await t.db.select({ id: voters.id }).from(voters).orderBy(asc(voters.id)).limit(1);
    const other = await seedExtraPatronager(t.db, { username: 'patronazhist2', password: 'tjeter', voterIds: [someVoter?.id ?? 1] });
    const otherToken = await login(t.app, 'patronazhist2', 'tjeter');
    const victim = unvotedIds[2];
    if (victim === undefined) throw new Error('no patronage voter');

    for (const url of [confirmUrl(victim), cancelUrl(victim)]) {
      const response = await put(url, otherToken);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: messages.voterNotInPatronage });
    }
    expect(await votedOf(victim)).toBe(false);
    expect(await eventsOf(victim)).toEqual([]);

    // And the other way round: patronazhist cannot touch the new row.
    const theirs = other.patronagerVoterIds[0] ?? -1;
    expect((await put(confirmUrl(theirs), t.tokens.patronazhist)).statusCode).toBe(404);
    const list = myPatronagerVotersElectionDay.parse((await t.get(LIST, otherToken)).json());
    expect(list.map((v) => v.patronager_voter_id)).toEqual([theirs]);
  });

  it('rejects a malformed id with 400 and an unknown one with 404', async () => {
    const bad = await put(confirmUrl('abc'), t.tokens.patronazhist);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ Error: messages.fieldInvalid('id') });
    const unknown = await put(confirmUrl(987_654), t.tokens.patronazhist);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Error: messages.voterNotInPatronage });
  });

  it('a patronage confirm shows in the observer’s list: one voted flag per voter', async () => {
    const shared = await t.db
      .select({ id: patronagerVoters.id, voterId: patronagerVoters.voterId })
      .from(patronagerVoters)
      .innerJoin(voters, eq(voters.id, patronagerVoters.voterId))
      .where(and(eq(patronagerVoters.memberId, t.seed.accounts.patronazhist), inArray(voters.qvId, t.seed.observerQvIds), eq(voters.voted, false)))
      .limit(1);
    const row = shared[0];
    if (!row) throw new Error('the seed should overlap the patronage list with an observer station');
    expect((await put(confirmUrl(row.id), t.tokens.patronazhist)).statusCode).toBe(200);
    const observer = await login(t.app, 'vezhgues');
    const list = myObserverVoters.parse((await t.get('/api/patronage/my-observer-voters-new/', observer)).json());
    expect(list.voters.find((v) => v.voter_id === row.voterId)?.voted).toBe(true);
  });
});
