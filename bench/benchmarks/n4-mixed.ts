import { availableParallelism, loadavg } from 'node:os';
import { asc } from 'drizzle-orm';
import { CLIENT_ID_HEADER, CLIENT_SEQ_HEADER, LIST_CURSOR_HEADER } from '../../src/contract/headers';
import { regions } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/seed/seed';
import type { Fleet } from '../../scripts/fleet/start-fleet';
import { closedLoop, type ClosedLoopResult, type LoopCall } from '../lib/closed-loop';
import type { Benchmark, BenchContext } from '../lib/context';
import { fleetSkipReason, nationalFleet, nationalObservers, skippedBecause, unmark, withOneInstance, type NationalObserver } from '../lib/fleet-bench';
import { fleetClient, type FleetClient } from '../lib/fleet-http';
import { bestPassing, nextClimb, nextRefine, peak, type LoadStep } from '../lib/load-ladder';
import { openDirect } from '../lib/national-bench';
import type { Figure } from '../lib/report';
import { signIn } from '../lib/service';
import { typedQueries } from '../lib/typed-queries';

const P99_LIMIT_MS = 200;
const GOAL_MARKS_PER_SECOND = 1000;
const BASELINE = 'the same mix on 1 instance behind the same HAProxy and PgBouncer (instance 2 stopped)';
const WHAT = 'mixed election-day load (marks, deltas, lists, searches, statistics), 2 instances';

type Kind = 'mark' | 'delta' | 'list' | 'search' | 'statistics';
/**
 * Twenty calls in a fixed order: 12 marks (an unmark every other one), 5 deltas (?since=, every
 * open list polls), 1 whole station list, 1 name search, 1 per-region statistics call.
 */
const MIX: readonly Kind[] = ['mark', 'delta', 'mark', 'mark', 'delta', 'mark', 'list', 'mark', 'delta', 'mark', 'search', 'mark', 'delta', 'mark', 'mark', 'delta', 'mark', 'statistics', 'mark', 'mark'];
const share = (kind: Kind) => MIX.filter((k) => k === kind).length;

const rows = (): Omit<Figure, 'terren' | 'baseline'>[] => [
  { id: 'N4', what: `${WHAT}: highest rate with p99 < ${P99_LIMIT_MS} ms`, unit: 'req/s', baselineLabel: BASELINE, lowerIsBetter: false },
  { id: 'N4', what: `${WHAT}: marks per second at that rate`, unit: 'marks/s', baselineLabel: BASELINE, lowerIsBetter: false },
  { id: 'N4', what: `${WHAT}: p99 at that rate`, unit: 'ms', baselineLabel: BASELINE, lowerIsBetter: true },
  { id: 'N4', what: `${WHAT}: peak rate, any latency`, unit: 'req/s', baselineLabel: BASELINE, lowerIsBetter: false },
  { id: 'N4', what: `${WHAT}: marks per second at the peak rate`, unit: 'marks/s', baselineLabel: BASELINE, lowerIsBetter: false },
];

interface Device {
  observer: NationalObserver;
  token: string;
  cursor: string;
  marks: number;
}

interface Window {
  step: LoadStep;
  result: ClosedLoopResult;
}

/** What the windows share: the device's sequence numbers only grow, and every voter marked is unmarked at the end. */
interface RunState {
  run: string;
  seq: number;
  touched: Set<number>;
}

const QUERIES = typedQueries(1000, 1);

