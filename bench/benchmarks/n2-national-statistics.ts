import { asc } from 'drizzle-orm';
import type { AreaQuery } from '../../src/contract/statistics';
import type { Db } from '../../server/db/client';
import { regions } from '../../server/db/schema';
import { memberPartyRoles, partyMembersMobility, voterMemberRows, voterMemberTotals } from '../../server/repositories/statistics';
import { DEMO_PASSWORD } from '../../server/seed/seed';
import type { Benchmark } from '../lib/context';
import { latencyFigures, latencyRows } from '../lib/latency';
import { compareSides, comparisonNote, openDirect, skipped, type NationalCall } from '../lib/national-bench';
import { recountAreas, recountMemberPartyRoles } from '../lib/recount-statistics';
import { signIn, singleServer } from '../lib/service';

const GOAL_MS = 100;
const BASELINE = 'the pre-0014 queries (recount every voter of the area; bench/lib/recount-statistics.ts), same database, in-process';

/** A statistics call: its path for an area, Terren's query and the baseline's. */
interface StatisticsCall {
  name: string;
  path(area: AreaQuery): string;
  terren(db: Db, area: AreaQuery): Promise<unknown>;
  baseline(db: Db, area: AreaQuery): Promise<unknown>;
}

const query = (params: Record<string, number | undefined>) => {
  const set = Object.entries(params).filter(([, v]) => v !== undefined);
  return set.length === 0 ? '' : `?${set.map(([k, v]) => `${k}=${String(v)}`).join('&')}`;
};

const VOTER_MEMBER_TOTALS: StatisticsCall = {
  name: 'votermemberreport',
  path: (a) => `/api/statistics/votermemberreport/${query({ region_id: a.region_id })}`,
  terren: voterMemberTotals,
  baseline: recountAreas,
};
const VOTER_MEMBER_ROWS: StatisticsCall = {
  name: 'voter-member-report',
  path: (a) => `/api/statistics/voter-member-report/${query({ region_id: a.region_id })}`,
  terren: voterMemberRows,
  baseline: recountAreas,
};
const MOBILITY: StatisticsCall = {
  name: 'party-members-mobility',
  path: (a) => `/api/statistics/party-members-mobility/${query({ region: a.region_id })}`,
  terren: (db, a) => partyMembersMobility(db, a.region_id),
  baseline: recountAreas,
};
const PARTY_ROLES: StatisticsCall = {
  name: 'memberpartyrole',
  path: (a) => `/api/hr/memberpartyrole/${query({ region_id: a.region_id })}`,
  terren: memberPartyRoles,
  baseline: recountMemberPartyRoles,
};

/** The issue's calls: three national ones, and four per region (memberpartyrole was measured per region only). */
const SCOPES = [
  { scope: 'national', calls: [VOTER_MEMBER_TOTALS, VOTER_MEMBER_ROWS, MOBILITY], perRegion: false },
  { scope: 'per region', calls: [VOTER_MEMBER_TOTALS, VOTER_MEMBER_ROWS, MOBILITY, PARTY_ROLES], perRegion: true },
] as const;

function rows(scope: (typeof SCOPES)[number]): ReturnType<typeof latencyRows> {
  return latencyRows('N2', `statistics ${scope.scope} (${scope.calls.map((c) => c.name).join(', ')}), 50 clients`, BASELINE);
}

/** Today's per-region voter and member counts must equal a recount, or the maintained counts have drifted. */
async function sameCounts(terrenDb: Db, baselineDb: Db, area: AreaQuery): Promise<void> {
  const kept = (await voterMemberRows(terrenDb, area)).map((r) => [r.id, r.voters, r.party_members]);
  const recounted = ((await recountAreas(baselineDb, area)) as { id: number; voters: number; partyMembers: number }[]).map((r) => [r.id, r.voters, r.partyMembers]);
  if (JSON.stringify(kept) !== JSON.stringify(recounted)) throw new Error(`the maintained counts differ from a recount (${JSON.stringify(area)})`);
}

export const n2: Benchmark = {
  id: 'N2',
  title: 'national statistics, 50 concurrent clients (PostgreSQL)',
  usesAppServer: false,
  usesNationalDatabase: true,
  placeholders: () => SCOPES.flatMap(rows),
  async run(ctx) {
    const national = await ctx.national();
    if (!national) return SCOPES.flatMap((s) => skipped(rows(s)));
    const service = await singleServer(national.url);
    const terrenDb = await openDirect(national.url);
    // The recount as it ran: with every index, on plain connections.
    const baselineDb = await openDirect(national.url);
    try {
      // Only the demo admin holds the statistics permission: signed in once, its token on every client.
      const [admin] = await signIn(service.url, ['admin'], DEMO_PASSWORD);
      const regionIds = (await terrenDb.db.select({ id: regions.id }).from(regions).orderBy(asc(regions.id))).map((r) => r.id);
      await sameCounts(terrenDb.db, baselineDb.db, {});
      const figures = [];
      for (const scope of SCOPES) {
        const next = (i: number): NationalCall => {
          const call = scope.calls[i % scope.calls.length] ?? VOTER_MEMBER_TOTALS;
          const area: AreaQuery = scope.perRegion ? { region_id: regionIds[Math.floor(i / scope.calls.length) % regionIds.length] } : {};
          return { kind: call.name, path: call.path(area), token: admin ?? '', terren: (db) => call.terren(db, area), baseline: (db) => call.baseline(db, area) };
        };
        const comparison = await compareSides(ctx, `N2 ${scope.scope}`, { url: service.url, terrenDb: terrenDb.db, baselineDb: baselineDb.db }, next);
        const note = comparisonNote({
          comparison,
          database: `of ${national.voters.toLocaleString('en')} voters (${national.origin})`,
          goalMs: GOAL_MS,
          clients: ctx.sizes.nClients,
          extra:
            `calls in turn${scope.perRegion ? `, each for the next of ${regionIds.length} regions` : ''}; the demo admin (the statistics permission) signed in once, its token on every client; ` +
            'the maintained national counts equal a recount (checked before the run)',
        });
        figures.push(...latencyFigures(rows(scope), comparison.http.all, comparison.baseline.all, note));
      }
      return figures;
    } finally {
      await terrenDb.close();
      await baselineDb.close();
      await service.stop();
    }
  },
};
