import { loginResponse } from '../../src/contract/auth';
import { CLIENT_ID_HEADER, CLIENT_SEQ_HEADER, LIST_CURSOR_HEADER } from '../../src/contract/headers';
import { observerVotersDelta } from '../../src/contract/voting-day';
import { backoffDelay } from '../../src/sync/backoff';
import { DEMO_PASSWORD } from '../../server/seed/seed';
import type { Fleet } from '../../scripts/fleet/start-fleet';
import type { Benchmark, BenchContext } from '../lib/context';
import { fleetSkipReason, nationalFleet, nationalObservers, seconds, skippedBecause, unmark, type NationalObserver } from '../lib/fleet-bench';
import { fleetClient, okJson, type Answer } from '../lib/fleet-http';
import { withClient } from '../lib/postgres';
import type { Figure } from '../lib/report';

const BASELINE = 'the same run with no kill';
/** A device's request gives up after this (then counts as failed and is retried). */
const REQUEST_TIMEOUT_MS = 15_000;
/** A run that has not converged by then has failed. */
const RUN_DEADLINE_MS = 240_000;

type Scenario = 'drain' | 'surge';
const SCENARIOS: readonly Scenario[] = ['drain', 'surge'];
const TITLE: Record<Scenario, string> = {
  drain: 'kill -9 of 1 of 2 instances mid-drain of queued marks',
  surge: 'kill -9 of 1 of 2 instances mid-surge (sign-in, list, marks)',
};

function rows(scenario: Scenario): Omit<Figure, 'terren' | 'baseline'>[] {
  const what = TITLE[scenario];
  return [
    { id: 'N5', what: `${what}: acknowledged marks lost`, unit: 'marks', baselineLabel: BASELINE, lowerIsBetter: true },
    { id: 'N5', what: `${what}: longest client stall`, unit: 'ms', baselineLabel: BASELINE, lowerIsBetter: true },
    { id: 'N5', what: `${what}: every device converged after`, unit: 's', baselineLabel: BASELINE, lowerIsBetter: true },
  ];
}

interface Device {
  observer: NationalObserver;
  /** Signed in before a drain run; a surge run signs in again. */
  token: string;
  cursor: string;
}

interface RunResult {
  acked: Set<number>;
  planned: number[];
  clientIds: string[];
  retries: number;
  longestStallMs: number;
  ms: number;
  /** Devices whose delta after the run showed every one of their marks voted. */
  converged: number;
  killedAtAcks: number | null;
}

/** What the database holds for a run: its acknowledged marks against its vote events. */
interface Verdict {
  lost: number;
  /** Voters with more than one applied confirm from these devices (a retry applied twice). */
  doubled: number;
  /** Applied confirms nobody was told about (a device gave up). */
  unacknowledged: number;
  events: number;
}

const retryable = (answer: Answer) => answer.status === 0 || answer.status === 502 || answer.status === 503 || answer.status === 504;

/**
 * One request as the device's engine sends it: a broken connection, a timeout or a 502/503/504
 * (the balancer with no instance for it) is retried after the engine's backoff (src/sync/backoff.ts:
 * full jitter, 2 s doubling to 60 s); any other status ends the device's run with an error.
 */
async function withRetries(send: () => Promise<Answer>, onRetry: () => void): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    const answer = await send().catch(() => null);
    if (answer !== null && !retryable(answer)) return answer;
    onRetry();
    await new Promise((resolve) => setTimeout(resolve, backoffDelay(attempt, Math.random)));
  }
}

