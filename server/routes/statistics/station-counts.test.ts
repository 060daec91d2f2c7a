import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CLIENT_ID_HEADER, CLIENT_SEQ_HEADER } from '../../../src/contract/headers';
import { members, partyRoles, patronagerVoters, stationCounts, voters } from '../../db/schema';
import { rowsOf } from '../../repositories/raw-rows';
import { tokenHeader } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';

const CONFIRM = '/api/patronage/voting/';
const REMOVE = '/api/patronage/voting-delete/';
const patronageConfirm = (id: number) => `/api/patronage/patronager-voter-confirm-voting/${id}/`;
const patronageCancel = (id: number) => `/api/patronage/patronager-voter-cancel-voting/${id}/`;

type CountRow = Record<string, number | string>;
/** Counts come back as numbers or as strings (bigint), depending on the driver; months stay text. */
const normalised = (rows: Record<string, unknown>[]): CountRow[] =>
  rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'string' && !/^-?\d+$/.test(v) ? v : Number(v)])));

/**
 * The triggers of migration 0014 keep the per-station counts; every test here changes voters or
 * members one way or another and then compares the kept counts with a recount from scratch.
 */
describe('per-station counts', () => {
  const t = useTestApp({ logins: ['vezhgues', 'patronazhist'] });

  async function rows(query: ReturnType<typeof sql>): Promise<CountRow[]> {
    return normalised(rowsOf(await t.db.execute(query)));
  }
  /** The kept counts (rows left at zero by removals dropped) and a recount of voters and members. */
  async function expectExactCounts(): Promise<void> {
    const kept = await rows(sql`select station_id, voters, voted, members, members_voted from station_counts
      where voters <> 0 or voted <> 0 or members <> 0 or members_voted <> 0 order by station_id`);
    const recount = await rows(sql`select v.qv_id as station_id, count(*) as voters, count(*) filter (where v.voted) as voted,
        count(m.id) as members, count(m.id) filter (where v.voted) as members_voted
      from voters v left join members m on m.voter_id = v.id group by v.qv_id order by v.qv_id`);
    expect(kept).toEqual(recount);
    const keptMembers = await rows(sql`select station_id, party_role_id, joined_month, members, voted from station_member_counts
      where members <> 0 or voted <> 0 order by 1, 2, 3`);
    const memberRecount = await rows(sql`select v.qv_id as station_id, coalesce(m.party_role_id, 0) as party_role_id,
        coalesce(to_char(m.membership_date, 'YYYY-MM'), '') as joined_month, count(*) as members, count(*) filter (where v.voted) as voted
      from members m join voters v on v.id = m.voter_id group by 1, 2, 3 order by 1, 2, 3`);
    expect(keptMembers).toEqual(memberRecount);
  }
  async function stationOf(voterId: number): Promise<{ voted: number; membersVoted: number }> {
    const [voter] = await t.db.select({ qvId: voters.qvId }).from(voters).where(eq(voters.id, voterId));
    const [row] = await t.db.select().from(stationCounts).where(eq(stationCounts.stationId, voter?.qvId ?? 0));
    return { voted: row?.voted ?? -1, membersVoted: row?.membersVoted ?? -1 };
  }
  /** An unmarked party member on one of vezhgues's stations. */
  async function unmarkedMemberOnStation(skip = 0): Promise<number> {
    const found = await t.db
      .select({ voterId: voters.id })
      .from(members)
      .innerJoin(voters, eq(voters.id, members.voterId))
      .where(and(inArray(voters.qvId, t.seed.observerQvIds), eq(voters.voted, false)))
      .orderBy(asc(voters.id))
      .offset(skip)
      .limit(1);
    if (!found[0]) throw new Error('no unmarked party member on the observer’s stations');
    return found[0].voterId;
  }
  const observerVote = (url: string, voterId: number, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { ...tokenHeader(t.tokens.vezhgues), ...headers }, payload: { observer_id: t.seed.observerId, voter_id: voterId } });

  it('match a recount after the seed', async () => {
    await expectExactCounts();
  });

  it('count a mark once however often it is repeated, and an un-mark takes it back', async () => {
    const voterId = await unmarkedMemberOnStation();
    const before = await stationOf(voterId);
    for (let i = 0; i < 3; i++) expect((await observerVote(CONFIRM, voterId)).statusCode).toBeLessThan(300);
    expect(await stationOf(voterId)).toEqual({ voted: before.voted + 1, membersVoted: before.membersVoted + 1 });
    await expectExactCounts();
    for (let i = 0; i < 2; i++) expect((await observerVote(REMOVE, voterId)).statusCode).toBeLessThan(300);
    expect(await stationOf(voterId)).toEqual(before);
    await expectExactCounts();
  });

  it('count one mark when two devices send it at once, and ignore a stale un-mark', async () => {
    const voterId = await unmarkedMemberOnStation(1);
    const before = await stationOf(voterId);
    const device = (id: string, seq: number) => ({ [CLIENT_ID_HEADER]: id, [CLIENT_SEQ_HEADER]: String(seq) });
    const answers = await Promise.all([observerVote(CONFIRM, voterId, device('device-a', 5)), observerVote(CONFIRM, voterId, device('device-b', 9))]);
    for (const answer of answers) expect(answer.statusCode).toBeLessThan(300);
    expect(await stationOf(voterId)).toEqual({ voted: before.voted + 1, membersVoted: before.membersVoted + 1 });
    // Older than device-a's mark: changes nothing.
    expect((await observerVote(REMOVE, voterId, device('device-a', 4))).statusCode).toBeLessThan(300);
    expect(await stationOf(voterId)).toEqual({ voted: before.voted + 1, membersVoted: before.membersVoted + 1 });
    await expectExactCounts();
  });

  it('follow the patronager’s marks and cancels', async () => {
    const [row] = await t.db
      .select({ id: patronagerVoters.id, voterId: patronagerVoters.voterId })
      .from(patronagerVoters)
      .innerJoin(voters, eq(voters.id, patronagerVoters.voterId))
      .where(and(eq(patronagerVoters.memberId, t.seed.accounts.patronazhist), eq(voters.voted, false)))
      .limit(1);
    if (!row) throw new Error('no unmarked patronage row');
    const before = await stationOf(row.voterId);
    const send = (url: string) => t.app.inject({ method: 'PUT', url, headers: tokenHeader(t.tokens.patronazhist) });
    expect((await send(patronageConfirm(row.id))).statusCode).toBeLessThan(300);
    expect((await send(patronageConfirm(row.id))).statusCode).toBeLessThan(300);
    expect((await stationOf(row.voterId)).voted).toBe(before.voted + 1);
    await expectExactCounts();
    expect((await send(patronageCancel(row.id))).statusCode).toBeLessThan(300);
    expect(await stationOf(row.voterId)).toEqual(before);
    await expectExactCounts();
  });

  it('follow voters added, moved and removed, alone or many in one statement', async () => {
    const [a, b] = t.seed.observerQvIds;
    if (a === undefined || b === undefined) throw new Error('the seed has fewer than two observer stations');
    const voter = (i: number, qvId: number, voted: boolean) => ({
      nid: `Z${String(i).padStart(9, '0')}`,
      name: 'Test',
      surname: 'Numërimi',
      fatherName: 'Ati',
      dob: '1980-01-01',
      gender: 'M',
      qvId,
      listNumber: 90_000 + i,
      voted,
    });
    const added = await t.db
      .insert(voters)
      .values([voter(1, a, false), voter(2, a, true), voter(3, b, true)])
      .returning({ id: voters.id });
    await expectExactCounts();
    const [first, second, third] = added.map((r) => r.id);
    // A new member placed on a new voter who already voted, then moved to another station.
    const [member] = await t.db.select({ id: members.id }).from(members).where(isNotNull(members.voterId)).limit(1);
    await t.db.update(members).set({ voterId: second }).where(eq(members.id, member?.id ?? 0));
    await expectExactCounts();
    await t.db.update(voters).set({ qvId: b, listNumber: 95_000 }).where(eq(voters.id, second ?? 0));
    await expectExactCounts();
    // Removing a member's voter clears the member's voter entry (ON DELETE SET NULL).
    await t.db.delete(voters).where(inArray(voters.id, [first ?? 0, second ?? 0, third ?? 0]));
    const [unplaced] = await t.db.select({ voterId: members.voterId }).from(members).where(eq(members.id, member?.id ?? 0));
    expect(unplaced?.voterId).toBeNull();
    await expectExactCounts();
  });

  it('follow members changing role, join date or voter, deleted, and a party role deleted', async () => {
    const placed = await t.db.select({ id: members.id, voterId: members.voterId }).from(members).where(isNotNull(members.voterId)).orderBy(asc(members.id)).limit(3);
    const [roleChange, leaving, moving] = placed;
    const roles = await t.db.select({ id: partyRoles.id }).from(partyRoles).orderBy(asc(partyRoles.id));
    await t.db.update(members).set({ partyRoleId: roles[1]?.id ?? null, membershipDate: '2024-02-29' }).where(eq(members.id, roleChange?.id ?? 0));
    await t.db.update(members).set({ partyRoleId: null, membershipDate: null }).where(eq(members.id, moving?.id ?? 0));
    await expectExactCounts();
    // A member loses their voter entry; another takes it.
    await t.db.update(members).set({ voterId: null }).where(eq(members.id, leaving?.id ?? 0));
    await t.db.update(members).set({ voterId: leaving?.voterId ?? null }).where(eq(members.id, moving?.id ?? 0));
    await expectExactCounts();
    // A vote on a member's voter racing the member's role change.
    const voterId = await unmarkedMemberOnStation(2);
    await Promise.all([
      observerVote(CONFIRM, voterId),
      t.db.update(members).set({ partyRoleId: roles[2]?.id ?? null }).where(eq(members.voterId, voterId)),
    ]);
    await expectExactCounts();
    await t.db.delete(partyRoles).where(eq(partyRoles.id, roles[1]?.id ?? 0));
    await expectExactCounts();
  });

  it('empty when the voter list is truncated', async () => {
    await t.db.execute(sql`truncate voters cascade`);
    expect(await rows(sql`select * from station_counts where voters <> 0 or voted <> 0 or members <> 0 or members_voted <> 0`)).toEqual([]);
    expect(await rows(sql`select * from station_member_counts where members <> 0 or voted <> 0`)).toEqual([]);
  });
});
