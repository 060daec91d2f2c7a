import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { memberPartyRoles, membersAdded, monthTaskStatuses, partyMembersMobility, voterMemberRows, voterMemberTotals, yearlyTasks } from '../../repositories/statistics';
import { liveTurnout } from '../../repositories/live-turnout';
import { TEST_SEED_NOW } from '../../test/seed-now';
import { useTestApp } from '../../test/use-test-app';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** Every table a plan reads, at any depth. */
function relationsOf(node: PlanNode): string[] {
  return [...(node['Relation Name'] === undefined ? [] : [node['Relation Name']]), ...(node.Plans ?? []).flatMap(relationsOf)];
}

/** The tables whose size grows with the electorate and the election day; no statistics call may read them. */
const NATIONAL = ['voters', 'vote_events', 'patronager_voters'];

/**
 * The statistics read the per-station counts, never the voter list or the votes: a plan that names
 * one of those tables fails here whatever the data's size, on PGlite and PostgreSQL alike. The
 * queries are the repository's own, recorded through drizzle's logger as it runs them.
 */
describe('statistics query plans', () => {
  const t = useTestApp();

  /** The statements `call` runs, with their parameters. */
  async function statementsOf(call: (db: Db) => Promise<unknown>): Promise<{ query: string; params: unknown[] }[]> {
    const seen: { query: string; params: unknown[] }[] = [];
    const logger: Logger = { logQuery: (query, params) => seen.push({ query, params }) };
    const database = t.database;
    const db: Db = database.kind === 'pglite' ? drizzlePglite(database.client, { schema, logger }) : drizzlePg(database.pool, { schema, logger });
    await call(db);
    expect(seen.length).toBeGreaterThan(0);
    return seen;
  }
  async function planOf(query: string, params: unknown[]): Promise<PlanNode> {
    const database = t.database;
    const explain = `explain (format json) ${query}`;
    const rows = database.kind === 'pglite' ? (await database.client.query<Record<string, unknown>>(explain, params)).rows : (await database.pool.query<Record<string, unknown>>(explain, params)).rows;
    const cell = rows[0]?.['QUERY PLAN'];
    const parsed = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
    const plan = parsed[0]?.Plan;
    if (!plan) throw new Error(`no plan for ${query}`);
    return plan;
  }

  /** Each call, with `members` allowed only where every member counts, placed on the voter list or not. */
  const calls = (regionId: number, municipalityId: number): [string, (db: Db) => Promise<unknown>, string[]][] => {
    const noMembers = [...NATIONAL, 'members'];
    return [
      ['votermemberreport', (db) => voterMemberTotals(db, {}), noMembers],
      ['votermemberreport?region_id', (db) => voterMemberTotals(db, { region_id: regionId }), noMembers],
      ['votermemberreport?municipality_id', (db) => voterMemberTotals(db, { municipality_id: municipalityId }), noMembers],
      ['votermemberreport?region_id&municipality_id', (db) => voterMemberTotals(db, { region_id: regionId, municipality_id: municipalityId }), noMembers],
      ['voter-member-report', (db) => voterMemberRows(db, {}), noMembers],
      ['voter-member-report?region_id', (db) => voterMemberRows(db, { region_id: regionId }), noMembers],
      ['voter-member-report?municipality_id', (db) => voterMemberRows(db, { municipality_id: municipalityId }), noMembers],
      ['party-members-mobility', (db) => partyMembersMobility(db, undefined), noMembers],
      ['party-members-mobility?region', (db) => partyMembersMobility(db, regionId), noMembers],
      ['memberpartyrole', (db) => memberPartyRoles(db, {}), NATIONAL],
      ['memberpartyrole?region_id', (db) => memberPartyRoles(db, { region_id: regionId }), noMembers],
      ['memberpartyrole?municipality_id', (db) => memberPartyRoles(db, { municipality_id: municipalityId }), noMembers],
      ['memberaddedreport', (db) => membersAdded(db, 2024, undefined), NATIONAL],
      ['memberaddedreport?region', (db) => membersAdded(db, 2024, regionId), noMembers],
      ['yearly-task-report', (db) => yearlyTasks(db, 2024), noMembers],
      ['monthtaskstatusreport', (db) => monthTaskStatuses(db, TEST_SEED_NOW, TEST_SEED_NOW), noMembers],
      ['turnout?level=region', (db) => liveTurnout(db, { level: 'region' }, TEST_SEED_NOW), noMembers],
      ['turnout?level=municipality', (db) => liveTurnout(db, { level: 'municipality', region_id: regionId }, TEST_SEED_NOW), noMembers],
      ['turnout?level=station', (db) => liveTurnout(db, { level: 'station', municipality_id: municipalityId }, TEST_SEED_NOW), noMembers],
    ];
  };

  it('read no voter, vote or (for placed members) member table', async () => {
    const [area] = await t.db.select({ regionId: schema.municipalities.regionId, municipalityId: schema.municipalities.id }).from(schema.municipalities).limit(1);
    if (!area) throw new Error('the seed has no municipality');
    const read = new Map<string, string[]>();
    for (const [name, call, forbidden] of calls(area.regionId, area.municipalityId)) {
      const relations = new Set<string>();
      for (const { query, params } of await statementsOf(call)) for (const r of relationsOf(await planOf(query, params))) relations.add(r);
      read.set(name, [...relations].sort());
      expect([...relations].filter((r) => forbidden.includes(r)), name).toEqual([]);
    }
    // The voter reports do read the counts (a plan reading nothing at all would pass the above too).
    expect(read.get('voter-member-report')).toContain('station_counts');
    expect(read.get('memberpartyrole?region_id')).toContain('station_member_counts');
    expect(read.get('memberaddedreport?region')).toContain('station_member_counts');
    for (const level of ['region', 'municipality', 'station']) expect(read.get(`turnout?level=${level}`)).toContain('station_counts');
  });
});
