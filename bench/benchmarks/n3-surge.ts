import { availableParallelism, loadavg } from 'node:os';
import { loginResponse } from '../../src/contract/auth';
import { DEMO_PASSWORD } from '../../server/seed/seed';
import type { Benchmark } from '../lib/context';
import { fleetSkipReason, nationalFleet, nationalObserverCount, seconds, skippedBecause, withOneInstance } from '../lib/fleet-bench';
import { fleetClient, okJson } from '../lib/fleet-http';
import { describeSummary, summarize, type LatencySummary } from '../lib/latency';
import { nationalObserverName } from '../../server/seed/seed-national';
import type { Figure } from '../lib/report';

/** The issue's goal: 8,000 observers served within 5 minutes of 7:00, every request under 1 s at p99. */
const GOAL = { observers: 8000, seconds: 300, p99Ms: 1000 } as const;
/** Observers arrive at the goal's rate (26.7 a second): K of them take K / 26.7 seconds to arrive. */
const ARRIVALS_PER_SECOND = GOAL.observers / GOAL.seconds;
const BASELINE = '1 instance behind the same HAProxy and PgBouncer (instance 2 stopped)';
const WHAT = '7:00 surge (sign-in + station list, 2 instances behind HAProxy)';

const rows = (): Omit<Figure, 'terren' | 'baseline'>[] => [
  { id: 'N3', what: `${WHAT}: last observer served after`, unit: 's', baselineLabel: BASELINE, lowerIsBetter: true },
  { id: 'N3', what: `${WHAT}: p50 per request`, unit: 'ms', baselineLabel: BASELINE, lowerIsBetter: true },
  { id: 'N3', what: `${WHAT}: p95 per request`, unit: 'ms', baselineLabel: BASELINE, lowerIsBetter: true },
  { id: 'N3', what: `${WHAT}: p99 per request`, unit: 'ms', baselineLabel: BASELINE, lowerIsBetter: true },
  { id: 'N3', what: `${WHAT}: observers served per second`, unit: '/s', baselineLabel: BASELINE, lowerIsBetter: false },
];

interface Surge {
  /** From the first arrival to the last answer. */
  ms: number;
  all: LatencySummary;
  signIn: LatencySummary;
  list: LatencySummary;
  served: number;
  failed: number;
  firstError: string | null;
  listBytes: number;
  loadAverage: number;
}

/**
 * `usernames.length` observers, arriving one after another at ARRIVALS_PER_SECOND; each signs in
 * and downloads its station list (br), as the app does on first opening. Each on its own
 * connection; a failure is counted, not retried (the device would show an error and the observer tap again).
 */
async function surge(url: string, usernames: readonly string[]): Promise<Surge> {
  const client = fleetClient(url, { connections: usernames.length, timeoutMs: 120_000 });
  const signIn: number[] = [];
  const list: number[] = [];
  let failed = 0;
  let firstError: string | null = null;
  let listBytes = 0;
  const loadAverage = loadavg()[0] ?? Number.NaN;
  const started = performance.now();
  let last = started;
  try {
    await Promise.all(
      usernames.map(async (username, i) => {
        const due = started + (i * 1000) / ARRIVALS_PER_SECOND - performance.now();
        if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
        try {
          const login = await client.call('POST', '/api/rest-auth/login/', { json: { username, password: DEMO_PASSWORD } });
          const token = loginResponse.parse(okJson(login, `sign-in of ${username}`)).key;
          signIn.push(login.ms);
          const answer = await client.call('GET', '/api/patronage/my-observer-voters-new/', { token });
          if (answer.status !== 200) throw new Error(`station list of ${username} answered ${answer.status}`);
          list.push(answer.ms);
          listBytes += answer.wireBytes;
        } catch (error) {
          failed++;
          firstError ??= error instanceof Error ? error.message : String(error);
        }
        last = Math.max(last, performance.now());
      }),
    );
  } finally {
    client.close();
  }
  const ms = last - started;
  const served = list.length;
  return {
    ms,
    all: summarize([...signIn, ...list], failed, ms / 1000),
    signIn: summarize(signIn, 0, ms / 1000),
    list: summarize(list, 0, ms / 1000),
    served,
    failed,
    firstError,
    listBytes,
    loadAverage,
  };
}