function calls(client: FleetClient, devices: readonly Device[], admin: string, regionIds: readonly number[], state: RunState) {
  const queries = QUERIES;
  const { run, touched } = state;
  const ok = async (what: string, promise: ReturnType<FleetClient['call']>) => {
    const answer = await promise;
    if (answer.status !== 200) throw new Error(`${what} answered ${answer.status}: ${answer.body.toString('utf8').slice(0, 160)}`);
    return answer;
  };
  const next = (i: number): LoopCall => {
    const kind = MIX[i % MIX.length] ?? 'mark';
    const device = devices[(i + Math.floor(i / MIX.length)) % devices.length];
    if (!device) throw new Error('no device');
    const { observer, token } = device;
    switch (kind) {
      case 'mark': {
        const n = device.marks++;
        const voterId = observer.unvoted[Math.floor(n / 2) % observer.unvoted.length] ?? 0;
        touched.add(voterId);
        const path = n % 2 === 0 ? '/api/patronage/voting/' : '/api/patronage/voting-delete/';
        const json = n % 2 === 0 ? { observer_id: observer.observerId, voter_id: voterId } : { voter_id: voterId };
        const headers = { [CLIENT_ID_HEADER]: `${run}-${observer.observerId}`, [CLIENT_SEQ_HEADER]: String(++state.seq) };
        return { kind, run: () => ok(kind, client.call('POST', path, { token, json, headers })) };
      }
      case 'delta':
        return {
          kind,
          run: async () => {
            const answer = await ok(kind, client.call('GET', `/api/patronage/my-observer-voters-new/?since=${encodeURIComponent(device.cursor)}`, { token }));
            device.cursor = String(answer.headers[LIST_CURSOR_HEADER] ?? device.cursor);
          },
        };
      case 'list':
        return { kind, run: () => ok(kind, client.call('GET', '/api/patronage/my-observer-voters-new/', { token })) };
      case 'search': {
        const q = queries[i % queries.length] ?? { name: 'a', surname: 'a' };
        return { kind, run: () => ok(kind, client.call('GET', `/api/patronage/anetar-search-voters-name-surname/?name=${encodeURIComponent(q.name)}&surname=${encodeURIComponent(q.surname)}`, { token })) };
      }
      case 'statistics': {
        const region = regionIds[Math.floor(i / MIX.length) % regionIds.length] ?? 0;
        return { kind, run: () => ok(kind, client.call('GET', `/api/statistics/votermemberreport/?region_id=${region}`, { token: admin })) };
      }
    }
  };
  return next;
}

/** The ladder of closed-loop windows (bench/lib/load-ladder.ts), p99 limit 200 ms; every window measured. */
async function ladder(ctx: BenchContext, label: string, url: string, make: (client: FleetClient) => (i: number) => LoopCall): Promise<Window[]> {
  const shape = ctx.sizes.n4Ladder;
  const windows: Window[] = [];
  const measure = async (clients: number) => {
    const client = fleetClient(url, { connections: clients, timeoutMs: 30_000 });
    try {
      const next = make(client);
      const result = await closedLoop({ clients, seconds: ctx.sizes.n4WindowSeconds, next });
      const step: LoadStep = { connections: clients, rate: result.all.rate, p50Ms: result.all.p50Ms, p99Ms: result.all.p99Ms, failures: result.all.failures };
      ctx.log(`    ${label}: ${clients} clients → ${step.rate.toFixed(0)}/s, p50 ${step.p50Ms.toFixed(1)} ms, p99 ${step.p99Ms.toFixed(0)} ms${step.failures ? `, ${step.failures} failed (${result.firstError ?? '?'})` : ''}`);
      windows.push({ step, result });
    } finally {
      client.close();
    }
  };
  const steps = () => windows.map((w) => w.step);
  for (let c = nextClimb(steps(), shape); c !== null; c = nextClimb(steps(), shape)) await measure(c);
  let refined = 0;
  for (let c = nextRefine(steps(), shape, refined, P99_LIMIT_MS); c !== null; c = nextRefine(steps(), shape, ++refined, P99_LIMIT_MS)) await measure(c);
  return windows;
}

interface Side {
  windows: Window[];
  best: Window | null;
  peak: Window | null;
}

function sideOf(windows: Window[]): Side {
  const steps = windows.map((w) => w.step);
  const best = bestPassing(steps, P99_LIMIT_MS);
  const top = peak(steps);
  return { windows, best: windows.find((w) => w.step === best) ?? null, peak: windows.find((w) => w.step === top) ?? null };
}

const marksPerSecond = (w: Window | null) => w?.result.byKind.get('mark')?.rate ?? null;

function describe(name: string, side: Side): string {
  const ladderText = side.windows.map((w) => `${w.step.connections}c ${w.step.rate.toFixed(0)}/s p99 ${w.step.p99Ms.toFixed(0)}`).join(', ');
  const kinds = (w: Window) => [...w.result.byKind].map(([kind, s]) => `${kind} ${s.rate.toFixed(0)}/s p99 ${s.p99Ms.toFixed(0)} ms`).join(', ');
  const at = side.best ? `at the best passing window ${kinds(side.best)}` : `no window passed${side.peak ? `; at the peak ${kinds(side.peak)}` : ''}`;
  return `${name}: ${ladderText}; ${at}`;
}

async function measureFleet(ctx: BenchContext, fleet: Fleet, devices: Device[], admin: string, regionIds: number[], state: RunState): Promise<{ one: Side; two: Side }> {
  const make = (client: FleetClient) => calls(client, devices, admin, regionIds, state);
  const one = sideOf(await withOneInstance(fleet, () => ladder(ctx, '1 instance', fleet.url, make)));
  const two = sideOf(await ladder(ctx, '2 instances', fleet.url, make));
  return { one, two };
}

