import type { BrowserContext } from '@playwright/test';
import { login, observerList } from '../lib/api';
import { b1Script, originalRuleDrainMs, type B1Script } from '../lib/b1-script';
import { newContext } from '../lib/browser';
import { observerNamed, type AppServer, type Benchmark, type BenchContext } from '../lib/context';
import { callPage, logPageErrors, openBenchPage } from '../lib/page-call';
import type { Figure } from '../lib/report';
import { median } from '../lib/stats';
import type { DrainOutcome, RawRequest } from '../pages/page-api';
import { CLIENT_ID_HEADER } from '../../src/contract/voting-day';

const DRAIN_LIMIT_MS = 180_000;

interface Account {
  username: string;
  password: string;
}

/** Round r's two observers: every round starts from voters nobody has marked. */
function accounts(round: number): { terren: Account; workbox: Account } {
  const suffix = round === 0 ? '' : `-${round + 1}`;
  return {
    terren: { username: `bench-b1-terren${suffix}`, password: 'bench-b1-password' },
    workbox: { username: `bench-b1-workbox${suffix}`, password: 'bench-b1-password' },
  };
}

const rows: Omit<Figure, 'terren' | 'baseline'>[] = [
  { id: 'B1', what: 'drain the offline queue after going back online', unit: 'ms', baselineLabel: 'Workbox Background Sync Queue, replayRequests()', lowerIsBetter: true },
  { id: 'B1', what: 'HTTP calls made by that drain', unit: 'calls', baselineLabel: 'Workbox Background Sync Queue (one per tap)', lowerIsBetter: true },
  { id: 'B1', what: 'drain time against the original app', unit: 'ms', baselineLabel: "original app's rule: 1 s wait before each retry (computed)", lowerIsBetter: true },
];

/** Which voters the server holds wrongly after the drain (it must hold the last tap for each). */
async function mismatches(app: AppServer, token: string, script: B1Script): Promise<number> {
  const list = await observerList(app.server.url, token);
  const voted = new Map(list.voters.map((v) => [v.voter_id, v.voted]));
  let wrong = 0;
  for (const [voterId, expected] of script.finalState) if (voted.get(voterId) !== expected) wrong++;
  return wrong;
}

interface Side {
  outcome: DrainOutcome;
  wrong: number;
  queueMs: number;
  script: B1Script;
}

async function session(ctx: BenchContext, app: AppServer, account: Account) {
  const observer = observerNamed(app, account.username);
  const answer = await login(app.server.url, account.username, account.password);
  const voterIds = (await observerList(app.server.url, answer.key)).voters.map((v) => v.voter_id);
  return { observer, token: answer.key, userId: answer.user.id, script: b1Script(voterIds, ctx.sizes.b1Actions) };
}

async function terrenSide(ctx: BenchContext, app: AppServer, context: BrowserContext, account: Account): Promise<Side> {
  const s = await session(ctx, app, account);
  const page = await context.newPage();
  logPageErrors(page, ctx.log, 'B1 Terren');
  await openBenchPage(page, '/bench/pages/b1-terren.html', 'b1Terren');
  await callPage(page, 'b1Terren', 'setup', { userId: s.userId, token: s.token, observerId: s.observer.observerId });
  await context.setOffline(true);
  const acted = await callPage(page, 'b1Terren', 'act', s.script.actions);
  ctx.log(`  Terren: ${s.script.actions.length} taps stored offline in ${acted.ms.toFixed(0)} ms, ${acted.outboxRows} outbox rows`);
  await context.setOffline(false);
  const outcome = await callPage(page, 'b1Terren', 'drained', DRAIN_LIMIT_MS);
  return { outcome, wrong: await mismatches(app, s.token, s.script), queueMs: acted.ms, script: s.script };
}

async function workboxSide(ctx: BenchContext, app: AppServer, context: BrowserContext, account: Account): Promise<Side> {
  const s = await session(ctx, app, account);
  const page = await context.newPage();
  logPageErrors(page, ctx.log, 'B1 Workbox');
  await openBenchPage(page, '/bench/pages/b1-workbox.html', 'b1Workbox');
  await callPage(page, 'b1Workbox', 'setup');
  // The same taps, each as the request the original app would have sent for it.
  const requests: RawRequest[] = s.script.actions.map((a) => ({
    url: `${app.server.url}${a.voted ? '/api/patronage/voting/' : '/api/patronage/voting-delete/'}`,
    method: 'POST',
    headers: { authorization: `Token ${s.token}`, 'content-type': 'application/json', [CLIENT_ID_HEADER]: 'bench-workbox' },
    body: JSON.stringify(a.voted ? { observer_id: s.observer.observerId, voter_id: a.voterId } : { voter_id: a.voterId }),
  }));
  await context.setOffline(true);
  const queued = await callPage(page, 'b1Workbox', 'queue', requests);
  ctx.log(`  Workbox: ${queued.queued} requests queued offline in ${queued.ms.toFixed(0)} ms`);
  await context.setOffline(false);
  const outcome = await callPage(page, 'b1Workbox', 'drained', DRAIN_LIMIT_MS);
  return { outcome, wrong: await mismatches(app, s.token, s.script), queueMs: queued.ms, script: s.script };
}