async function runOnce(
  ctx: BenchContext,
  fleet: Fleet,
  devices: readonly Device[],
  options: { scenario: Scenario; kill: boolean; slice: number; marks: number },
): Promise<RunResult> {
  const { scenario, kill, slice, marks } = options;
  const client = fleetClient(fleet.url, { connections: devices.length * 2, timeoutMs: REQUEST_TIMEOUT_MS });
  const tag = `n5-${Date.now()}-${scenario}-${kill ? 'kill' : 'calm'}`;
  const plans = devices.map((d) => d.observer.unvoted.slice(slice * marks, (slice + 1) * marks));
  const total = plans.reduce((n, p) => n + p.length, 0);
  const acked = new Set<number>();
  let retries = 0;
  let signedIn = 0;
  let longestStallMs = 0;
  let killedAtAcks: number | null = null;
  let killing: Promise<void> = Promise.resolve();
  let killStarted = false;
  const maybeKill = () => {
    if (!kill || killStarted) return;
    const due = scenario === 'drain' ? acked.size >= total * 0.4 : signedIn >= devices.length / 2;
    if (!due) return;
    killedAtAcks = acked.size;
    ctx.log(`      kill -9 of instance 1 (${acked.size} of ${total} marks acknowledged, ${signedIn} devices signed in)`);
    killStarted = true;
    killing = fleet.kill(0, 'SIGKILL');
  };
  const onRetry = () => {
    retries++;
  };
  const started = performance.now();
  const cursors: string[] = devices.map((d) => d.cursor);
  try {
    await Promise.all(
      devices.map(async (device, i) => {
        let lastProgress = performance.now();
        const progress = () => {
          const now = performance.now();
          longestStallMs = Math.max(longestStallMs, now - lastProgress);
          lastProgress = now;
        };
        let token = device.token;
        if (scenario === 'surge') {
          const login = await withRetries(() => client.call('POST', '/api/rest-auth/login/', { json: { username: device.observer.username, password: DEMO_PASSWORD } }), onRetry);
          token = loginResponse.parse(okJson(login, 'sign-in')).key;
          signedIn++;
          progress();
          maybeKill();
          const list = await withRetries(() => client.call('GET', '/api/patronage/my-observer-voters-new/', { token }), onRetry);
          okJson(list, 'station list');
          cursors[i] = String(list.headers[LIST_CURSOR_HEADER]);
          progress();
        }
        let seq = Date.now();
        for (const voterId of plans[i] ?? []) {
          const clientSeq = String(++seq);
          const answer = await withRetries(
            () =>
              client.call('POST', '/api/patronage/voting/', {
                token,
                json: { observer_id: device.observer.observerId, voter_id: voterId },
                headers: { [CLIENT_ID_HEADER]: `${tag}-${i}`, [CLIENT_SEQ_HEADER]: clientSeq },
              }),
            onRetry,
          );
          const body = okJson(answer, 'mark') as { voted?: unknown };
          if (body.voted !== true) throw new Error(`mark of voter ${voterId} answered voted=${String(body.voted)}`);
          acked.add(voterId);
          progress();
          maybeKill();
        }
      }),
    );
    const ms = performance.now() - started;
    await killing;
    // Convergence through the API: each device's delta since its cursor shows all of its marks voted.
    let converged = 0;
    await Promise.all(
      devices.map(async (device, i) => {
        const answer = await withRetries(() => client.call('GET', `/api/patronage/my-observer-voters-new/?since=${encodeURIComponent(cursors[i] ?? '')}`, { token: device.token }), onRetry);
        const delta = observerVotersDelta.parse(okJson(answer, 'delta'));
        const voted = new Set(delta.changes.filter((c) => c.voted).map((c) => c.voter_id));
        if (!delta.refetch && (plans[i] ?? []).every((id) => voted.has(id))) converged++;
      }),
    );
    return { acked, planned: plans.flat(), clientIds: devices.map((_, i) => `${tag}-${i}`), retries, longestStallMs, ms, converged, killedAtAcks };
  } finally {
    client.close();
  }
}

/** Vote events against acknowledged marks, straight in PostgreSQL (past PgBouncer and the instances). */
async function verify(url: string, run: RunResult): Promise<Verdict> {
  return withClient(url, async (c) => {
    const { rows: counted } = await c.query<{ voter_id: number; applied: string; voted: boolean }>(
      `select v.id as voter_id, count(e.id) filter (where e.changed and e.action = 'confirm' and e.client_id = any($2::text[])) as applied, v.voted
       from voters v left join vote_events e on e.voter_id = v.id
       where v.id = any($1::int[]) group by v.id, v.voted`,
      [run.planned, run.clientIds],
    );
    let lost = 0;
    let doubled = 0;
    let unacknowledged = 0;
    let events = 0;
    for (const row of counted) {
      const applied = Number(row.applied);
      events += applied;
      if (run.acked.has(row.voter_id) && (applied === 0 || !row.voted)) lost++;
      if (applied > 1) doubled++;
      if (!run.acked.has(row.voter_id) && applied > 0) unacknowledged++;
    }
    return { lost, doubled, unacknowledged, events };
  });
}

function describe(label: string, run: RunResult, verdict: Verdict, devices: number): string {
  return (
    `${label}: ${run.acked.size} of ${run.planned.length} marks acknowledged, ${verdict.events} applied vote events (${verdict.lost} lost, ${verdict.doubled} applied twice, ${verdict.unacknowledged} unacknowledged), ` +
    `${run.converged} of ${devices} devices converged, ${run.retries} retries, longest stall ${seconds(run.longestStallMs)} s, all done in ${seconds(run.ms)} s` +
    (run.killedAtAcks === null ? '' : `, killed after ${run.killedAtAcks} acknowledgements`)
  );
}

