import { startFleet, type Fleet } from '../../scripts/fleet/start-fleet';
import { findTools, MissingToolError } from '../../scripts/fleet/tools';
import type { BenchContext } from './context';
import { NEEDS_POSTGRES } from './national-bench';
import type { NationalDatabase } from './national-db';
import { withClient } from './postgres';
import type { Figure } from './report';

type Row = Omit<Figure, 'terren' | 'baseline'>;

/** Rows with no figures and why (no PostgreSQL, no HAProxy/PgBouncer). */
export function skippedBecause(rows: readonly Row[], note: string): Figure[] {
  return rows.map((r) => ({ ...r, terren: null, baseline: null, note }));
}

/** Why a fleet benchmark cannot run here, or null: it needs the national PostgreSQL database, HAProxy and PgBouncer. */
export function fleetSkipReason(national: NationalDatabase | null): string | null {
  if (national === null) return NEEDS_POSTGRES;
  try {
    findTools();
    return null;
  } catch (error) {
    if (error instanceof MissingToolError) return `skipped: ${error.message}`;
    throw error;
  }
}

/**
 * BENCH_FLEET_PORT=<p>: HAProxy on p, PgBouncer on p+1, instance i on p+2+i (a machine shared with
 * other runs may want fixed ranges); unset, each is a free port the kernel picks.
 */
function fixedPorts(): { haproxyPort: number; bouncerPort: number; instancePort: number } | Record<string, never> {
  const base = Number(process.env.BENCH_FLEET_PORT);
  return Number.isInteger(base) && base > 0 ? { haproxyPort: base, bouncerPort: base + 1, instancePort: base + 2 } : {};
}

/**
 * `instances` Terren instances behind HAProxy, on PgBouncer (transaction mode) in front of the
 * national database itself: the deployment of the README's "Running several instances".
 */
export function nationalFleet(ctx: BenchContext, national: NationalDatabase, instances: number): Promise<Fleet> {
  return startFleet({ instances, database: national.url, shutdownGraceMs: 5000, log: (line) => ctx.log(`    fleet: ${line}`), ...fixedPorts() });
}

/** HAProxy checks /readyz every second and takes a server out after 2 failures, back after 2 successes. */
export const HAPROXY_SETTLE_MS = 3500;

/**
 * Runs `run` with only instance 2 of a 2-instance fleet stopped (SIGTERM, drained) and HAProxy
 * having noticed: the 1-instance baseline through the same balancer and pooler. Instance 2 is
 * started again afterwards.
 */
export async function withOneInstance<T>(fleet: Fleet, run: () => Promise<T>): Promise<T> {
  await fleet.kill(1, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, HAPROXY_SETTLE_MS));
  try {
    return await run();
  } finally {
    await fleet.restart(1);
    await new Promise((resolve) => setTimeout(resolve, HAPROXY_SETTLE_MS));
  }
}

/** A national observer (seeded by `--national`): one station each. */
export interface NationalObserver {
  username: string;
  observerId: number;
  stationId: number;
  /** Voters of the station not marked when the benchmark started, in list order. */
  unvoted: number[];
}

/** The first `count` national observers (vezhgues00001 …) and the unmarked voters of each one's station. */
export async function nationalObservers(url: string, count: number): Promise<NationalObserver[]> {
  return withClient(url, async (c) => {
    const { rows } = await c.query<{ username: string; observer_id: number; qv_id: number; unvoted: number[] | null }>(
      // The first `count` by name, then their voters: at national size the names are 28,000 rows, the voters millions.
      `with picked as (
         select m.username, o.id as observer_id, os.qv_id
         from members m join observers o on o.member_id = m.id join observer_stations os on os.observer_id = o.id
         where m.username ~ '^vezhgues[0-9]{5}$'
         order by m.username limit $1
       )
       select p.username, p.observer_id, p.qv_id,
         (select array_agg(v.id order by v.list_number) from voters v where v.qv_id = p.qv_id and not v.voted) as unvoted
       from picked p order by p.username`,
      [count],
    );
    return rows.map((r) => ({ username: r.username, observerId: r.observer_id, stationId: r.qv_id, unvoted: r.unvoted ?? [] }));
  });
}

/** National observers with 1-based names; how many `--national` seeded. */
export async function nationalObserverCount(url: string): Promise<number> {
  return withClient(url, async (c) => Number((await c.query<{ n: string }>(`select count(*) as n from members where username ~ '^vezhgues[0-9]{5}$'`)).rows[0]?.n ?? 0));
}

/**
 * Puts the voters a benchmark marked back to unmarked, straight in PostgreSQL: the national
 * database is kept between runs, and the next run wants the same voters free. The counting
 * triggers keep the statistics right; the vote events stay (a log).
 */
export async function unmark(url: string, voterIds: readonly number[]): Promise<void> {
  if (voterIds.length === 0) return;
  await withClient(url, (c) => c.query('update voters set voted = false, voted_at = null where id = any($1::int[]) and voted', [voterIds]));
}

/** Seconds, one decimal. */
export const seconds = (ms: number): string => (ms / 1000).toFixed(1);

/** A national patronager (patronazhist00001 …), its voters still unmarked, and a national observer of their station. */
export interface NationalPatronager {
  username: string;
  /** patronager_voters ids and the voters they point at, in list order. */
  voters: { pvId: number; voterId: number }[];
  observer: { username: string; observerId: number };
}

/** The first `count` national patronagers whose station a national observer covers (the seed covers every station). */
export async function nationalPatronagers(url: string, count: number): Promise<NationalPatronager[]> {
  return withClient(url, async (c) => {
    const { rows } = await c.query<{ username: string; pv_ids: number[]; voter_ids: number[]; qv_id: number }>(
      `with picked as (select id, username from members where username ~ '^patronazhist[0-9]{5}$' order by username limit $1)
       select p.username, array_agg(pv.id order by v.list_number) as pv_ids, array_agg(v.id order by v.list_number) as voter_ids, min(v.qv_id) as qv_id
       from picked p join patronager_voters pv on pv.member_id = p.id join voters v on v.id = pv.voter_id and not v.voted
       group by p.username order by p.username`,
      [count],
    );
    const { rows: observers } = await c.query<{ qv_id: number; username: string; observer_id: number }>(
      `select distinct on (os.qv_id) os.qv_id, m.username, o.id as observer_id
       from observer_stations os join observers o on o.id = os.observer_id join members m on m.id = o.member_id
       where os.qv_id = any($1::int[]) and m.username ~ '^vezhgues[0-9]{5}$'
       order by os.qv_id, m.username`,
      [rows.map((r) => r.qv_id)],
    );
    const byStation = new Map(observers.map((o) => [o.qv_id, { username: o.username, observerId: o.observer_id }]));
    // A national patronager's voters are a slice of one station's list; its observer is that station's.
    return rows.flatMap((r) => {
      const observer = byStation.get(r.qv_id);
      return observer === undefined ? [] : [{ username: r.username, voters: r.pv_ids.map((pvId, i) => ({ pvId, voterId: r.voter_ids[i] ?? 0 })), observer }];
    });
  });
}
