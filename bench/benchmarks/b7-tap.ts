import { login, observerList } from '../lib/api';
import { openObserverList, signInThroughUi } from '../lib/app-pages';
import { newContext, throttleCpu } from '../lib/browser';
import type { BrowserContext, Page } from '@playwright/test';
import { observerNamed, type Benchmark } from '../lib/context';
import { armTapProbe, tapResult } from '../lib/paint-probe';
import type { Figure } from '../lib/report';
import { percentile } from '../lib/stats';

const ACCOUNT = { username: 'bench-b7', password: 'bench-b7-password' };
/** Between taps, as an observer would pause: the previous tap's sync settles meanwhile. */
const PAUSE_MS = 400;
/** Taps per turn; the pages take turns so load on a shared machine falls on each alike. */
const TURN = 10;
const FLOOR_LABEL = 'in-memory floor: same list and row, no IndexedDB, no engine';

const SENDING_LABEL =
  'the floor that keeps the mark, sending it too: one POST per tap after the row shows, and its acknowledgement in one raw IndexedDB transaction';

const DURABLE_LABEL = 'the floor plus what the rules ask a tap to keep: the voter record and its outbox row in one raw IndexedDB transaction, the row shown once it commits';

const PLAIN_LABEL = 'plain-React floor: the same virtual list, a plain row with static CSS, no Chakra, state in memory';
const VANILLA_LABEL = 'vanilla-DOM floor: the same voters and row markup drawn by hand, a tap rewrites its row, no framework';

const rows = (throttle: number, voters: number): Omit<Figure, 'terren' | 'baseline'>[] => [
  { id: 'B7', what: `tap "Konfirmo" to painted row, ${voters}-voter list, ${throttle}× CPU throttle: p50`, unit: 'ms', baselineLabel: FLOOR_LABEL, lowerIsBetter: true },
  { id: 'B7', what: `tap "Konfirmo" to painted row, ${voters}-voter list, ${throttle}× CPU throttle: p95`, unit: 'ms', baselineLabel: FLOOR_LABEL, lowerIsBetter: true },
  { id: 'B7', what: `the same tap beside a floor that keeps the mark on the device: p50`, unit: 'ms', baselineLabel: DURABLE_LABEL, lowerIsBetter: true },
  { id: 'B7', what: `the same tap beside a floor that keeps the mark on the device: p95`, unit: 'ms', baselineLabel: DURABLE_LABEL, lowerIsBetter: true },
  { id: 'B7', what: `the same tap beside a floor that keeps the mark and sends it: p50`, unit: 'ms', baselineLabel: SENDING_LABEL, lowerIsBetter: true },
  { id: 'B7', what: `the same tap beside a floor that keeps the mark and sends it: p95`, unit: 'ms', baselineLabel: SENDING_LABEL, lowerIsBetter: true },
  { id: 'B7', what: `the same tap beside the list in plain React: p50`, unit: 'ms', baselineLabel: PLAIN_LABEL, lowerIsBetter: true },
  { id: 'B7', what: `the same tap beside the list in plain React: p95`, unit: 'ms', baselineLabel: PLAIN_LABEL, lowerIsBetter: true },
  { id: 'B7', what: `the same tap beside the list in vanilla DOM: p50`, unit: 'ms', baselineLabel: VANILLA_LABEL, lowerIsBetter: true },
  { id: 'B7', what: `the same tap beside the list in vanilla DOM: p95`, unit: 'ms', baselineLabel: VANILLA_LABEL, lowerIsBetter: true },
];

type FloorKind = 'memory' | 'durable' | 'sending' | 'plain' | 'vanilla';
const FLOOR_PATH: Record<FloorKind, string> = {
  memory: 'b7-floor.html?',
  durable: 'b7-floor.html?durable=1&',
  sending: 'b7-floor.html?durable=1&send=1&',
  plain: 'b7-plain.html?',
  vanilla: 'b7-vanilla.html?',
};

