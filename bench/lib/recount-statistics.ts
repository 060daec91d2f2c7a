// N2's baseline: the statistics queries as they were before migration 0014 (server/repositories/
// statistics.ts at commit 9ced2f4^), kept here verbatim in their SQL so the bench can run them on
// the same database as today's: every call recounts every voter of the area, joined to members.
// The answers' shaping (totals, percentages) is left out: it is the same on both sides.
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AreaQuery } from '../../src/contract/statistics';
import type { Db } from '../../server/db/client';
import { members, municipalities, partyRoles, pollingStations, regions, units, voters } from '../../server/db/schema';

const int = (value: SQL) => sql<number>`coalesce(${value}, 0)`.mapWith(Number);

function unitCounts(db: Db) {
  return db
    .select({
      unitId: pollingStations.unitId,
      voters: count(voters.id).as('voters'),
      partyMembers: count(members.id).as('party_members'),
      voted: sql<number>`count(${members.id}) filter (where ${voters.voted})`.as('voted'),
    })
    .from(voters)
    .innerJoin(pollingStations, eq(pollingStations.id, voters.qvId))
    .leftJoin(members, eq(members.voterId, voters.id))
    .groupBy(pollingStations.unitId)
    .as('unit_counts');
}

/** votermemberreport, voter-member-report and party-members-mobility all read this: the area's parts one level down. */
export async function recountAreas(db: Db, area: AreaQuery): Promise<unknown[]> {
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

function memberInArea(db: Db, area: AreaQuery): SQL | undefined {
  if (area.region_id === undefined && area.municipality_id === undefined) return undefined;
  const placed = db
    .select({ id: voters.id })
    .from(voters)
    .innerJoin(pollingStations, eq(pollingStations.id, voters.qvId))
    .innerJoin(units, eq(units.id, pollingStations.unitId))
    .innerJoin(municipalities, eq(municipalities.id, units.municipalityId))
    .where(
      and(
        area.region_id === undefined ? undefined : eq(municipalities.regionId, area.region_id),
        area.municipality_id === undefined ? undefined : eq(municipalities.id, area.municipality_id),
      ),
    );
  return inArray(members.voterId, placed);
}

/** memberpartyrole: party members per role in the area. */
export async function recountMemberPartyRoles(db: Db, area: AreaQuery): Promise<unknown[]> {
  return db
    .select({ id: partyRoles.id, name: partyRoles.name, count: count(members.id) })
    .from(partyRoles)
    .leftJoin(members, and(eq(members.partyRoleId, partyRoles.id), memberInArea(db, area)))
    .groupBy(partyRoles.id, partyRoles.name)
    .orderBy(asc(partyRoles.id));
}
