import { DIASPORA_SEARCH_MIN } from '../../src/contract/diaspora-references';
import { searchDiasporaVoters } from '../../server/repositories/diaspora-references';
import { searchVotersByName } from '../../server/repositories/referred-voters';
import type { Db } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/seed/seed';
import { nationalObserverName } from '../../server/seed/seed-national';
import type { Benchmark } from '../lib/context';
import { latencyFigures, latencyRows } from '../lib/latency';
import { compareSides, comparisonNote, NO_INDEX, openDirect, skipped, type NationalCall } from '../lib/national-bench';
import { signIn, singleServer } from '../lib/service';
import { typedQueries } from '../lib/typed-queries';

const GOAL_MS = 50;
const BASELINE = 'the same query with the planner barred from every index (a sequential scan, as before migration 0013), in-process';

interface Search {
  name: string;
  path: string;
  /** The contract's shortest name and surname (the diaspora picker asks for 2 letters). */
  minLetters: number;
  /** Who may search: any member (each client its own national observer), or the diaspora coordinator. */
  caller: 'member' | 'diaspora';
  run(db: Db, query: { name: string; surname: string }): Promise<unknown[]>;
}

const SEARCHES: readonly Search[] = [
  { name: 'anetar-search-voters-name-surname', path: '/api/patronage/anetar-search-voters-name-surname/', minLetters: 1, caller: 'member', run: searchVotersByName },
  { name: 'diaspora-voter-search', path: '/api/patronage/diaspora-voter-search/', minLetters: DIASPORA_SEARCH_MIN, caller: 'diaspora', run: searchDiasporaVoters },
];

function rows(search: Search): ReturnType<typeof latencyRows> {
  return latencyRows('N1', `national name search \`${search.name}\`, 50 clients`, BASELINE);
}

/** The same ids in the same order from both sides, or the comparison would not be of one query. */
async function sameAnswers(search: Search, terrenDb: Db, baselineDb: Db, queries: readonly { name: string; surname: string }[]): Promise<number> {
  let found = 0;
  for (const query of queries) {
    const ids = (answer: unknown[]) => JSON.stringify(answer.map((r) => (r as { id?: unknown }).id));
    const [terren, baseline] = [await search.run(terrenDb, query), await search.run(baselineDb, query)];
    if (ids(terren) !== ids(baseline)) throw new Error(`${search.name} ${JSON.stringify(query)}: the two sides answered different voters`);
    found += terren.length;
  }
  return found;
}

export const n1: Benchmark = {
  id: 'N1',
  title: 'national name search, 50 concurrent clients (PostgreSQL)',
  usesAppServer: false,
  usesNationalDatabase: true,
  placeholders: () => SEARCHES.flatMap(rows),
  async run(ctx) {
    const national = await ctx.national();
    if (!national) return SEARCHES.flatMap((s) => skipped(rows(s)));
    const service = await singleServer(national.url);
    const terrenDb = await openDirect(national.url);
    const baselineDb = await openDirect(national.url, NO_INDEX);
    try {
      // Each client signs in as a member of its own (national observers); the diaspora search is the one diaspora coordinator's.
      const members = await signIn(service.url, Array.from({ length: ctx.sizes.nClients }, (_, i) => nationalObserverName(i + 1)), DEMO_PASSWORD);
      const [diaspora] = await signIn(service.url, ['diaspora'], DEMO_PASSWORD);
      const figures = [];
      for (const search of SEARCHES) {
        const queries = typedQueries(1000, search.minLetters);
        const checked = queries.slice(0, ctx.quick ? 5 : 3);
        const matches = await sameAnswers(search, terrenDb.db, baselineDb.db, checked);
        const next = (i: number): NationalCall => {
          const query = queries[i % queries.length] ?? { name: 'a', surname: 'a' };
          const token = search.caller === 'member' ? (members[i % members.length] ?? '') : (diaspora ?? '');
          return {
            kind: search.name,
            path: `${search.path}?name=${encodeURIComponent(query.name)}&surname=${encodeURIComponent(query.surname)}`,
            token,
            terren: (db) => search.run(db, query),
            baseline: (db) => search.run(db, query),
          };
        };
        const comparison = await compareSides(ctx, `N1 ${search.name}`, { url: service.url, terrenDb: terrenDb.db, baselineDb: baselineDb.db }, next);
        const note = comparisonNote({
          comparison,
          database: `of ${national.voters.toLocaleString('en')} voters (${national.origin})`,
          goalMs: GOAL_MS,
          clients: ctx.sizes.nClients,
          extra:
            `${queries.length} queries cycled, each a name and surname prefix of ${search.minLetters}–4 letters from the seed's name lists, the same sequence on every side; ` +
            `both sides gave the same voters for the first ${checked.length} (${matches} rows); ` +
            (search.caller === 'member' ? `${members.length} national observers signed in, one per client` : 'the demo diaspora coordinator signed in once, its token on every client'),
        });
        figures.push(...latencyFigures(rows(search), comparison.http.all, comparison.baseline.all, note));
      }
      return figures;
    } finally {
      await terrenDb.close();
      await baselineDb.close();
      await service.stop();
    }
  },
};
