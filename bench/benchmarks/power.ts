import type { BrowserContext, Page } from '@playwright/test';
import { login, observerList } from '../lib/api';
import { openObserverList, signInThroughUi, waitForServiceWorker } from '../lib/app-pages';
import { newContext } from '../lib/browser';
import type { Benchmark, BenchContext } from '../lib/context';
import { logPageErrors } from '../lib/page-call';
import { perHour, perMinute, requestsOf, sampleWindow, wakesOf, WatchedPage, type PageWindow, type WindowResult } from '../lib/power-window';
import type { Figure } from '../lib/report';
import { describeSources, setPageHidden, WAKE_COUNTER_SCRIPT } from '../lib/wake-counter';

const ACCOUNT = { username: 'bench-power', password: 'bench-power-password' };
const STATIC_PAGE = '/bench/pages/power-static.html';
/** One voter marked this often in the marking window, the static page's button tapped half-way between. */
const MARK_EVERY_MS = 10_000;

type State = 'idle' | 'hidden' | 'marking' | 'offline';
const STATES: readonly State[] = ['idle', 'hidden', 'marking', 'offline'];

const STATE_TEXT: Record<State, string> = {
  idle: 'open and idle, online',
  hidden: 'open, idle and hidden (another app in front), online',
  marking: 'marking one voter every 10 s, online',
  offline: 'open and idle, offline',
};
const BASELINE_TEXT: Record<State, string> = {
  idle: 'a static page (no script) from the same server, same window',
  hidden: 'the static page, hidden the same way, same window',
  marking: 'the static page, its button tapped every 10 s, same window',
  offline: 'the static page, offline, same window',
};

type Measure = 'cpu' | 'wakes' | 'requests';
const MEASURES: readonly Measure[] = ['cpu', 'wakes', 'requests'];
const MEASURE_TEXT: Record<Measure, { what: string; unit: string }> = {
  cpu: { what: 'main-thread CPU seconds per hour', unit: 's/h' },
  wakes: { what: 'timer wake-ups per minute (page and service worker)', unit: '/min' },
  requests: { what: 'network requests per hour (page and service worker)', unit: 'req/h' },
};

const row = (state: State, measure: Measure): Omit<Figure, 'terren' | 'baseline'> => ({
  id: 'POWER',
  what: `voting-day screen ${STATE_TEXT[state]}: ${MEASURE_TEXT[measure].what}`,
  unit: MEASURE_TEXT[measure].unit,
  baselineLabel: BASELINE_TEXT[state],
  lowerIsBetter: true,
});

const placeholders = () => STATES.flatMap((state) => MEASURES.map((measure) => row(state, measure)));

function figure(window: PageWindow, seconds: number, measure: Measure): number {
  if (measure === 'cpu') return perHour(window.taskSeconds, seconds);
  if (measure === 'wakes') return perMinute(wakesOf(window), seconds);
  return perHour(requestsOf(window), seconds);
}

function describe(window: PageWindow): string {
  const kinds = Object.entries(window.pageWakes.byKind)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');
  const worker = window.workerWakes.total + window.workerStarts > 0 ? `; service worker: ${window.workerStarts} starts, ${window.workerWakes.total} timers` : '';
  return `page timers: ${kinds || 'none'}${worker}; requests: ${window.pageRequests} page, ${window.workerRequests} service worker`;
}

/** Taps "Konfirmo" on the next unmarked voter of the list. */
async function mark(page: Page, voterId: number): Promise<void> {
  const button = page.getByTestId(`voter-row-${voterId}`).getByRole('button', { name: /^Konfirmo/ });
  await button.scrollIntoViewIfNeeded();
  await button.click();
}

