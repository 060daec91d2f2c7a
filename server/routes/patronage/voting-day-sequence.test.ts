import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ID_HEADER, CLIENT_SEQ_HEADER } from '../../../src/contract/headers';
import { patronageVotingResult, votingResult } from '../../../src/contract/vote-results';
import { clientEntitySeqs, patronagerVoters, voters } from '../../db/schema';
import { messages } from '../../http/messages';
import { tokenHeader } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';
import { voteEventsOf } from '../../test/vote-events';

const CONFIRM = '/api/patronage/voting/';
const REMOVE = '/api/patronage/voting-delete/';
const confirmUrl = (id: number) => `/api/patronage/patronager-voter-confirm-voting/${id}/`;
const cancelUrl = (id: number) => `/api/patronage/patronager-voter-cancel-voting/${id}/`;

/** Headers of one outbox request: the device and the change's sequence number there. */
const device = (clientId: string | null, seq: string | number | null): Record<string, string> => ({
  ...(clientId === null ? {} : { [CLIENT_ID_HEADER]: clientId }),
  ...(seq === null ? {} : { [CLIENT_SEQ_HEADER]: String(seq) }),
});

describe('per-device sequence of vote changes', () => {
  const t = useTestApp({ logins: ['vezhgues', 'patronazhist'] });
  /** Unmarked voters of vezhgues's stations (the demo's election day marked some), handed out one per test so tests stay independent. */
  let freeObserverVoters: number[];
  /** patronazhist's unmarked rows whose voter is outside every observer station. */
  let freePatronageRows: number[];
  /** patronazhist's unmarked rows whose voter is on one of vezhgues's stations. */
  let sharedRows: { id: number; voterId: number }[];

  beforeAll(async () => {
    const own = await t.db
      .select({ id: patronagerVoters.id, voterId: patronagerVoters.voterId, qvId: voters.qvId })
      .from(patronagerVoters)
      .innerJoin(voters, eq(voters.id, patronagerVoters.voterId))
      .where(and(eq(patronagerVoters.memberId, t.seed.accounts.patronazhist), eq(voters.voted, false)))
      .orderBy(asc(patronagerVoters.id));
    sharedRows = own.filter((r) => t.seed.observerQvIds.includes(r.qvId));
    freePatronageRows = own.filter((r) => !t.seed.observerQvIds.includes(r.qvId)).map((r) => r.id);
    const sharedVoters = new Set(sharedRows.map((r) => r.voterId));
    const rows = await t.db
      .select({ id: voters.id })
      .from(voters)
      .where(and(inArray(voters.qvId, t.seed.observerQvIds), eq(voters.voted, false)))
      .orderBy(asc(voters.id));
    freeObserverVoters = rows.map((r) => r.id).filter((id) => !sharedVoters.has(id));
  });

  function take<T>(list: T[]): T {
    const next = list.shift();
    if (next === undefined) throw new Error('the seed ran out of voters for this test file');
    return next;
  }
  async function votedOf(voterId: number): Promise<boolean | undefined> {
    const [row] = await t.db.select({ voted: voters.voted }).from(voters).where(eq(voters.id, voterId));
    return row?.voted;
  }
  async function voterOfRow(patronagerVoterId: number): Promise<number> {
    const [row] = await t.db.select({ voterId: patronagerVoters.voterId }).from(patronagerVoters).where(eq(patronagerVoters.id, patronagerVoterId));
    if (!row) throw new Error(`no patronage row ${patronagerVoterId}`);
    return row.voterId;
  }
  const eventsOf = (voterId: number) => voteEventsOf(t.db, voterId, ['action', 'changed', 'stale', 'clientId', 'clientSeq']);
  async function storedSeq(clientId: string, voterId: number): Promise<number | undefined> {
    const [row] = await t.db
      .select({ seq: clientEntitySeqs.seq })
      .from(clientEntitySeqs)
      .where(and(eq(clientEntitySeqs.clientId, clientId), eq(clientEntitySeqs.entity, `vote:${voterId}`)));
    return row?.seq;
  }
  const observerConfirm = (voterId: number, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: CONFIRM, payload: { observer_id: t.seed.observerId, voter_id: voterId }, headers: { ...tokenHeader(t.tokens.vezhgues), ...headers } });
  const observerRemove = (voterId: number, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: REMOVE, payload: { voter_id: voterId }, headers: { ...tokenHeader(t.tokens.vezhgues), ...headers } });
  const patronageConfirm = (id: number, headers: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: confirmUrl(id), headers: { ...tokenHeader(t.tokens.patronazhist), ...headers } });
  const patronageCancel = (id: number, headers: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: cancelUrl(id), headers: { ...tokenHeader(t.tokens.patronazhist), ...headers } });

  describe('observer calls', () => {
    it('ignores an older change that lands after a newer one and answers with the current state', async () => {
      const voterId = take(freeObserverVoters);
      const newer = await observerConfirm(voterId, device('phone-a', 2));
      expect(newer.statusCode).toBe(200);
      expect(votingResult.parse(newer.json())).toEqual({ voter_id: voterId, voted: true });

      const older = await observerRemove(voterId, device('phone-a', 1));
      expect(older.statusCode).toBe(200);
      expect(votingResult.parse(older.json())).toEqual({ voter_id: voterId, voted: true });

      expect(await votedOf(voterId)).toBe(true);
      expect(await storedSeq('phone-a', voterId)).toBe(2);
      expect(await eventsOf(voterId)).toEqual([
        { action: 'confirm', changed: true, stale: false, clientId: 'phone-a', clientSeq: 2 },
        { action: 'delete', changed: false, stale: true, clientId: 'phone-a', clientSeq: 1 },
      ]);
    });

    it('treats a repeat of the same seq as stale, whatever it asks for', async () => {
      const voterId = take(freeObserverVoters);
      expect((await observerConfirm(voterId, device('phone-b', 5))).statusCode).toBe(200);
      const again = await observerConfirm(voterId, device('phone-b', 5));
      expect(again.statusCode).toBe(200);
      expect(votingResult.parse(again.json())).toEqual({ voter_id: voterId, voted: true });
      const sameSeqOtherAction = await observerRemove(voterId, device('phone-b', 5));
      expect(sameSeqOtherAction.statusCode).toBe(200);
      expect(votingResult.parse(sameSeqOtherAction.json())).toEqual({ voter_id: voterId, voted: true });

      expect(await votedOf(voterId)).toBe(true);
      expect(await eventsOf(voterId)).toEqual([
        { action: 'confirm', changed: true, stale: false, clientId: 'phone-b', clientSeq: 5 },
        { action: 'confirm', changed: false, stale: true, clientId: 'phone-b', clientSeq: 5 },
        { action: 'delete', changed: false, stale: true, clientId: 'phone-b', clientSeq: 5 },
      ]);
    });

    it('applies a newer change after an older one, and a repeat with a new seq is an ordinary repeat', async () => {
      const voterId = take(freeObserverVoters);
      expect((await observerConfirm(voterId, device('phone-c', 10))).statusCode).toBe(200);
      const removed = await observerRemove(voterId, device('phone-c', 11));
      expect(votingResult.parse(removed.json())).toEqual({ voter_id: voterId, voted: false });
      const repeat = await observerRemove(voterId, device('phone-c', 12));
      expect(votingResult.parse(repeat.json())).toEqual({ voter_id: voterId, voted: false });
      expect(await votedOf(voterId)).toBe(false);
      expect(await storedSeq('phone-c', voterId)).toBe(12);
      expect((await eventsOf(voterId)).map((e) => [e.action, e.changed, e.stale, e.clientSeq])).toEqual([
        ['confirm', true, false, 10],
        ['delete', true, false, 11],
        ['delete', false, false, 12],
      ]);
    });

    it('keeps devices independent: another client id is not compared with this one', async () => {
      const voterId = take(freeObserverVoters);
      expect((await observerConfirm(voterId, device('phone-d', 50))).statusCode).toBe(200);
      const other = await observerRemove(voterId, device('tablet-d', 1));
      expect(other.statusCode).toBe(200);
      expect(votingResult.parse(other.json())).toEqual({ voter_id: voterId, voted: false });
      expect(await votedOf(voterId)).toBe(false);
      expect(await storedSeq('phone-d', voterId)).toBe(50);
      expect(await storedSeq('tablet-d', voterId)).toBe(1);
      expect((await eventsOf(voterId)).map((e) => [e.clientId, e.changed, e.stale])).toEqual([
        ['phone-d', true, false],
        ['tablet-d', true, false],
      ]);
    });

    it('keeps the old behaviour without a seq header, and checks no order without a client id', async () => {
      const voterId = take(freeObserverVoters);
      expect((await observerConfirm(voterId, device('phone-e', 9))).statusCode).toBe(200);
      // An older client sends no seq: applied as before, logged without one, the device's mark untouched.
      const noSeq = await observerRemove(voterId, device('phone-e', null));
      expect(votingResult.parse(noSeq.json())).toEqual({ voter_id: voterId, voted: false });
      // A seq without a (valid) client id cannot be ordered: applied, and the seq is still logged.
      const noClient = await observerConfirm(voterId, device(null, 1));
      expect(votingResult.parse(noClient.json())).toEqual({ voter_id: voterId, voted: true });
      const badClient = await observerRemove(voterId, device('not valid!', 1));
      expect(votingResult.parse(badClient.json())).toEqual({ voter_id: voterId, voted: false });

      expect(await votedOf(voterId)).toBe(false);
      expect(await storedSeq('phone-e', voterId)).toBe(9);
      expect(await eventsOf(voterId)).toEqual([
        { action: 'confirm', changed: true, stale: false, clientId: 'phone-e', clientSeq: 9 },
        { action: 'delete', changed: true, stale: false, clientId: 'phone-e', clientSeq: null },
        { action: 'confirm', changed: true, stale: false, clientId: null, clientSeq: 1 },
        { action: 'delete', changed: true, stale: false, clientId: null, clientSeq: 1 },
      ]);
    });

    it('answers a malformed seq header with 400 and the Error text, changing and logging nothing', async () => {
      const voterId = take(freeObserverVoters);
      const bad = ['abc', '0', '-1', '1.5', '99999999999999999999', '9007199254740992', '', '01', '+1', '1e3', '0x10', ' 1', '1, 2'];
      for (const seq of bad) {
        for (const response of [await observerConfirm(voterId, device('phone-f', seq)), await observerRemove(voterId, device('phone-f', seq))]) {
          expect(response.statusCode, `seq ${JSON.stringify(seq)}`).toBe(400);
          expect(response.json()).toEqual({ Error: messages.clientSeqInvalid });
        }
      }
      expect(await votedOf(voterId)).toBe(false);
      expect(await eventsOf(voterId)).toEqual([]);
      expect(await storedSeq('phone-f', voterId)).toBeUndefined();

      const largest = await observerConfirm(voterId, device('phone-f', '9007199254740991'));
      expect(largest.statusCode).toBe(200);
      expect(await storedSeq('phone-f', voterId)).toBe(Number.MAX_SAFE_INTEGER);
    });

    it('checks the voter’s scope before anything else: 404 and nothing stored for a voter outside the stations', async () => {
      const [outside] = await t.db.select({ id: voters.id }).from(voters).where(notInArray(voters.qvId, t.seed.observerQvIds)).limit(1);
      if (!outside) throw new Error('the seed has no station outside the observer’s');
      const response = await observerConfirm(outside.id, device('phone-g', 1));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: messages.voterNotInStations });
      expect(await storedSeq('phone-g', outside.id)).toBeUndefined();
      expect(await eventsOf(outside.id)).toEqual([]);
    });
  });

  describe('patronage calls', () => {
    it('ignores an older change that lands after a newer one and answers with the current state', async () => {
      const id = take(freePatronageRows);
      const voterId = await voterOfRow(id);
      const newer = await patronageConfirm(id, device('phone-p', 20));
      expect(newer.statusCode).toBe(200);
      expect(patronageVotingResult.parse(newer.json())).toEqual({ patronager_voter_id: id, voted: true });

      const older = await patronageCancel(id, device('phone-p', 19));
      expect(older.statusCode).toBe(200);
      expect(patronageVotingResult.parse(older.json())).toEqual({ patronager_voter_id: id, voted: true });
      expect(await votedOf(voterId)).toBe(true);
      expect(await eventsOf(voterId)).toEqual([
        { action: 'confirm', changed: true, stale: false, clientId: 'phone-p', clientSeq: 20 },
        { action: 'delete', changed: false, stale: true, clientId: 'phone-p', clientSeq: 19 },
      ]);
    });

    it('treats the same seq twice as stale', async () => {
      const id = take(freePatronageRows);
      const voterId = await voterOfRow(id);
      expect((await patronageConfirm(id, device('phone-q', 3))).statusCode).toBe(200);
      expect((await patronageCancel(id, device('phone-q', 4))).statusCode).toBe(200);
      const retry = await patronageCancel(id, device('phone-q', 4));
      expect(retry.statusCode).toBe(200);
      expect(patronageVotingResult.parse(retry.json())).toEqual({ patronager_voter_id: id, voted: false });
      expect((await eventsOf(voterId)).map((e) => [e.action, e.changed, e.stale, e.clientSeq])).toEqual([
        ['confirm', true, false, 3],
        ['delete', true, false, 4],
        ['delete', false, true, 4],
      ]);
    });

    it('answers a malformed seq header with 400, and another member’s row still with 404', async () => {
      const id = take(freePatronageRows);
      for (const seq of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
        const response = await patronageConfirm(id, device('phone-r', seq));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ Error: messages.clientSeqInvalid });
      }
      expect(await votedOf(await voterOfRow(id))).toBe(false);

      const [foreign] = await t.db
        .select({ id: patronagerVoters.id })
        .from(patronagerVoters)
        .where(notInArray(patronagerVoters.memberId, [t.seed.accounts.patronazhist]))
        .limit(1);
      if (foreign) {
        const response = await patronageConfirm(foreign.id, device('phone-r', 1));
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ Error: messages.voterNotInPatronage });
      }
      const unknown = await patronageConfirm(987_654, device('phone-r', 2));
      expect(unknown.statusCode).toBe(404);
      expect(await t.db.select().from(clientEntitySeqs).where(eq(clientEntitySeqs.clientId, 'phone-r'))).toEqual([]);
    });

    it('shares one sequence per voter with the observer call: both change the same voted flag', async () => {
      const row = take(sharedRows);
      // One device, used by the observer and then by the patronager (device-wide counter).
      expect((await observerConfirm(row.voterId, device('shared-phone', 30))).statusCode).toBe(200);
      const older = await patronageCancel(row.id, device('shared-phone', 29));
      expect(patronageVotingResult.parse(older.json())).toEqual({ patronager_voter_id: row.id, voted: true });
      const newer = await patronageCancel(row.id, device('shared-phone', 31));
      expect(patronageVotingResult.parse(newer.json())).toEqual({ patronager_voter_id: row.id, voted: false });
      expect(await votedOf(row.voterId)).toBe(false);
      expect(await storedSeq('shared-phone', row.voterId)).toBe(31);
    });
  });

  describe('concurrent changes from one device', () => {
    it('end with the newer change’s state whichever lands first', async () => {
      for (let round = 0; round < 4; round++) {
        const voterId = take(freeObserverVoters);
        const clientId = `race-${round}`;
        const three = () => observerConfirm(voterId, device(clientId, 3));
        const four = () => observerRemove(voterId, device(clientId, 4));
        const fourFirst = round % 2 === 1;
        const responses = await Promise.all(fourFirst ? [four(), three()] : [three(), four()]);
        expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
        expect(votingResult.parse(responses[fourFirst ? 0 : 1]?.json())).toEqual({ voter_id: voterId, voted: false });
        expect(await votedOf(voterId)).toBe(false);
        expect(await storedSeq(clientId, voterId)).toBe(4);
        const events = await eventsOf(voterId);
        expect(events.filter((e) => e.clientSeq === 4).map((e) => [e.action, e.stale])).toEqual([['delete', false]]);
      }
      for (let round = 0; round < 4; round++) {
        const id = take(freePatronageRows);
        const voterId = await voterOfRow(id);
        const clientId = `race-p-${round}`;
        const three = () => patronageCancel(id, device(clientId, 3));
        const four = () => patronageConfirm(id, device(clientId, 4));
        const fourFirst = round % 2 === 1;
        const responses = await Promise.all(fourFirst ? [four(), three()] : [three(), four()]);
        expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
        expect(patronageVotingResult.parse(responses[fourFirst ? 0 : 1]?.json())).toEqual({ patronager_voter_id: id, voted: true });
        expect(await votedOf(voterId)).toBe(true);
        expect(await storedSeq(clientId, voterId)).toBe(4);
      }
    });
  });
});
