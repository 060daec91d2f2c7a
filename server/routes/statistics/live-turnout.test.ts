import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { liveTurnout, type LiveTurnout } from '../../../src/contract/live-turnout';
import { municipalities, pollingStations, regions, units, voters } from '../../db/schema';
import { messages } from '../../http/messages';
import { tokenHeader } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';

const URL = '/api/turnout/';

describe('live turnout', () => {
  // admin holds 'Statistika'; anetar does not; vezhgues is the observer who marks votes.
  const t = useTestApp({ logins: ['admin', 'anetar', 'vezhgues'] });
  const turnout = async (query: string): Promise<LiveTurnout> => {
    const response = await t.get(`${URL}?${query}`, t.tokens.admin);
    expect(response.statusCode, `${query} ${response.body}`).toBe(200);
    return liveTurnout.parse(response.json());
  };

  /** Voters and voted per station, with the station's municipality and region, counted from the voter list itself. */
  async function bruteForce() {
    return t.db
      .select({
        stationId: voters.qvId,
        municipalityId: municipalities.id,
        regionId: municipalities.regionId,
        voters: count(),
        voted: sql<number>`count(*) filter (where ${voters.voted})`.mapWith(Number),
      })
      .from(voters)
      .innerJoin(pollingStations, eq(pollingStations.id, voters.qvId))
      .innerJoin(units, eq(units.id, pollingStations.unitId))
      .innerJoin(municipalities, eq(municipalities.id, units.municipalityId))
      .groupBy(voters.qvId, municipalities.id, municipalities.regionId);
  }
  type Counted = Awaited<ReturnType<typeof bruteForce>>;
  const totalOf = (rows: Counted) => ({ voters: rows.reduce((n, r) => n + r.voters, 0), voted: rows.reduce((n, r) => n + r.voted, 0) });

  /** The observer's first station with an unmarked voter, and that voter. */
  async function unmarkedOnObserverStation() {
    const [found] = await t.db
      .select({ voterId: voters.id, stationId: voters.qvId, municipalityId: units.municipalityId, regionId: municipalities.regionId })
      .from(voters)
      .innerJoin(pollingStations, eq(pollingStations.id, voters.qvId))
      .innerJoin(units, eq(units.id, pollingStations.unitId))
      .innerJoin(municipalities, eq(municipalities.id, units.municipalityId))
      .where(and(inArray(voters.qvId, t.seed.observerQvIds), eq(voters.voted, false)))
      .orderBy(asc(voters.id))
      .limit(1);
    if (!found) throw new Error('no unmarked voter on the observer’s stations');
    return found;
  }

  it('per region, municipality and station, equal a count of the voter list', async () => {
    const counted = await bruteForce();
    expect(counted.some((r) => r.voted > 0)).toBe(true);
    const national = await turnout('level=region');
    const allRegions = await t.db.select({ id: regions.id }).from(regions);
    expect(national.rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(allRegions.map((r) => r.id).sort((a, b) => a - b));
    expect(national.totals).toMatchObject(totalOf(counted));
    expect(national.region).toBeNull();
    for (const row of national.rows) expect({ voters: row.voters, voted: row.voted }, row.name).toEqual(totalOf(counted.filter((c) => c.regionId === row.id)));

    // The region and municipality of the busiest station: every level below has data to compare.
    const busiest = [...counted].sort((a, b) => b.voters - a.voters)[0];
    if (!busiest) throw new Error('no voters');
    const region = await turnout(`level=municipality&region_id=${busiest.regionId}`);
    expect(region.region?.id).toBe(busiest.regionId);
    expect(region.totals).toMatchObject(totalOf(counted.filter((c) => c.regionId === busiest.regionId)));
    for (const row of region.rows) expect({ voters: row.voters, voted: row.voted }, row.name).toEqual(totalOf(counted.filter((c) => c.municipalityId === row.id)));

    const municipality = await turnout(`level=station&municipality_id=${busiest.municipalityId}`);
    expect(municipality.municipality?.id).toBe(busiest.municipalityId);
    expect(municipality.region?.id).toBe(busiest.regionId);
    const stations = await t.db
      .select({ id: pollingStations.id, code: pollingStations.code })
      .from(pollingStations)
      .innerJoin(units, eq(units.id, pollingStations.unitId))
      .where(eq(units.municipalityId, busiest.municipalityId));
    expect(municipality.rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(stations.map((s) => s.id).sort((a, b) => a - b));
    for (const row of municipality.rows) {
      const station = counted.find((c) => c.stationId === row.id);
      expect(row.name).toBe(stations.find((s) => s.id === row.id)?.code);
      expect({ voters: row.voters, voted: row.voted }).toEqual({ voters: station?.voters ?? 0, voted: station?.voted ?? 0 });
      expect(row.percent).toBe(row.voters === 0 ? 0 : Math.round((row.voted / row.voters) * 10_000) / 100);
    }
    expect(municipality.totals).toMatchObject(totalOf(counted.filter((c) => c.municipalityId === busiest.municipalityId)));
  });

  it('count an observer’s vote at once, at every level', async () => {
    const voter = await unmarkedOnObserverStation();
    const station = async () => (await turnout(`level=station&municipality_id=${voter.municipalityId}`)).rows.find((r) => r.id === voter.stationId)?.voted;
    const inRegion = async () => (await turnout(`level=municipality&region_id=${voter.regionId}`)).rows.find((r) => r.id === voter.municipalityId)?.voted;
    const nationally = async () => (await turnout('level=region')).totals.voted;
    const before = [await station(), await inRegion(), await nationally()];
    const vote = await t.app.inject({
      method: 'POST',
      url: '/api/patronage/voting/',
      headers: tokenHeader(t.tokens.vezhgues),
      payload: { observer_id: t.seed.observerId, voter_id: voter.voterId },
    });
    expect(vote.statusCode, vote.body).toBeLessThan(300);
    expect([await station(), await inRegion(), await nationally()]).toEqual(before.map((n) => (n ?? 0) + 1));
  });

  it('answer 404 with the module text without the statistics permission, and 403 without a token', async () => {
    for (const query of ['', 'level=region', 'level=municipality&region_id=1']) {
      const response = await t.get(`${URL}?${query}`, t.tokens.anetar);
      expect(response.statusCode, query).toBe(404);
      expect(response.json()).toEqual({ Error: messages.noModuleAccess });
    }
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(403);
  });

  it('refuse a bad level, a missing parent and an unknown or misplaced id with 400 and a clear text', async () => {
    const [first, second] = await t.db.select({ id: municipalities.id, regionId: municipalities.regionId }).from(municipalities).orderBy(asc(municipalities.regionId));
    const elsewhere = (await t.db.select({ id: municipalities.id, regionId: municipalities.regionId }).from(municipalities)).find((m) => m.regionId !== first?.regionId);
    if (!first || !second || !elsewhere) throw new Error('the seed needs municipalities in two regions');
    const cases: [string, string][] = [
      ['level=country', messages.fieldInvalid('level')],
      ['level=municipality', messages.fieldRequired('region_id')],
      ['level=station&region_id=1', messages.fieldRequired('municipality_id')],
      ['level=municipality&region_id=0', messages.fieldInvalid('region_id')],
      ['level=municipality&region_id=abc', messages.fieldInvalid('region_id')],
      ['level=station&municipality_id=2147483648', messages.fieldInvalid('municipality_id')],
      ['level=municipality&region_id=2147483647', messages.turnoutRegionUnknown],
      ['level=station&municipality_id=2147483647', messages.turnoutMunicipalityUnknown],
      [`level=station&municipality_id=${elsewhere.id}&region_id=${first.regionId}`, messages.turnoutMunicipalityUnknown],
    ];
    for (const [query, text] of cases) {
      const response = await t.get(`${URL}?${query}`, t.tokens.admin);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({ Error: text });
    }
    // The right region with the municipality is fine.
    expect((await t.get(`${URL}?level=station&municipality_id=${first.id}&region_id=${first.regionId}`, t.tokens.admin)).statusCode).toBe(200);
  });
});