async function sleepUntil(at: number): Promise<void> {
  const left = at - performance.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

/** Runs one state's window over both pages; puts the state on before and takes it off after. */
async function measureState(state: State, terren: WatchedPage, plain: WatchedPage, voterIds: number[], ctx: BenchContext): Promise<WindowResult> {
  const seconds = ctx.sizes.powerWindowSeconds;
  // What a change of state sets off (a drain on showing the page, the last pull) is over before the window opens.
  const settleMs = ctx.quick ? 2000 : 5000;
  const both = [terren, plain];
  if (state === 'hidden') for (const side of both) await setPageHidden(side.page, true);
  if (state === 'offline') for (const side of both) await side.context.setOffline(true);
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  try {
    return await sampleWindow(both, seconds, async ({ until }) => {
      if (state !== 'marking') return;
      const start = performance.now();
      for (let i = 0; start + i * MARK_EVERY_MS < until; i++) {
        await sleepUntil(start + i * MARK_EVERY_MS);
        const voterId = voterIds.shift();
        if (voterId === undefined) throw new Error('POWER ran out of unmarked voters');
        await mark(terren.page, voterId);
        if (start + i * MARK_EVERY_MS + MARK_EVERY_MS / 2 >= until) break;
        await sleepUntil(start + i * MARK_EVERY_MS + MARK_EVERY_MS / 2);
        await plain.page.getByRole('button', { name: 'Konfirmo' }).click();
      }
    });
  } finally {
    if (state === 'hidden') for (const side of both) await setPageHidden(side.page, false);
    if (state === 'offline') for (const side of both) await side.context.setOffline(false);
  }
}

export const power: Benchmark = {
  id: 'POWER',
  title: 'a full day on one charge: CPU, wake-ups and requests of the open voting-day screen',
  usesAppServer: true,
  // Four windows of 150 s each on both pages, plus the settling between them: past the default 600 s.
  timeLimitMs: { full: 1_200_000 },
  observers: (sizes) => [{ ...ACCOUNT, stationSizes: [sizes.powerVoters] }],
  placeholders,
  async run(ctx) {
    const app = await ctx.appServer();
    const answer = await login(app.server.url, ACCOUNT.username, ACCOUNT.password);
    const voterIds = (await observerList(app.server.url, answer.key)).voters.filter((v) => !v.voted).map((v) => v.voter_id);
    const browser = await ctx.browser();
    const context = await newContext(browser, app.server.url);
    let plainContext: BrowserContext | undefined;
    try {
      await context.addInitScript({ content: WAKE_COUNTER_SCRIPT });
      // The installed app: signed in, the list on the device, the service worker in control.
      const page = await context.newPage();
      logPageErrors(page, ctx.log, 'POWER');
      await signInThroughUi(page, ACCOUNT.username, ACCOUNT.password);
      await openObserverList(page, undefined, ACCOUNT.password);
      await waitForServiceWorker(page);
      // A profile of its own without the service worker, whose navigation fallback would answer with the app.
      plainContext = await newContext(browser, app.server.url, { serviceWorkers: 'block' });
      await plainContext.addInitScript({ content: WAKE_COUNTER_SCRIPT });
      const plainPage = await plainContext.newPage();
      await plainPage.goto(STATIC_PAGE);
      await plainPage.getByRole('button', { name: 'Konfirmo' }).waitFor();
      const terren = await WatchedPage.watch(page);
      const plain = await WatchedPage.watch(plainPage);
      // The first open's own work (the first delta pull, the precache check) is not the idle screen's.
      await new Promise((resolve) => setTimeout(resolve, ctx.quick ? 3000 : 10_000));

      const figures: Figure[] = [];
      for (const state of STATES) {
        const result = await measureState(state, terren, plain, voterIds, ctx);
        const [mine, theirs] = result.pages as [PageWindow, PageWindow];
        const chromium = result.chromiumSeconds === null ? '' : `; every Chromium process together: ${perHour(result.chromiumSeconds, result.seconds).toFixed(0)} s/h`;
        ctx.log(`  ${state} (${result.seconds.toFixed(0)} s): Terren ${describe(mine)}; static ${describe(theirs)}${chromium}`);
        const sources = describeSources(mine.pageWakes, 4);
        if (sources) ctx.log(`    Terren's busiest timers: ${sources}`);
        const workerSources = describeSources(mine.workerWakes, 3);
        if (workerSources) ctx.log(`    service worker's: ${workerSources}`);
        for (const measure of MEASURES) {
          const note =
            measure === 'cpu'
              ? `CDP Performance.getMetrics TaskDuration over ${result.seconds.toFixed(0)} s, extrapolated to an hour${chromium}`
              : measure === 'wakes'
                ? `${describe(mine)}${sources ? `; busiest: ${sources}` : ''}`
                : `${requestsOf(mine)} in ${result.seconds.toFixed(0)} s, extrapolated to an hour`;
          figures.push({ ...row(state, measure), terren: figure(mine, result.seconds, measure), baseline: figure(theirs, result.seconds, measure), note });
        }
      }
      return figures;
    } finally {
      await plainContext?.close();
      await context.close();
    }
  },
};