/** Opens a floor page (bench/pages/b7-floor.tsx, b7-plain.tsx, b7-vanilla.ts) with `voters`, throttled; see FloorKind and the page's comments. */
async function openFloor(context: BrowserContext, voters: number, throttle: number, kind: FloorKind, log: (line: string) => void): Promise<Page> {
  const floor = await context.newPage();
  floor.on('pageerror', (error) => log(`  floor page error: ${error.message}`));
  floor.on('console', (message) => {
    if (message.type() === 'error') log(`  floor page console error: ${message.text()}`);
  });
  await floor.goto(`/bench/pages/${FLOOR_PATH[kind]}voters=${voters}`);
  await floor.locator('[data-testid^="voter-row-"]').first().waitFor({ state: 'visible', timeout: 60_000 });
  await throttleCpu(floor, throttle);
  return floor;
}

/** Taps row `voterId`'s "Konfirmo" and returns ms from the click to the frame showing it voted. */
async function tap(page: Page, voterId: number): Promise<number> {
  const testId = `voter-row-${voterId}`;
  const button = page.getByTestId(testId).getByRole('button', { name: /^Konfirmo/ });
  await button.scrollIntoViewIfNeeded();
  await armTapProbe(page, testId);
  await button.click();
  const time = await tapResult(page, 30_000);
  await page.waitForTimeout(PAUSE_MS);
  return time;
}