export const n4: Benchmark = {
  id: 'N4',
  title: 'mixed election-day load on 2 instances behind HAProxy vs 1 (PostgreSQL)',
  usesAppServer: false,
  usesNationalDatabase: true,
  placeholders: rows,
  async run(ctx) {
    const national = await ctx.national();
    const skip = fleetSkipReason(national);
    if (skip !== null || national === null) return skippedBecause(rows(), skip ?? '');
    const observers = (await nationalObservers(national.url, ctx.quick ? 20 : 100)).filter((o) => o.unvoted.length >= 2);
    if (observers.length === 0) throw new Error('no national observer with unmarked voters');
    const direct = await openDirect(national.url);
    const regionIds = (await direct.db.select({ id: regions.id }).from(regions).orderBy(asc(regions.id))).map((r) => r.id);
    await direct.close();
    const fleet = await nationalFleet(ctx, national, 2);
    const state: RunState = { run: `n4-${Date.now()}`, seq: Date.now(), touched: new Set() };
    try {
      const tokens = await signIn(fleet.url, observers.map((o) => o.username), DEMO_PASSWORD);
      const [admin] = await signIn(fleet.url, ['admin'], DEMO_PASSWORD);
      const setup = fleetClient(fleet.url, { connections: 8, timeoutMs: 30_000 });
      const devices: Device[] = [];
      try {
        for (const [i, observer] of observers.entries()) {
          const token = tokens[i] ?? '';
          const answer = await setup.call('GET', '/api/patronage/my-observer-voters-new/', { token });
          if (answer.status !== 200) throw new Error(`station list answered ${answer.status}`);
          devices.push({ observer, token, cursor: String(answer.headers[LIST_CURSOR_HEADER]), marks: 0 });
        }
      } finally {
        setup.close();
      }
      const loadAverage = loadavg()[0] ?? Number.NaN;
      ctx.log(`  N4: ${devices.length} observers, mix per ${MIX.length} calls: ${(['mark', 'delta', 'list', 'search', 'statistics'] as const).map((k) => `${share(k)} ${k}`).join(', ')}`);
      const { one, two } = await measureFleet(ctx, fleet, devices, admin ?? '', regionIds, state);
      const marks = marksPerSecond(two.best);
      const met = marks !== null && marks >= GOAL_MARKS_PER_SECOND;
      const note = [
        `goal ≥ ${GOAL_MARKS_PER_SECOND} marks/s with the rest in proportion at p99 < ${P99_LIMIT_MS} ms: ${met ? 'met' : 'NOT met'}`,
        `mix per ${MIX.length} calls: ${share('mark')} marks (confirm and unmark in turn, with the device's client id and sequence), ${share('delta')} observer-list deltas (?since= the last cursor), ${share('list')} whole station list, ${share('search')} name search, ${share('statistics')} per-region votermemberreport (the admin)`,
        `${devices.length} national observers signed in; closed-loop windows of ${ctx.sizes.n4WindowSeconds} s, clients climbing ×${ctx.sizes.n4Ladder.factor} from ${ctx.sizes.n4Ladder.start} (bench/lib/load-ladder.ts)`,
        describe('2 instances', two),
        describe('1 instance', one),
        `baseline chosen as the same mix on 1 instance: what the second instance buys on this machine (marks alone would flatter the rate: the mix's reads are most of its cost)`,
        `load average ${loadAverage.toFixed(1)} on ${availableParallelism()} cores before the run; database of ${national.voters.toLocaleString('en')} voters (${national.origin})`,
      ].join('. ');
      const pairs: [number | null, number | null][] = [
        [two.best?.step.rate ?? null, one.best?.step.rate ?? null],
        [marks, marksPerSecond(one.best)],
        [two.best?.step.p99Ms ?? null, one.best?.step.p99Ms ?? null],
        [two.peak?.step.rate ?? null, one.peak?.step.rate ?? null],
        [marksPerSecond(two.peak), marksPerSecond(one.peak)],
      ];
      return rows().map((row, i) => ({ ...row, terren: pairs[i]?.[0] ?? null, baseline: pairs[i]?.[1] ?? null, ...(i === 0 ? { note } : {}) }));
    } finally {
      await fleet.stop();
      await unmark(national.url, [...state.touched]);
    }
  },
};
