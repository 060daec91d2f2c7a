import { and, asc, count, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { taskStatusNames } from '../../src/contract/dashboard';
import {
  type AreaQuery,
  type MemberAddedReport,
  type MemberPartyRoleRow,
  type MobilityRow,
  type MonthTaskStatusReport,
  type VoterMemberRow,
  type VoterMemberTotals,
  type YearlyTaskReport,
} from '../../src/contract/statistics';
import type { Db } from '../db/client';
import { members, memberTasks, municipalities, partyRoles, pollingStations, regions, stationCounts, stationMemberCounts, tasks, units } from '../db/schema';
import { monthStart, taskStatusName } from './task-status';

const int = (value: SQL) => sql<number>`coalesce(${value}, 0)`.mapWith(Number);
const pad2 = (n: number) => String(n).padStart(2, '0');
const percentage = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100);

/**
 * Voters, party members and party members who voted, per unit (the finest level a member is
 * placed at), summed from the per-station counts the triggers of migration 0014 keep: ~5,200 rows
 * at national size, where recounting the voters read millions.
 */
function unitCounts(db: Db) {
  return db
    .select({
      unitId: pollingStations.unitId,
      voters: sql<number>`sum(${stationCounts.voters})`.as('voters'),
      partyMembers: sql<number>`sum(${stationCounts.members})`.as('party_members'),
      voted: sql<number>`sum(${stationCounts.membersVoted})`.as('voted'),
    })
    .from(stationCounts)
    .innerJoin(pollingStations, eq(pollingStations.id, stationCounts.stationId))
    .groupBy(pollingStations.unitId)
    .as('unit_counts');
}

interface AreaCounts {
  id: number;
  name: string;
  voters: number;
  partyMembers: number;
  voted: number;
}

/**
 * The counts one level below the filter: regions (no filter), the municipalities of `region_id`,
 * or the units of `municipality_id` (within `region_id` when both are given). Areas without voters
 * are listed with zeros.
 */
async function areaCounts(db: Db, area: AreaQuery): Promise<AreaCounts[]> {
  const uc = unitCounts(db);
  const sums = { voters: int(sql`sum(${uc.voters})`), partyMembers: int(sql`sum(${uc.partyMembers})`), voted: int(sql`sum(${uc.voted})`) };
  if (area.municipality_id !== undefined) {
    return db
      .select({ id: units.id, name: units.name, ...sums })
      .from(units)
      .innerJoin(municipalities, eq(municipalities.id, units.municipalityId))
      .leftJoin(uc, eq(uc.unitId, units.id))
      .where(and(eq(units.municipalityId, area.municipality_id), area.region_id === undefined ? undefined : eq(municipalities.regionId, area.region_id)))
      .groupBy(units.id, units.name)
      .orderBy(asc(units.id));
  }
  if (area.region_id !== undefined) {
    return db
      .select({ id: municipalities.id, name: municipalities.name, ...sums })
      .from(municipalities)
      .leftJoin(units, eq(units.municipalityId, municipalities.id))
      .leftJoin(uc, eq(uc.unitId, units.id))
      .where(eq(municipalities.regionId, area.region_id))
      .groupBy(municipalities.id, municipalities.name)
      .orderBy(asc(municipalities.id));
  }
  return db
    .select({ id: regions.id, name: regions.name, ...sums })
    .from(regions)
    .leftJoin(municipalities, eq(municipalities.regionId, regions.id))
    .leftJoin(units, eq(units.municipalityId, municipalities.id))
    .leftJoin(uc, eq(uc.unitId, units.id))
    .groupBy(regions.id, regions.name)
    .orderBy(asc(regions.id));
}

export async function voterMemberRows(db: Db, area: AreaQuery): Promise<VoterMemberRow[]> {
  return (await areaCounts(db, area)).map((r) => ({ id: r.id, name: r.name, voters: r.voters, party_members: r.partyMembers }));
}

/** The totals of the area: the sum of its parts one level down. */
export async function voterMemberTotals(db: Db, area: AreaQuery): Promise<VoterMemberTotals> {
  const rows = await areaCounts(db, area);
  const totalVoters = rows.reduce((n, r) => n + r.voters, 0);
  const partyMembers = rows.reduce((n, r) => n + r.partyMembers, 0);
  return { voters: totalVoters, party_members: partyMembers, percentage: percentage(partyMembers, totalVoters) };
}

/** Party members who voted, per region or per municipality of `regionId`. */
export async function partyMembersMobility(db: Db, regionId: number | undefined): Promise<MobilityRow[]> {
  return (await areaCounts(db, { region_id: regionId })).map((r) => ({
    id: r.id,
    name: r.name,
    party_members: r.partyMembers,
    voted: r.voted,
    percentage: percentage(r.voted, r.partyMembers),
  }));
}

/** The condition on the station's municipality for an area filter; undefined without one. */
function areaCondition(area: AreaQuery): SQL | undefined {
  if (area.region_id === undefined && area.municipality_id === undefined) return undefined;
  return and(
    area.region_id === undefined ? undefined : eq(municipalities.regionId, area.region_id),
    area.municipality_id === undefined ? undefined : eq(municipalities.id, area.municipality_id),
  );
}

