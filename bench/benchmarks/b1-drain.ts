import type { BrowserContext } from '@playwright/test';
import { login, observerList } from '../lib/api';
import { b1Script, originalRuleDrainMs, type B1Script } from '../lib/b1-script';
import { newContext } from '../lib/browser';
import { observerNamed, type AppServer, type Benchmark, type BenchContext } from '../lib/context';
import { callPage, logPageErrors, openBenchPage } from '../lib/page-call';
import type { Figure } from '../lib/report';
import type { DrainOutcome, RawRequest } from '../pages/page-api';
import { CLIENT_ID_HEADER } from '../../src/contract/voting-day';

const TERREN = { username: 'bench-b1-terren', password: 'bench-b1-password' };
const WORKBOX = { username: 'bench-b1-workbox', password: 'bench-b1-password' };
const DRAIN_LIMIT_MS = 180_000;

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

async function session(ctx: BenchContext, app: AppServer, account: typeof TERREN) {
  const observer = observerNamed(app, account.username);
  const answer = await login(app.server.url, account.username, account.password);
  const voterIds = (await observerList(app.server.url, answer.key)).voters.map((v) => v.voter_id);
  return { observer, token: answer.key, userId: answer.user.id, script: b1Script(voterIds, ctx.sizes.b1Actions) };
}

async function terrenSide(ctx: BenchContext, app: AppServer, context: BrowserContext): Promise<Side> {
  const s = await session(ctx, app, TERREN);
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

async function workboxSide(ctx: BenchContext, app: AppServer, context: BrowserContext): Promise<Side> {
  const s = await session(ctx, app, WORKBOX);
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

export const b1: Benchmark = {
  id: 'B1',
  title: 'drain queued voting-day actions after going back online',
  usesAppServer: true,
  observers: (sizes) => [TERREN, WORKBOX].map((a) => ({ ...a, stationSizes: [sizes.b1Voters] })),
  placeholders: () => rows,
  async run(ctx) {
    const app = await ctx.appServer();
    const browser = await ctx.browser();
    const contexts: BrowserContext[] = [];
    try {
      const terrenContext = await newContext(browser, app.server.url);
      contexts.push(terrenContext);
      const terren = await terrenSide(ctx, app, terrenContext);
      ctx.log(`  Terren drained in ${terren.outcome.ms.toFixed(0)} ms with ${terren.outcome.calls} calls (${describe(terren)})`);
      const workboxContext = await newContext(browser, app.server.url);
      contexts.push(workboxContext);
      const workbox = await workboxSide(ctx, app, workboxContext);
      ctx.log(`  Workbox replayed in ${workbox.outcome.ms.toFixed(0)} ms with ${workbox.outcome.calls} calls (${describe(workbox)})`);

      const { touched, changed, actions } = terren.script;
      const original = originalRuleDrainMs(touched);
      const [time, calls, versusOriginal] = rows;
      return [
        {
          ...time!,
          terren: terren.outcome.ms,
          baseline: workbox.outcome.ms,
          note:
            `${actions.length} taps on ${touched} voters (${changed} end up voted), stored offline in ${terren.queueMs.toFixed(0)} ms by Terren, ` +
            `queued in ${workbox.queueMs.toFixed(0)} ms by Workbox. Terren: ${describe(terren)}. Workbox: ${describe(workbox)}`,
        },
        {
          ...calls!,
          terren: terren.outcome.calls,
          baseline: workbox.outcome.calls,
          note: `the original app would make ${touched} (one per voter left unsent, latest state)`,
        },
        {
          ...versusOriginal!,
          terren: terren.outcome.ms,
          baseline: original,
          note: `${touched} calls × 1 s; plus up to 60 s before its retry timer first fires, not counted`,
        },
      ];
    } finally {
      for (const c of contexts) await c.close().catch(() => undefined);
    }
  },
};