export const n5: Benchmark = {
  id: 'N5',
  title: 'kill -9 of one of 2 instances mid-surge and mid-drain: no acknowledged mark lost (PostgreSQL)',
  usesAppServer: false,
  usesNationalDatabase: true,
  placeholders: () => SCENARIOS.flatMap(rows),
  async run(ctx) {
    const national = await ctx.national();
    const skip = fleetSkipReason(national);
    if (skip !== null || national === null) return skippedBecause(SCENARIOS.flatMap(rows), skip ?? '');
    const marks = ctx.sizes.n5Marks;
    // Four runs (each scenario with and without the kill), each on its own slice of every station's unmarked voters.
    const observers = (await nationalObservers(national.url, ctx.sizes.n5Devices)).filter((o) => o.unvoted.length >= 4 * marks);
    if (observers.length === 0) throw new Error(`no national observer with ${4 * marks} unmarked voters`);
    const fleet = await nationalFleet(ctx, national, 2);
    const touched: number[] = observers.flatMap((o) => o.unvoted.slice(0, 4 * marks));
    try {
      const setup = fleetClient(fleet.url, { connections: 8, timeoutMs: 30_000 });
      const devices: Device[] = [];
      try {
        for (const observer of observers) {
          const login = loginResponse.parse(okJson(await setup.call('POST', '/api/rest-auth/login/', { json: { username: observer.username, password: DEMO_PASSWORD } }), 'sign-in'));
          const list = await setup.call('GET', '/api/patronage/my-observer-voters-new/', { token: login.key });
          okJson(list, 'station list');
          devices.push({ observer, token: login.key, cursor: String(list.headers[LIST_CURSOR_HEADER]) });
        }
      } finally {
        setup.close();
      }
      const figures: Figure[] = [];
      let slice = 0;
      for (const scenario of SCENARIOS) {
        ctx.log(`  N5 ${scenario}: ${devices.length} devices × ${marks} marks, without then with a kill`);
        const measured: { run: RunResult; verdict: Verdict }[] = [];
        for (const kill of [false, true]) {
          const run = await withDeadline(runOnce(ctx, fleet, devices, { scenario, kill, slice: slice++, marks }), `N5 ${scenario}${kill ? ' with the kill' : ''}`);
          const verdict = await verify(national.url, run);
          ctx.log(`    ${describe(kill ? 'kill' : 'no kill', run, verdict, devices.length)}`);
          measured.push({ run, verdict });
          // The next scenario wants both instances again (the last one needs nothing: the fleet stops).
          if (kill && scenario !== SCENARIOS[SCENARIOS.length - 1]) await fleet.restart(0);
        }
        const [calm, killed] = measured;
        if (!calm || !killed) throw new Error('a run is missing');
        const ok = killed.verdict.lost === 0 && killed.verdict.doubled === 0 && killed.verdict.unacknowledged === 0 && killed.run.converged === devices.length;
        const note = [
          `goal 0 acknowledged marks lost, every device converged: ${ok ? 'met' : 'NOT met'}`,
          describe('with the kill', killed.run, killed.verdict, devices.length),
          describe('without', calm.run, calm.verdict, devices.length),
          `each device drains its queue one mark at a time with its client id and sequence (x-terren-client-id, x-terren-seq), retrying a broken connection, timeout (${REQUEST_TIMEOUT_MS / 1000} s) or 502/503/504 after the engine's backoff (src/sync/backoff.ts); a repeated mark changes nothing (the vote statement updates only a voter not yet in the target state and logs changed=false)`,
          scenario === 'drain' ? 'devices signed in beforehand; instance 1 killed once 40 % of the marks were acknowledged' : 'devices sign in, download their list, then drain; instance 1 killed once half of them had signed in',
          `verified in PostgreSQL: applied confirm events from the run's devices against the acknowledged marks; convergence: each device's delta (?since= its cursor) shows all its marks voted; stall: the longest wait of any device between two steps that succeeded`,
        ].join('. ');
        const [lostRow, stallRow, doneRow] = rows(scenario);
        if (lostRow && stallRow && doneRow) {
          figures.push(
            { ...lostRow, terren: killed.verdict.lost, baseline: calm.verdict.lost, note },
            { ...stallRow, terren: killed.run.longestStallMs, baseline: calm.run.longestStallMs },
            { ...doneRow, terren: killed.run.ms / 1000, baseline: calm.run.ms / 1000 },
          );
        }
      }
      return figures;
    } finally {
      await fleet.stop();
      await unmark(national.url, touched);
    }
  },
};

function withDeadline<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: devices had not converged after ${RUN_DEADLINE_MS / 1000} s`)), RUN_DEADLINE_MS);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

