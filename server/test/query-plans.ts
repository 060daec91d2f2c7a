import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, Db } from '../db/client';
import * as schema from '../db/schema';

export interface CapturedQuery {
  sql: string;
  params: unknown[];
}

/** One node of a plan: its type, and the table and index it reads, if any. */
export interface PlanNode {
  type: string;
  relation: string | undefined;
  index: string | undefined;
}

/**
 * Runs `work` on a drizzle instance over the same connection that logs every statement, and returns
 * the statements: the queries exactly as the repository builds them, with their parameters.
 */
export async function captureQueries(database: Database, work: (db: Db) => Promise<unknown>): Promise<CapturedQuery[]> {
  const captured: CapturedQuery[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => void captured.push({ sql: query, params }) };
  const db: Db = database.kind === 'pglite' ? drizzlePglite(database.client, { schema, logger }) : drizzlePg(database.pool, { schema, logger });
  await work(db);
  return captured;
}

interface RawPlan {
  'Node Type'?: unknown;
  'Relation Name'?: unknown;
  'Index Name'?: unknown;
  Plans?: unknown;
}

function flatten(plan: RawPlan, into: PlanNode[]): PlanNode[] {
  into.push({
    type: String(plan['Node Type']),
    relation: typeof plan['Relation Name'] === 'string' ? plan['Relation Name'] : undefined,
    index: typeof plan['Index Name'] === 'string' ? plan['Index Name'] : undefined,
  });
  if (Array.isArray(plan.Plans)) for (const child of plan.Plans as RawPlan[]) flatten(child, into);
  return into;
}

/** The nodes of the plan PostgreSQL (or PGlite) chooses for `query` with its parameters, depth first. */
export async function planOf(database: Database, query: CapturedQuery): Promise<PlanNode[]> {
  const text = `explain (format json) ${query.sql}`;
  const rows = database.kind === 'pglite' ? (await database.client.query<Record<string, unknown>>(text, query.params)).rows : (await database.pool.query<Record<string, unknown>>(text, query.params)).rows;
  const raw = rows[0]?.['QUERY PLAN'];
  const parsed: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
  const top = Array.isArray(parsed) ? (parsed[0] as { Plan?: RawPlan } | undefined)?.Plan : undefined;
  if (!top) throw new Error(`no plan for: ${query.sql}`);
  return flatten(top, []);
}

/** "Index Scan voters (voters_folded_surname_name_idx) > …": a plan in one line, for failure messages. */
export function describePlan(nodes: readonly PlanNode[]): string {
  return nodes.map((n) => [n.type, n.relation, n.index && `(${n.index})`].filter(Boolean).join(' ')).join(' > ');
}