/** The per-station member counts of the stations in the area (see stationMemberCounts). */
function memberCountsInArea(db: Db, area: AreaQuery) {
  return db
    .select({ partyRoleId: stationMemberCounts.partyRoleId, joinedMonth: stationMemberCounts.joinedMonth, members: stationMemberCounts.members })
    .from(stationMemberCounts)
    .innerJoin(pollingStations, eq(pollingStations.id, stationMemberCounts.stationId))
    .innerJoin(units, eq(units.id, pollingStations.unitId))
    .innerJoin(municipalities, eq(municipalities.id, units.municipalityId))
    .where(areaCondition(area))
    .as('in_area');
}

/**
 * Party members per party role in the area, every role listed. Without a filter every member with
 * a role counts, placed on the voter list or not, so that one reads the members themselves.
 */
export async function memberPartyRoles(db: Db, area: AreaQuery): Promise<MemberPartyRoleRow[]> {
  if (areaCondition(area) === undefined) {
    return db
      .select({ id: partyRoles.id, name: partyRoles.name, count: count(members.id) })
      .from(partyRoles)
      .leftJoin(members, eq(members.partyRoleId, partyRoles.id))
      .groupBy(partyRoles.id, partyRoles.name)
      .orderBy(asc(partyRoles.id));
  }
  const inArea = memberCountsInArea(db, area);
  return db
    .select({ id: partyRoles.id, name: partyRoles.name, count: int(sql`sum(${inArea.members})`) })
    .from(partyRoles)
    .leftJoin(inArea, eq(inArea.partyRoleId, partyRoles.id))
    .groupBy(partyRoles.id, partyRoles.name)
    .orderBy(asc(partyRoles.id));
}

const months = (year: number) => Array.from({ length: 12 }, (_, i) => `${year}-${pad2(i + 1)}`);

/** Members who joined in each month of `year`, in `regionId` when given (from the per-station counts, as placed members). */
export async function membersAdded(db: Db, year: number, regionId: number | undefined): Promise<MemberAddedReport> {
  const rows = regionId === undefined ? await joinsPerMonth(db, year) : await placedJoinsPerMonth(db, year, regionId);
  const byMonth = new Map(rows.map((r) => [r.month, r.n]));
  return { year, data: months(year).map((m) => ({ month: m, count: byMonth.get(m) ?? 0 })) };
}

function joinsPerMonth(db: Db, year: number) {
  const month = sql<string>`to_char(${members.membershipDate}, 'YYYY-MM')`;
  return db
    .select({ month, n: count() })
    .from(members)
    .where(and(gte(members.membershipDate, `${year}-01-01`), lt(members.membershipDate, `${year + 1}-01-01`)))
    .groupBy(month);
}

function placedJoinsPerMonth(db: Db, year: number, regionId: number) {
  const inArea = memberCountsInArea(db, { region_id: regionId });
  // 'YYYY-MM' keys of one four-digit year (the contract bounds it) sort as the months do.
  return db
    .select({ month: inArea.joinedMonth, n: int(sql`sum(${inArea.members})`) })
    .from(inArea)
    .where(and(gte(inArea.joinedMonth, `${year}-01`), lte(inArea.joinedMonth, `${year}-12`)))
    .groupBy(inArea.joinedMonth);
}

/** Assignments starting in each month of `year` (UTC), and how many are finished. */
export async function yearlyTasks(db: Db, year: number): Promise<YearlyTaskReport> {
  const month = sql<string>`to_char(${memberTasks.startDate} at time zone 'UTC', 'YYYY-MM')`;
  const rows = await db
    .select({ month, total: count(), finished: sql<number>`count(*) filter (where ${memberTasks.completed})`.mapWith(Number) })
    .from(memberTasks)
    .where(and(gte(memberTasks.startDate, new Date(Date.UTC(year, 0, 1))), lt(memberTasks.startDate, new Date(Date.UTC(year + 1, 0, 1)))))
    .groupBy(month);
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return { year, data: months(year).map((m) => ({ month: m, total: byMonth.get(m)?.total ?? 0, finished: byMonth.get(m)?.finished ?? 0 })) };
}

/** Assignments starting in the UTC month of `monthOf`, by their status at `now`; every status listed. */
export async function monthTaskStatuses(db: Db, monthOf: Date, now: Date): Promise<MonthTaskStatusReport> {
  const status = taskStatusName(now);
  const rows = await db
    .select({ status, n: count() })
    .from(memberTasks)
    .innerJoin(tasks, eq(tasks.id, memberTasks.taskId))
    .where(and(gte(memberTasks.startDate, monthStart(monthOf)), lt(memberTasks.startDate, monthStart(monthOf, 1))))
    // By position: the status expression carries parameters, and PostgreSQL does not match two copies of it.
    .groupBy(sql`1`);
  const byStatus = new Map(rows.map((r) => [r.status, r.n]));
  return {
    month: `${monthOf.getUTCFullYear()}-${pad2(monthOf.getUTCMonth() + 1)}`,
    data: taskStatusNames.map((name) => ({ status: name, count: byStatus.get(name) ?? 0 })),
  };
}