export const b7: Benchmark = {
  id: 'B7',
  title: 'tap to painted row',
  usesAppServer: true,
  observers: (sizes) => [{ ...ACCOUNT, stationSizes: [sizes.b7Voters] }],
  placeholders: () => rows(4, 2000),
  // Six pages of 100 taps (the plain floors since issue 37): about eight minutes on two quiet cores,
  // past run.ts's 600 s on loaded ones.
  timeLimitMs: { full: 1_200_000 },
  async run(ctx) {
    const { sizes } = ctx;
    const app = await ctx.appServer();
    const answer = await login(app.server.url, ACCOUNT.username, ACCOUNT.password);
    const voters = (await observerList(app.server.url, answer.key)).voters;
    const context = await newContext(await ctx.browser(), app.server.url);
    let floorContext: BrowserContext | undefined;
    try {
      const page = await context.newPage();
      await signInThroughUi(page, ACCOUNT.username, ACCOUNT.password);
      await openObserverList(page, undefined, ACCOUNT.password);
      await throttleCpu(page, sizes.cpuThrottle);
      // The floor: the same components over the same number of voters, in memory (bench/pages/b7-floor.tsx).
      // Its own context: in the app's, the service worker's navigation fallback would answer with the app.
      floorContext = await newContext(await ctx.browser(), app.server.url);
      const floor = await openFloor(floorContext, sizes.b7Voters, sizes.cpuThrottle, 'memory', ctx.log);
      const durableFloor = await openFloor(floorContext, sizes.b7Voters, sizes.cpuThrottle, 'durable', ctx.log);
      const sendingFloor = await openFloor(floorContext, sizes.b7Voters, sizes.cpuThrottle, 'sending', ctx.log);
      const plainFloor = await openFloor(floorContext, sizes.b7Voters, sizes.cpuThrottle, 'plain', ctx.log);
      const vanillaFloor = await openFloor(floorContext, sizes.b7Voters, sizes.cpuThrottle, 'vanilla', ctx.log);
      const floorIds = await floor.evaluate(() => (window as unknown as { __benchFloorIds: number[] }).__benchFloorIds);
      // The first voters in list order, each confirmed once, as at the opening of a polling station.
      const terrenIds = voters.slice(0, sizes.b7Taps).map((v) => v.voter_id);
      // The sending floor confirms other voters of the same station, so no call meets a vote already made.
      const sentIds = voters.slice(sizes.b7Taps, 2 * sizes.b7Taps).map((v) => v.voter_id);
      if (sentIds.length < sizes.b7Taps) throw new Error(`the station has ${voters.length} voters, fewer than twice ${sizes.b7Taps} taps`);
      const serverIds = Object.fromEntries(floorIds.slice(0, sizes.b7Taps).map((id, i) => [id, sentIds[i]]));
      const observerId = observerNamed(app, ACCOUNT.username).observerId;
      await sendingFloor.evaluate((setup) => Object.assign(window, { __benchFloorSend: setup }), { token: answer.key, observerId, serverIds });
      // In the order they take turns; `label` starts each side's log line.
      const sides = [
        { label: 'floor, ', page: floor, ids: floorIds, times: [] as number[] },
        { label: 'floor keeping the mark, ', page: durableFloor, ids: floorIds, times: [] as number[] },
        { label: 'floor keeping and sending the mark, ', page: sendingFloor, ids: floorIds, times: [] as number[] },
        { label: 'plain-React floor, ', page: plainFloor, ids: floorIds, times: [] as number[] },
        { label: 'vanilla-DOM floor, ', page: vanillaFloor, ids: floorIds, times: [] as number[] },
        { label: '', page, ids: terrenIds, times: [] as number[] },
      ];
      for (let from = 0; from < sizes.b7Taps; from += TURN) {
        for (const side of sides) {
          // A tab in the background gets no frames: the side measured is always in front.
          await side.page.bringToFront();
          for (const id of side.ids.slice(from, Math.min(from + TURN, sizes.b7Taps))) side.times.push(await tap(side.page, id));
        }
      }
      for (const side of sides) ctx.log(`  ${side.label}${side.times.length} taps: ${side.times.map((t) => t.toFixed(0)).join(', ')} ms`);
      const [floorTimes, durableTimes, sendingTimes, plainTimes, vanillaTimes, times] = sides.map((side) => side.times) as [number[], number[], number[], number[], number[], number[]];
      const sentSet = new Set(sentIds);
      const sent = (await observerList(app.server.url, answer.key)).voters.filter((v) => sentSet.has(v.voter_id) && v.voted).length;
      if (sent !== sentIds.length) throw new Error(`the sending floor's votes reached the server for ${sent} of ${sentIds.length} voters`);
      const [p50, p95, durableP50, durableP95, sendingP50, sendingP95, plainP50, plainP95, vanillaP50, vanillaP95] = rows(sizes.cpuThrottle, sizes.b7Voters);
      const note =
        `from the click event's timestamp to the frame after the row turns voted (store write, render); ${times.length} taps per side, ` +
        `${PAUSE_MS} ms apart, online, the six pages taking turns of ${TURN}. Floor: bench/pages/b7-floor.tsx`;
      return [
        { ...p50!, terren: percentile(times, 50), baseline: percentile(floorTimes, 50), note },
        { ...p95!, terren: percentile(times, 95), baseline: percentile(floorTimes, 95) },
        { ...durableP50!, terren: percentile(times, 50), baseline: percentile(durableTimes, 50), note: 'Terren ÷ this floor is what Dexie, the outbox row, the engine and the shell add to a tap that keeps its mark' },
        { ...durableP95!, terren: percentile(times, 95), baseline: percentile(durableTimes, 95) },
        {
          ...sendingP50!,
          terren: percentile(times, 50),
          baseline: percentile(sendingTimes, 50),
          note: `every one of its ${sent} votes verified on the server; Terren ÷ this floor is what Dexie, the outbox's bookkeeping, the engine's scheduling and the shell add`,
        },
        { ...sendingP95!, terren: percentile(times, 95), baseline: percentile(sendingTimes, 95) },
        {
          ...plainP50!,
          terren: percentile(times, 50),
          baseline: percentile(plainTimes, 50),
          note: `bench/pages/b7-plain.tsx; the Chakra floor ÷ this (what the toolkit's runtime styling costs a tap): p50 ${(percentile(floorTimes, 50) / percentile(plainTimes, 50)).toFixed(2)}, p95 ${(percentile(floorTimes, 95) / percentile(plainTimes, 95)).toFixed(2)}`,
        },
        { ...plainP95!, terren: percentile(times, 95), baseline: percentile(plainTimes, 95) },
        {
          ...vanillaP50!,
          terren: percentile(times, 50),
          baseline: percentile(vanillaTimes, 50),
          note: `bench/pages/b7-vanilla.ts; the plain-React floor ÷ this (what React costs a tap): p50 ${(percentile(plainTimes, 50) / percentile(vanillaTimes, 50)).toFixed(2)}, p95 ${(percentile(plainTimes, 95) / percentile(vanillaTimes, 95)).toFixed(2)}`,
        },
        { ...vanillaP95!, terren: percentile(times, 95), baseline: percentile(vanillaTimes, 95) },
      ];
    } finally {
      await floorContext?.close();
      await context.close();
    }
  },
};