function describe(side: string, s: Surge): string {
  return (
    `${side}: ${s.served} served in ${seconds(s.ms)} s${s.failed > 0 ? `, ${s.failed} failed (first: ${s.firstError ?? '?'})` : ''}; ` +
    `every request ${describeSummary(s.all)}; sign-in p95 ${s.signIn.p95Ms.toFixed(0)} ms, list p95 ${s.list.p95Ms.toFixed(0)} ms ` +
    `(${(s.listBytes / Math.max(1, s.served) / 1024).toFixed(1)} KiB a list on the wire); load average ${s.loadAverage.toFixed(1)} on ${availableParallelism()} cores at the start`
  );
}

export const n3: Benchmark = {
  id: 'N3',
  title: '7:00 surge: observers sign in and download their station lists, 1 instance vs 2 behind HAProxy (PostgreSQL)',
  usesAppServer: false,
  usesNationalDatabase: true,
  // At K = 8,000 each side takes the goal's 5 minutes of arrivals.
  timeLimitMs: { quick: 180_000, full: 1_800_000 },
  placeholders: rows,
  async run(ctx) {
    const national = await ctx.national();
    const skip = fleetSkipReason(national);
    if (skip !== null || national === null) return skippedBecause(rows(), skip ?? '');
    const k = ctx.sizes.n3Observers;
    const distinct = Math.min(k, await nationalObserverCount(national.url));
    if (distinct === 0) throw new Error('the national database has no national observers');
    // Fewer seeded observers than K (quick mode's small database): some sign in twice, as from a second device.
    const usernames = Array.from({ length: k }, (_, i) => nationalObserverName((i % distinct) + 1));
    const fleet = await nationalFleet(ctx, national, 2);
    try {
      ctx.log(`  N3: ${k} observers arriving over ${seconds((k * 1000) / ARRIVALS_PER_SECOND)} s, 1 instance then 2`);
      const one = await withOneInstance(fleet, () => surge(fleet.url, usernames));
      ctx.log(`    ${describe('1 instance', one)}`);
      const two = await surge(fleet.url, usernames);
      ctx.log(`    ${describe('2 instances', two)}`);
      if (two.served === 0 || one.served === 0) throw new Error(`no observer was served (${two.firstError ?? one.firstError ?? '?'})`);
      const full = k >= GOAL.observers;
      const met = two.ms <= GOAL.seconds * 1000 && two.all.p99Ms < GOAL.p99Ms && two.failed === 0;
      const note = [
        `goal ${GOAL.observers.toLocaleString('en')} observers served within ${GOAL.seconds} s, p99 < ${GOAL.p99Ms} ms: ${met ? 'met' : 'NOT met'}${full ? '' : ` at K = ${k} (the goal is at K = ${GOAL.observers.toLocaleString('en')})`}`,
        `${k} observers (${distinct} distinct national observers) arriving one by one at ${ARRIVALS_PER_SECOND.toFixed(1)}/s (the goal's rate), each signing in (argon2id) and downloading its station list (br), each on its own connection`,
        describe('2 instances', two),
        describe('1 instance', one),
        `database of ${national.voters.toLocaleString('en')} voters (${national.origin}) behind PgBouncer (transaction mode); instances, HAProxy, PgBouncer, PostgreSQL and the clients share this machine's cores`,
      ].join('. ');
      const pairs: [number, number][] = [
        [two.ms / 1000, one.ms / 1000],
        [two.all.p50Ms, one.all.p50Ms],
        [two.all.p95Ms, one.all.p95Ms],
        [two.all.p99Ms, one.all.p99Ms],
        [two.served / (two.ms / 1000), one.served / (one.ms / 1000)],
      ];
      return rows().map((row, i) => ({ ...row, terren: pairs[i]?.[0] ?? null, baseline: pairs[i]?.[1] ?? null, ...(i === 0 ? { note } : {}) }));
    } finally {
      await fleet.stop();
    }
  },
};
