import { and, asc, count, eq, gte, isNotNull, lt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  memberAddedReport,
  memberPartyRoleReport,
  mobilityReport,
  monthTaskStatusReport,
  voterMemberReport,
  voterMemberTotals,
  yearlyTaskReport,
} from '../../../src/contract/statistics';
import { members, memberTasks, municipalities, pollingStations, regions, units, voters } from '../../db/schema';
import { messages } from '../../http/messages';
import { PARTY_MEMBERS, PARTY_ROLES } from '../../seed/seed-member-area';
import { TEST_SEED_NOW } from '../../test/seed-now';
import { tokenHeader } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';

const S = '/api/statistics';
const REPORTS = [
  `${S}/monthtaskstatusreport/`,
  `${S}/memberaddedreport/`,
  `${S}/votermemberreport/`,
  `${S}/voter-member-report/`,
  `${S}/party-members-mobility/`,
  `${S}/yearly-task-report/`,
  '/api/hr/memberpartyrole/',
];

describe('statistics', () => {
  // admin holds 'Statistika'; anetar does not.
  const t = useTestApp({ logins: ['admin', 'anetar', 'vezhgues'], now: () => TEST_SEED_NOW.getTime() });
  const stats = async (url: string) => {
    const response = await t.get(url, t.tokens.admin);
    expect(response.statusCode, `${url} ${response.body}`).toBe(200);
    return response.json<unknown>();
  };

  /** Party members placed on the voter list, with their area, read straight from the tables. */
  async function placedMembers() {
    return t.db
      .select({ id: members.id, roleId: members.partyRoleId, date: members.membershipDate, voted: voters.voted, unitId: units.id, municipalityId: municipalities.id, regionId: municipalities.regionId })
      .from(members)
      .innerJoin(voters, eq(voters.id, members.voterId))
      .innerJoin(pollingStations, eq(pollingStations.id, voters.qvId))
      .innerJoin(units, eq(units.id, pollingStations.unitId))
      .innerJoin(municipalities, eq(municipalities.id, units.municipalityId));
  }
  async function votersByRegion() {
    return t.db
      .select({ regionId: municipalities.regionId, municipalityId: municipalities.id, unitId: units.id, n: count() })
      .from(voters)
      .innerJoin(pollingStations, eq(pollingStations.id, voters.qvId))
      .innerJoin(units, eq(units.id, pollingStations.unitId))
      .innerJoin(municipalities, eq(municipalities.id, units.municipalityId))
      .groupBy(municipalities.regionId, municipalities.id, units.id);
  }

  it('answer 404 with the module text to a member without the statistics permission', async () => {
    for (const url of REPORTS) {
      const response = await t.get(url, t.tokens.anetar);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ Error: messages.noModuleAccess });
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(403);
    }
  });

  it('voter-member-report and votermemberreport count voters and placed party members per area, at every level', async () => {
    const placed = await placedMembers();
    expect(placed).toHaveLength(PARTY_MEMBERS);
    const voterCounts = await votersByRegion();
    const allRegions = await t.db.select({ id: regions.id }).from(regions).orderBy(asc(regions.id));
    const perRegion = voterMemberReport.parse(await stats(`${S}/voter-member-report/`));
    expect(perRegion.map((r) => r.id)).toEqual(allRegions.map((r) => r.id));
    for (const row of perRegion) {
      expect(row.voters).toBe(voterCounts.filter((v) => v.regionId === row.id).reduce((n, v) => n + v.n, 0));
      expect(row.party_members).toBe(placed.filter((m) => m.regionId === row.id).length);
    }
    const totalVoters = voterCounts.reduce((n, v) => n + v.n, 0);
    expect(voterMemberTotals.parse(await stats(`${S}/votermemberreport/`))).toEqual({
      voters: totalVoters,
      party_members: PARTY_MEMBERS,
      percentage: Math.round((PARTY_MEMBERS / totalVoters) * 10_000) / 100,
    });

    const busiest = placed[0];
    if (!busiest) throw new Error('no placed member');
    const perMunicipality = voterMemberReport.parse(await stats(`${S}/voter-member-report/?region_id=${busiest.regionId}`));
    for (const row of perMunicipality) expect(row.party_members).toBe(placed.filter((m) => m.municipalityId === row.id).length);
    const perUnit = voterMemberReport.parse(await stats(`${S}/voter-member-report/?municipality_id=${busiest.municipalityId}`));
    for (const row of perUnit) {
      expect(row.party_members).toBe(placed.filter((m) => m.unitId === row.id).length);
      expect(row.voters).toBe(voterCounts.find((v) => v.unitId === row.id)?.n ?? 0);
    }
    const inMunicipality = voterMemberTotals.parse(await stats(`${S}/votermemberreport/?municipality_id=${busiest.municipalityId}`));
    expect(inMunicipality.party_members).toBe(placed.filter((m) => m.municipalityId === busiest.municipalityId).length);
    // A municipality outside the region given: nothing matches both.
    const otherRegion = allRegions.find((r) => r.id !== busiest.regionId)?.id ?? 0;
    expect(voterMemberTotals.parse(await stats(`${S}/votermemberreport/?region_id=${otherRegion}&municipality_id=${busiest.municipalityId}`))).toEqual({ voters: 0, party_members: 0, percentage: 0 });
  });

  it('party-members-mobility follows the votes as observers mark them', async () => {
    const before = mobilityReport.parse(await stats(`${S}/party-members-mobility/`));
    const placed = await placedMembers();
    for (const row of before) {
      const here = placed.filter((m) => m.regionId === row.id);
      expect(row).toMatchObject({ party_members: here.length, voted: here.filter((m) => m.voted).length });
    }
    // A party member on the observer's stations votes: the figure moves.
    const [onStation] = await t.db
      .select({ voterId: voters.id, regionId: municipalities.regionId })
      .from(members)
      .innerJoin(voters, eq(voters.id, members.voterId))
      .innerJoin(pollingStations, eq(pollingStations.id, voters.qvId))
      .innerJoin(units, eq(units.id, pollingStations.unitId))
      .innerJoin(municipalities, eq(municipalities.id, units.municipalityId))
      .where(and(eq(voters.qvId, t.seed.observerQvIds[0] ?? 0), eq(voters.voted, false)))
      .limit(1);
    if (!onStation) throw new Error('no unvoted party member on the observer’s station');
    const vote = await t.app.inject({
      method: 'POST',
      url: '/api/patronage/voting/',
      headers: tokenHeader(t.tokens.vezhgues),
      payload: { observer_id: t.seed.observerId, voter_id: onStation.voterId },
    });
    expect(vote.statusCode).toBeLessThan(300);
    const after = mobilityReport.parse(await stats(`${S}/party-members-mobility/`));
    const was = before.find((r) => r.id === onStation.regionId)?.voted ?? -1;
    const now = after.find((r) => r.id === onStation.regionId);
    expect(now?.voted).toBe(was + 1);
    expect(now?.percentage).toBe(Math.round(((now?.voted ?? 0) / (now?.party_members ?? 1)) * 10_000) / 100);
    const municipalities_ = mobilityReport.parse(await stats(`${S}/party-members-mobility/?region=${onStation.regionId}`));
    expect(municipalities_.reduce((n, r) => n + r.voted, 0)).toBe(now?.voted);
  });

  it('memberpartyrole counts placed members per role, every role listed, filtered by area', async () => {
    const rows = memberPartyRoleReport.parse(await stats('/api/hr/memberpartyrole/'));
    expect(rows.map((r) => r.name)).toEqual([...PARTY_ROLES]);
    const [withRole] = await t.db.select({ n: count() }).from(members).where(isNotNull(members.partyRoleId));
    expect(rows.reduce((n, r) => n + r.count, 0)).toBe(withRole?.n);
    const placed = await placedMembers();
    const regionId = placed[0]?.regionId ?? 0;
    const inRegion = memberPartyRoleReport.parse(await stats(`/api/hr/memberpartyrole/?region_id=${regionId}`));
    for (const row of inRegion) expect(row.count).toBe(placed.filter((m) => m.regionId === regionId && m.roleId === row.id).length);
    expect(inRegion).toHaveLength(PARTY_ROLES.length);
  });

  it('memberaddedreport counts joins per month of the year, in the region when given', async () => {
    const report = memberAddedReport.parse(await stats(`${S}/memberaddedreport/?year=2024`));
    expect(report.data.map((r) => r.month)).toEqual(Array.from({ length: 12 }, (_, i) => `2024-${String(i + 1).padStart(2, '0')}`));
    const [joined] = await t.db.select({ n: count() }).from(members).where(and(gte(members.membershipDate, '2024-01-01'), lt(members.membershipDate, '2025-01-01')));
    expect(report.data.reduce((n, r) => n + r.count, 0)).toBe(joined?.n);
    expect(joined?.n).toBeGreaterThan(0);
    const placed = await placedMembers();
    const regionId = placed[0]?.regionId ?? 0;
    const inRegion = memberAddedReport.parse(await stats(`${S}/memberaddedreport/?year=2024&region=${regionId}`));
    expect(inRegion.data.reduce((n, r) => n + r.count, 0)).toBe(placed.filter((m) => m.regionId === regionId && (m.date ?? '').startsWith('2024')).length);
    // Without a year: the clock's (the demo's 2025).
    expect(memberAddedReport.parse(await stats(`${S}/memberaddedreport/`)).year).toBe(2025);
  });

  it('yearly-task-report and monthtaskstatusreport count assignments by month and status', async () => {
    const yearly = yearlyTaskReport.parse(await stats(`${S}/yearly-task-report/?year=2024`));
    const in2024 = await t.db
      .select({ completed: memberTasks.completed })
      .from(memberTasks)
      .where(and(gte(memberTasks.startDate, new Date('2024-01-01T00:00:00Z')), lt(memberTasks.startDate, new Date('2025-01-01T00:00:00Z'))));
    expect(yearly.data).toHaveLength(12);
    expect(yearly.data.reduce((n, r) => n + r.total, 0)).toBe(in2024.length);
    expect(yearly.data.reduce((n, r) => n + r.finished, 0)).toBe(in2024.filter((r) => r.completed).length);
    expect(in2024.length).toBeGreaterThan(0);

    // April 2025 at the demo's today: the four newest tasks, two running, one left unfinished, one done.
    const april = monthTaskStatusReport.parse(await stats(`${S}/monthtaskstatusreport/?month=2025-04`));
    const [assigned] = await t.db
      .select({ n: count() })
      .from(memberTasks)
      .where(and(gte(memberTasks.startDate, new Date('2025-04-01T00:00:00Z')), lt(memberTasks.startDate, new Date('2025-05-01T00:00:00Z'))));
    expect(april.month).toBe('2025-04');
    expect(april.data.map((r) => r.status)).toEqual(['Perfunduar', 'Në proces', 'E pakryer']);
    expect(april.data.reduce((n, r) => n + r.count, 0)).toBe(assigned?.n);
    expect(april.data.every((r) => r.count > 0)).toBe(true);
    expect(monthTaskStatusReport.parse(await stats(`${S}/monthtaskstatusreport/`)).month).toBe('2025-05');
  });

  it('refuses out-of-range ids and malformed months and years with 400', async () => {
    const cases: [string, string][] = [
      [`${S}/votermemberreport/?region_id=0`, messages.fieldInvalid('region_id')],
      [`${S}/voter-member-report/?municipality_id=2147483648`, messages.fieldInvalid('municipality_id')],
      [`${S}/memberaddedreport/?region=abc`, messages.fieldInvalid('region')],
      [`${S}/party-members-mobility/?region=-1`, messages.fieldInvalid('region')],
      [`${S}/monthtaskstatusreport/?month=2025-13`, messages.fieldInvalid('month')],
      [`${S}/yearly-task-report/?year=99999`, messages.fieldInvalid('year')],
      ['/api/hr/memberpartyrole/?region_id=1.5', messages.fieldInvalid('region_id')],
    ];
    for (const [url, text] of cases) {
      const response = await t.get(url, t.tokens.admin);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ Error: text });
    }
  });
});
