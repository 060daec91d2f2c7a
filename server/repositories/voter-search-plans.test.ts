import { asc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { foldText } from '../../src/lib/fold-text';
import type { Db } from '../db/client';
import { voters } from '../db/schema';
import type { SeedSummary } from '../seed/seed';
import { addBulkVoters } from '../test/bulk-voters';
import { captureQueries, describePlan, planOf } from '../test/query-plans';
import { useTestApp } from '../test/use-test-app';
import { listDiasporaReferences, searchDiasporaVoters } from './diaspora-references';
import { listFtvVoters } from './ftv-voters';
import { listPatronagedVoters } from './patronaged-voters';
import { listReferredVoters, searchVoterByNid, searchVotersByName } from './referred-voters';
import { observerVoters } from './voting-day';

/** Enough voters that, without its index, a name search would have to read every one of them. */
const BULK_VOTERS = 60_000;
const NAME_INDEX = 'voters_folded_surname_name_idx';

type HotQuery = (db: Db, seed: SeedSummary) => Promise<unknown>;

/** The national name searches: answered by the folded-name index. */
const nameSearches: [string, HotQuery][] = [
  ['anetar-search-voters-name-surname', (db) => searchVotersByName(db, { name: 'Arb', surname: 'ho' })],
  ['anetar-search-voters-name-surname with father', (db) => searchVotersByName(db, { name: 'ë', surname: 'ç', father_name: 'a' })],
  ['diaspora-voter-search', (db) => searchDiasporaVoters(db, { name: 'dr', surname: 'de' })],
];

const broadSearches: [string, HotQuery][] = [
  ['anetar-search-voters-name-surname', (db) => searchVotersByName(db, { name: 'a', surname: 'h' })],
  ['diaspora-voter-search', (db) => searchDiasporaVoters(db, { name: 'a', surname: 'h' })],
];

/** Every other hot read of voters: scoped to a member or a station, through their own indexes. */
const scopedReads: [string, HotQuery][] = [
  ['my-ftv-voters by name', (db, seed) => listFtvVoters(db, seed.accounts.vhp, { limit: 20, offset: 0, name: 'a', surname: 'h' })],
  ['my-referenced-voters by name', (db, seed) => listReferredVoters(db, seed.accounts.patronazhist, { limit: 20, offset: 0, name: 'a', surname: 'h' })],
  ['my-diaspora-references by name', (db, seed) => listDiasporaReferences(db, seed.accounts.diaspora, { limit: 20, offset: 0, name: 'a', surname: 'h', evidence: 'all' })],
  ['myvoters-colors by name', (db, seed) => listPatronagedVoters(db, seed.accounts.patronazhist, { limit: 20, offset: 0, name: 'a', surname: 'h' })],
  ['voter-search-nid', (db) => searchVoterByNid(db, 'I55219562A')],
  ['my-observer-voters-new (station list download)', (db, seed) => observerVoters(db, seed.observerId)],
];

describe(`hot voter queries on ${BULK_VOTERS.toLocaleString('en')} more voters`, () => {
  const t = useTestApp();

  beforeAll(async () => {
    await addBulkVoters(t.db, BULK_VOTERS);
  }, 180_000);

  async function plansOf(run: HotQuery) {
    const queries = (await captureQueries(t.database, (db) => run(db, t.seed))).filter((q) => q.sql.includes('"voters"'));
    expect(queries.length).toBeGreaterThan(0);
    return Promise.all(queries.map((q) => planOf(t.database, q)));
  }

  it.each([...nameSearches, ...broadSearches, ...scopedReads])('%s never scans the whole voter list', async (_, run) => {
    for (const nodes of await plansOf(run)) {
      expect(nodes.filter((n) => n.type === 'Seq Scan' && n.relation === 'voters'), describePlan(nodes)).toEqual([]);
    }
  });

  it.each(nameSearches)('%s reads the folded-name index', async (_, run) => {
    for (const nodes of await plansOf(run)) expect(nodes.some((n) => n.index === NAME_INDEX), describePlan(nodes)).toBe(true);
  });

  // Thousands match one letter each: read in the index's order, the scan stops at the limit instead of sorting them all.
  it.each(broadSearches)('%s, broad, reads the index in order without sorting every match', async (_, run) => {
    for (const nodes of await plansOf(run)) {
      expect(nodes.some((n) => n.type === 'Index Scan' && n.index === NAME_INDEX), describePlan(nodes)).toBe(true);
      expect(nodes.some((n) => n.type === 'Sort' || n.type === 'Incremental Sort'), describePlan(nodes)).toBe(false);
    }
  });

  it('answers exactly the first matches by folded surname, name and id', async () => {
    const all = await t.db.select({ id: voters.id, name: voters.name, surname: voters.surname }).from(voters).orderBy(asc(voters.id));
    const key = (v: { name: string; surname: string; id: number }) => [foldText(v.surname), foldText(v.name), v.id] as const;
    const byKey = (a: (typeof all)[number], b: (typeof all)[number]) => {
      const [as, an, ai] = key(a);
      const [bs, bn, bi] = key(b);
      return as < bs ? -1 : as > bs ? 1 : an < bn ? -1 : an > bn ? 1 : ai - bi;
    };
    for (const [name, surname] of [['a', 'h'], ['Ë', 'Ç'], ['gez', 'cel']] as const) {
      const expected = all.filter((v) => foldText(v.name).startsWith(foldText(name)) && foldText(v.surname).startsWith(foldText(surname))).sort(byKey);
      expect(expected.length).toBeGreaterThan(0);
      const found = await searchVotersByName(t.db, { name, surname });
      expect(found.map((v) => v.id)).toEqual(expected.slice(0, 50).map((v) => v.id));
      const abroad = await searchDiasporaVoters(t.db, { name, surname });
      expect(abroad.map((v) => v.id)).toEqual(expected.slice(0, 50).map((v) => v.id));
    }
  });
});
