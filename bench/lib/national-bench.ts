import { availableParallelism, loadavg } from 'node:os';
import { defaultPoolSize, openDatabase, type Database, type Db } from '../../server/db/client';
import { closedLoop, type ClosedLoopResult } from './closed-loop';
import type { BenchContext } from './context';
import { httpGetter } from './http-get';
import { describeSummary } from './latency';
import type { Figure } from './report';

/** Why N rows are empty without PostgreSQL: the point of them is a national-size database, which PGlite cannot hold. */
export const NEEDS_POSTGRES = 'skipped: needs PostgreSQL (set BENCH_DATABASE_URL, or BENCH_NATIONAL_DATABASE_URL to a database seeded with --national)';

export function skipped(rows: Omit<Figure, 'terren' | 'baseline'>[]): Figure[] {
  return rows.map((r) => ({ ...r, terren: null, baseline: null, note: NEEDS_POSTGRES }));
}

/** Each call is bounded: a statement past this is cancelled by PostgreSQL, a request past it is abandoned (and counts as failed). */
const CALL_TIMEOUT_MS = 120_000;
/** The planner may not read any index: what a query costs where the index it needs does not exist. */
export const NO_INDEX = '-c enable_indexscan=off -c enable_bitmapscan=off -c enable_indexonlyscan=off';

/** The connection pool the server opens (DATABASE_POOL_SIZE, or its default for this machine): the in-process sides get the same. */
export function serverPoolSize(): number {
  const set = Number(process.env.DATABASE_POOL_SIZE);
  return Number.isInteger(set) && set > 0 ? set : defaultPoolSize();
}

/** Opens the national database in this process with `options` on every connection (plus the call timeout). */
export function openDirect(url: string, options = ''): Promise<Database> {
  const withOptions = new URL(url);
  withOptions.searchParams.set('options', `${options} -c statement_timeout=${CALL_TIMEOUT_MS}`.trim());
  return openDatabase({ url: withOptions.toString(), poolSize: serverPoolSize() });
}

/** One call of an N benchmark: over HTTP (`path` with `token`), and the same work in-process on Terren's queries and on the baseline's. */
export interface NationalCall {
  kind: string;
  path: string;
  token: string;
  terren(db: Db): Promise<unknown>;
  baseline(db: Db): Promise<unknown>;
}

export interface Comparison {
  /** The machine's 1-minute load average as the Terren window started: other work on a shared machine shows here. */
  loadAverage: number;
  http: ClosedLoopResult;
  /** Terren's queries in-process: what the HTTP side adds (routing, sign-in check, JSON, compression) is the difference. */
  inProcess: ClosedLoopResult;
  baseline: ClosedLoopResult;
}

/**
 * Terren over HTTP, then Terren's queries in-process, then the baseline in-process: `clients` in
 * flight on each, the same sequence of calls, each side on a pool of the server's size.
 */
export async function compareSides(
  ctx: BenchContext,
  label: string,
  sides: { url: string; terrenDb: Db; baselineDb: Db },
  next: (i: number) => NationalCall,
): Promise<Comparison> {
  const { nClients: clients, nWindowSeconds: seconds, nWarmupSeconds } = ctx.sizes;
  const http = httpGetter(sides.url, { connections: clients, timeoutMs: CALL_TIMEOUT_MS });
  try {
    const overHttp = (i: number) => {
      const call = next(i);
      return { kind: call.kind, run: () => http.get(call.path, call.token) };
    };
    const check = (result: ClosedLoopResult, side: string) => {
      if (result.firstError !== null) throw new Error(`${label}, ${side}: ${result.all.failures} calls failed; first: ${result.firstError}`);
      ctx.log(`    ${side}: ${describeSummary(result.all)}`);
      return result;
    };
    await closedLoop({ clients, seconds: nWarmupSeconds, next: overHttp });
    ctx.log(`  ${label}: ${clients} clients, ${seconds} s a side`);
    const loadAverage = loadavg()[0] ?? Number.NaN;
    const viaHttp = check(await closedLoop({ clients, seconds, next: overHttp }), 'Terren over HTTP');
    const direct = (side: 'terren' | 'baseline', db: Db) => (i: number) => {
      const call = next(i);
      return { kind: call.kind, run: () => call[side](db) };
    };
    const inProcess = check(await closedLoop({ clients, seconds: Math.max(1, seconds / 2), next: direct('terren', sides.terrenDb) }), 'Terren in-process');
    const baseline = check(await closedLoop({ clients, seconds, next: direct('baseline', sides.baselineDb) }), 'baseline in-process');
    return { loadAverage, http: viaHttp, inProcess, baseline };
  } finally {
    http.close();
  }
}

/** Each kind's p95 in one line: "a p95 3.2 ms, b p95 4.1 ms". */
export function perKind(result: ClosedLoopResult): string {
  return [...result.byKind].map(([kind, s]) => `${kind} p95 ${s.p95Ms >= 100 ? s.p95Ms.toFixed(0) : s.p95Ms.toFixed(1)} ms`).join(', ');
}

/** The note of a comparison's p95 row: how the database came to be, every side's figures, the goal. */
export function comparisonNote(options: { comparison: Comparison; database: string; goalMs: number; clients: number; extra: string }): string {
  const { comparison: c, goalMs } = options;
  const met = c.http.all.p95Ms <= goalMs ? 'met' : 'NOT met';
  return [
    `goal p95 ≤ ${goalMs} ms: ${met}`,
    `Terren over HTTP: ${describeSummary(c.http.all)}; ${perKind(c.http)}`,
    `Terren's queries in-process: ${describeSummary(c.inProcess.all)}`,
    `baseline in-process: ${describeSummary(c.baseline.all)}; ${perKind(c.baseline)}`,
    `${options.clients} clients in a closed loop (no pause: p50 is about clients ÷ rate), pools of ${serverPoolSize()} connections on both sides, load average ${c.loadAverage.toFixed(1)} on ${availableParallelism()} cores at the start; database ${options.database}`,
    options.extra,
  ]
    .filter(Boolean)
    .join('. ');
}