function describe(side: Side): string {
  const statuses = Object.entries(side.outcome.statuses).map(([k, v]) => `${v}×${k}`).join(' ');
  return `${statuses || 'no calls'}, mean call ${side.outcome.meanCallMs.toFixed(0)} ms; ${side.wrong === 0 ? 'server state verified' : `${side.wrong} voters WRONG on the server`}`;
}

/** One side in a browser context of its own, closed afterwards. */
async function inContext(ctx: BenchContext, app: AppServer, side: (context: BrowserContext) => Promise<Side>): Promise<Side> {
  const context = await newContext(await ctx.browser(), app.server.url);
  try {
    return await side(context);
  } finally {
    await context.close().catch(() => undefined);
  }
}

const list = (values: readonly number[]): string => values.map((v) => v.toFixed(0)).join(', ');

export const b1: Benchmark = {
  id: 'B1',
  title: 'drain queued voting-day actions after going back online',
  usesAppServer: true,
  observers: (sizes) =>
    Array.from({ length: sizes.b1Rounds }, (_, round) => accounts(round)).flatMap(({ terren, workbox }) =>
      [terren, workbox].map((a) => ({ ...a, stationSizes: [sizes.b1Voters] })),
    ),
  placeholders: () => rows,
  async run(ctx) {
    const app = await ctx.appServer();
    const terren: Side[] = [];
    const workbox: Side[] = [];
    // A drain is one sample of a few seconds on a shared machine: the sides take turns, each
    // going first in every other round, and the medians are reported.
    for (let round = 0; round < ctx.sizes.b1Rounds; round++) {
      const pair = accounts(round);
      const runTerren = async () => {
        const side = await inContext(ctx, app, (context) => terrenSide(ctx, app, context, pair.terren));
        ctx.log(`  round ${round + 1}: Terren drained in ${side.outcome.ms.toFixed(0)} ms with ${side.outcome.calls} calls (${describe(side)})`);
        terren.push(side);
      };
      const runWorkbox = async () => {
        const side = await inContext(ctx, app, (context) => workboxSide(ctx, app, context, pair.workbox));
        ctx.log(`  round ${round + 1}: Workbox replayed in ${side.outcome.ms.toFixed(0)} ms with ${side.outcome.calls} calls (${describe(side)})`);
        workbox.push(side);
      };
      if (round % 2 === 0) {
        await runTerren();
        await runWorkbox();
      } else {
        await runWorkbox();
        await runTerren();
      }
    }
    const wrong = [...terren, ...workbox].reduce((sum, side) => sum + side.wrong, 0);
    if (wrong > 0) throw new Error(`${wrong} voters held wrongly on the server after a drain`);
    const terrenMs = terren.map((side) => side.outcome.ms);
    const workboxMs = workbox.map((side) => side.outcome.ms);
    const first = terren[0];
    const firstWorkbox = workbox[0];
    if (!first || !firstWorkbox) throw new Error('no B1 round ran');
    const calls = new Set(terren.map((side) => side.outcome.calls));
    const { touched, changed, actions } = first.script;
    const original = originalRuleDrainMs(touched);
    const [time, callsRow, versusOriginal] = rows;
    const rounds = terren.length;
    return [
      {
        ...time!,
        terren: median(terrenMs),
        baseline: median(workboxMs),
        note:
          `median of ${rounds} round${rounds === 1 ? '' : 's'} (Terren ${list(terrenMs)} ms; Workbox ${list(workboxMs)} ms; each side first in every other round). ` +
          `${actions.length} taps on ${touched} voters (${changed} end up voted), stored offline in ${first.queueMs.toFixed(0)} ms by Terren, ` +
          `queued in ${firstWorkbox.queueMs.toFixed(0)} ms by Workbox (round 1). Terren: ${describe(first)}. Workbox: ${describe(firstWorkbox)}. Server state verified after every drain`,
      },
      {
        ...callsRow!,
        terren: median(terren.map((side) => side.outcome.calls)),
        baseline: median(workbox.map((side) => side.outcome.calls)),
        note: `the original app would make ${touched} (one per voter left unsent, latest state)${calls.size > 1 ? `; Terren's calls by round: ${[...calls].join(', ')}` : ''}`,
      },
      {
        ...versusOriginal!,
        terren: median(terrenMs),
        baseline: original,
        note: `${touched} calls × 1 s; plus up to 60 s before its retry timer first fires, not counted`,
      },
    ];
  },
};
