import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { login } from '../lib/api';
import { openObserverList, signInThroughUi, VOTER_ROW } from '../lib/app-pages';
import { jsHeapUsed, newContext } from '../lib/browser';
import { buildShellFloor } from '../lib/build';
import type { Benchmark } from '../lib/context';
import { callPage, logPageErrors, openBenchPage } from '../lib/page-call';
import type { Figure } from '../lib/report';
import { startServer, type ServerHandle } from '../lib/server-process';
import { median } from '../lib/stats';

const ACCOUNT = { username: 'bench-heap', password: 'bench-heap-password' };
const MIB = 1024 * 1024;
/**
 * First opens per side, each on a device of its own (a fresh profile): one peak moves by 2–3 MiB
 * with where V8's young generation happens to be when a sample lands (bench/README.md), so the
 * first-open rows give the median. With five, the median itself moved by up to 2 MiB between runs
 * of one build; nine narrow that, for about a minute more per run.
 */
const FIRST_OPENS = 9;

const FLOOR_LABEL = 'floor: the same list and row, the voters built in memory (bench/pages/b7-floor.tsx)';
const STORE_FLOOR_LABEL = 'floor: the same download and store alone, no screen (bench/pages/b5-store.ts)';
const FIRST_OPEN_FLOOR_LABEL = 'floor: the same download, store and list, no shell (bench/pages/first-open-floor.tsx)';
const SHELL_FLOOR_LABEL = "floor: the app's own build and shell, its voting-day screen reduced to the same download, store and list (bench/shell-floor/)";

const rows = (voters: number): Omit<Figure, 'terren' | 'baseline'>[] => [
  { id: 'HEAP', what: `peak JS heap, voting-day screen, first open in a new tab (downloads and stores ${voters} voters)`, unit: 'MiB', baselineLabel: 'the sign-in screen at rest', lowerIsBetter: true },
  { id: 'HEAP', what: `peak JS heap, voting-day screen, first open in the tab that signed in`, unit: 'MiB', baselineLabel: 'the sign-in screen at rest', lowerIsBetter: true },
  { id: 'HEAP', what: `peak JS heap, voting-day screen, reopened with ${voters} voters on the device`, unit: 'MiB', baselineLabel: 'the sign-in screen at rest', lowerIsBetter: true },
  { id: 'HEAP', what: `peak JS heap, voting-day screen, first open, beside the list alone with ${voters} voters`, unit: 'MiB', baselineLabel: FLOOR_LABEL, lowerIsBetter: true },
  { id: 'HEAP', what: `peak JS heap, voting-day screen, first open, beside downloading and storing ${voters} voters alone`, unit: 'MiB', baselineLabel: STORE_FLOOR_LABEL, lowerIsBetter: true },
  { id: 'HEAP', what: `peak JS heap, voting-day screen, first open, beside the same first open with no shell`, unit: 'MiB', baselineLabel: FIRST_OPEN_FLOOR_LABEL, lowerIsBetter: true },
  { id: 'HEAP', what: `peak JS heap, voting-day screen, first open, beside the same first open in the app's shell, the screen reduced to download, store and list`, unit: 'MiB', baselineLabel: SHELL_FLOOR_LABEL, lowerIsBetter: true },
  { id: 'HEAP', what: `live JS heap after a garbage collection, voting-day screen, first open`, unit: 'MiB', baselineLabel: 'the sign-in screen at rest (also after a garbage collection)', lowerIsBetter: true },
  { id: 'HEAP', what: `live JS heap after a garbage collection, voting-day screen, first open, beside the list alone`, unit: 'MiB', baselineLabel: `${FLOOR_LABEL}, after a garbage collection`, lowerIsBetter: true },
  { id: 'HEAP', what: `live JS heap after a garbage collection, voting-day screen, first open, beside the same first open with no shell`, unit: 'MiB', baselineLabel: `${FIRST_OPEN_FLOOR_LABEL}, after a garbage collection`, lowerIsBetter: true },
  { id: 'HEAP', what: `live JS heap after a garbage collection, voting-day screen, first open, beside the same first open in the app's shell, the screen reduced`, unit: 'MiB', baselineLabel: `${SHELL_FLOOR_LABEL}, after a garbage collection`, lowerIsBetter: true },
  { id: 'HEAP', what: `live JS heap after a garbage collection, the signed-in shell at rest (the under-construction page in a new tab)`, unit: 'MiB', baselineLabel: 'the sign-in screen at rest (also after a garbage collection)', lowerIsBetter: true },
];

/** What the page holds once V8 has collected everything it can: the peak without its garbage. */
async function liveHeap(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  return (await jsHeapUsed(cdp)) ?? 0;
}

/** Samples JSHeapUsedSize every 100 ms while `during` runs and for `settleMs` after; returns the peak in bytes. */
async function peakHeap(cdp: CDPSession, during: () => Promise<void>, settleMs: number): Promise<number> {
  let peak = 0;
  let sampling = true;
  const loop = (async () => {
    while (sampling) {
      peak = Math.max(peak, (await jsHeapUsed(cdp).catch(() => null)) ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  try {
    await during();
    await new Promise((resolve) => setTimeout(resolve, settleMs));
  } finally {
    sampling = false;
    await loop;
  }
  return peak;
}

async function metrics(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  return cdp;
}

interface HeapSample {
  peak: number;
  live: number;
}

/** The first open in a new tab of a signed-in profile (see `run`): its peak, then its live heap. */
async function firstOpen(context: BrowserContext, settleMs: number): Promise<HeapSample> {
  const tab = await context.newPage();
  const cdp = await metrics(tab);
  const peak = await peakHeap(cdp, () => openObserverList(tab, undefined, ACCOUNT.password), settleMs);
  return { peak, live: await liveHeap(cdp) };
}

/** The first-open floor's tab in `context`, which holds the session and no voter yet; closed once measured. */
async function firstOpenFloorSample(context: BrowserContext, userId: number, settleMs: number, log: (message: string) => void): Promise<HeapSample> {
  const page = await context.newPage();
  logPageErrors(page, log, 'HEAP first-open floor');
  const cdp = await metrics(page);
  const peak = await peakHeap(
    cdp,
    async () => {
      await page.goto(`/bench/pages/first-open-floor.html?userId=${userId}`);
      await page.locator(VOTER_ROW).first().waitFor({ state: 'visible', timeout: 120_000 });
    },
    settleMs,
  );
  const live = await liveHeap(cdp);
  await page.close();
  return { peak, live };
}

/** `sample` on a device of its own (a fresh profile made by `device`), closed after. */
async function onNewDevice(device: () => Promise<BrowserContext>, sample: (context: BrowserContext) => Promise<HeapSample>): Promise<HeapSample> {
  const context = await device();
  try {
    return await sample(context);
  } finally {
    await context.close();
  }
}

/** `sample` on each of `count` devices of their own, one after the other. */
async function onNewDevices(count: number, device: () => Promise<BrowserContext>, sample: (context: BrowserContext) => Promise<HeapSample>): Promise<HeapSample[]> {
  const samples: HeapSample[] = [];
  while (samples.length < count) samples.push(await onNewDevice(device, sample));
  return samples;
}

const mib = (bytes: number) => (bytes / MIB).toFixed(1);

/** The median of each figure, and every peak for the note. */
function medianOf(samples: readonly HeapSample[]): HeapSample & { peaks: string } {
  return { peak: median(samples.map((s) => s.peak)), live: median(samples.map((s) => s.live)), peaks: samples.map((s) => mib(s.peak)).join(', ') };
}

export const heap: Benchmark = {
  id: 'HEAP',
  title: 'peak JS heap of the voting-day screen',
  usesAppServer: true,
  observers: (sizes) => [{ ...ACCOUNT, stationSizes: [sizes.heapVoters] }],
  placeholders: () => rows(10_000),
  async run(ctx) {
    const app = await ctx.appServer();
    const context = await newContext(await ctx.browser(), app.server.url);
    let floorContext: BrowserContext | undefined;
    let sameTabContext: BrowserContext | undefined;
    let shellFloor: ServerHandle | undefined;
    try {
      // The shell floor runs on a server of its own (its build, a copy of the same seeded data).
      const [shellFloorDist, shellFloorData] = await Promise.all([buildShellFloor(ctx.log), ctx.seededCopy('heap-shell-floor')]);
      shellFloor = await startServer({ target: { dataDir: shellFloorData.dataDir }, distDir: shellFloorDist });
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByLabel('Fjalëkalimi', { exact: true }).waitFor();
      const cdp = await metrics(page);
      await cdp.send('HeapProfiler.collectGarbage');
      const atRest = (await jsHeapUsed(cdp)) ?? 0;
      await signInThroughUi(page, ACCOUNT.username, ACCOUNT.password);
      const settleMs = ctx.quick ? 500 : 2000;
      // The first open as from the home screen: a document of its own. Tabs do not share a heap,
      // but a tab that navigates keeps the previous document's objects in its heap until V8
      // collects them, so a first open in the tab that signed in also counts the signed-in
      // dashboard it replaced (its own row below).
      const firstOpens = [await firstOpen(context, settleMs)];
      // A new tab: the list now comes from IndexedDB, as on every later visit.
      const second = await context.newPage();
      const cdp2 = await metrics(second);
      const reopened = await peakHeap(cdp2, () => openObserverList(second, undefined, ACCOUNT.password), settleMs);
      // What the signed-in shell alone holds beyond the sign-in page, on the spec's under-construction
      // page (the lightest area there is): the first open's live heap less the no-shell floor's
      // should come to about this.
      const shellPage = await context.newPage();
      const cdpShell = await metrics(shellPage);
      await shellPage.goto('/pages-comingsoon');
      await shellPage.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
      await shellPage.waitForTimeout(settleMs);
      const shellLive = await liveHeap(cdpShell);
      await shellPage.close();
      // The bench's method before 2026-11-27, kept so figures from before compare: the first open
      // in the tab that signed in. A device of its own (this one holds the list by now).
      sameTabContext = await newContext(await ctx.browser(), app.server.url);
      const sameTab = await sameTabContext.newPage();
      await signInThroughUi(sameTab, ACCOUNT.username, ACCOUNT.password);
      const sameTabPeak = await peakHeap(await metrics(sameTab), () => openObserverList(sameTab, undefined, ACCOUNT.password), settleMs);
      await sameTabContext.close();
      // The other first opens, each on a device of its own, signed in the same way, taking turns
      // with the shell floor's (the same steps on its server), so a drift of the machine during the
      // run reaches both sides alike.
      const opens = ctx.quick ? 1 : FIRST_OPENS;
      const deviceOn = (url: string) => async () => newContext(await ctx.browser(), url);
      const signedInFirstOpen = async (device: BrowserContext) => {
        await signInThroughUi(await device.newPage(), ACCOUNT.username, ACCOUNT.password);
        return firstOpen(device, settleMs);
      };
      const shellFloorOpens: HeapSample[] = [];
      for (let turn = 0; turn < opens; turn++) {
        shellFloorOpens.push(await onNewDevice(deviceOn(shellFloor.url), signedInFirstOpen));
        // Terren's side already has its first open (above), so it takes one turn fewer.
        if (firstOpens.length < opens) firstOpens.push(await onNewDevice(deviceOn(app.server.url), signedInFirstOpen));
      }
      await shellFloor.stop();
      const { peak: first, live: firstLive, peaks: firstPeaks } = medianOf(firstOpens);
      const { peak: shellFloorPeak, live: shellFloorLive, peaks: shellFloorPeaks } = medianOf(shellFloorOpens);
      // The floor: what holding the station's voters and drawing the list costs by itself, with no
      // download, store or shell. In a profile of its own with no service worker (the app's would
      // answer this navigation with the app shell).
      floorContext = await newContext(await ctx.browser(), app.server.url, { serviceWorkers: 'block' });
      const floorPage = await floorContext.newPage();
      const cdp3 = await metrics(floorPage);
      const floor = await peakHeap(
        cdp3,
        async () => {
          await floorPage.goto(`/bench/pages/b7-floor.html?voters=${ctx.sizes.heapVoters}`);
          await floorPage.locator(VOTER_ROW).first().waitFor({ state: 'visible', timeout: 60_000 });
        },
        settleMs,
      );
      const floorLive = await liveHeap(cdp3);
      // Closed once measured: the later floors do not need its 10,000 voters in the browser.
      await floorPage.close();
      // The second floor: the first open's download and store (the voting-day store's own code,
      // as B5 runs it) in a page that draws nothing: what fetching, parsing and storing the list
      // costs before any screen shows it. Same profile as the list floor.
      const storePage = await floorContext.newPage();
      logPageErrors(storePage, ctx.log, 'HEAP store floor');
      await openBenchPage(storePage, '/bench/pages/b5-store.html', 'b5');
      const answer = await login(app.server.url, ACCOUNT.username, ACCOUNT.password);
      await callPage(storePage, 'b5', 'setup', { userId: answer.user.id, token: answer.key });
      // The third floor, while the profile holds the session and no voter yet: the whole first
      // open (download, store, list) with no shell around it. As many times as the
      // app's first open, the others each in a profile of its own set up the same way.
      const floorOpens = [await firstOpenFloorSample(floorContext, answer.user.id, settleMs, ctx.log)];
      const newFloorDevice = async () => newContext(await ctx.browser(), app.server.url, { serviceWorkers: 'block' });
      floorOpens.push(
        ...(await onNewDevices(opens - 1, newFloorDevice, async (device) => {
          const setupPage = await device.newPage();
          await openBenchPage(setupPage, '/bench/pages/b5-store.html', 'b5');
          await callPage(setupPage, 'b5', 'setup', { userId: answer.user.id, token: answer.key });
          return firstOpenFloorSample(device, answer.user.id, settleMs, ctx.log);
        })),
      );
      const { peak: firstOpenFloor, live: firstOpenFloorLive, peaks: floorPeaks } = medianOf(floorOpens);
      const cdp4 = await metrics(storePage);
      await cdp4.send('HeapProfiler.collectGarbage');
      let stored = 0;
      const storeFloor = await peakHeap(
        cdp4,
        async () => {
          stored = (await callPage(storePage, 'b5', 'terren')).stored;
        },
        settleMs,
      );
      if (stored !== ctx.sizes.heapVoters) throw new Error(`the store floor stored ${stored} of ${ctx.sizes.heapVoters} voters`);
      const [firstRow, sameTabRow, reopenRow, floorRow, storeRow, firstOpenFloorRow, shellFloorRow, liveRow, liveFloorRow, liveFirstOpenFloorRow, liveShellFloorRow, shellRow] =
        rows(ctx.sizes.heapVoters);
      const note = `median of ${opens} first opens, each on a device of its own (peaks ${firstPeaks} MiB); CDP Performance.getMetrics JSHeapUsedSize sampled every 100 ms until ${settleMs} ms after the first row shows`;
      return [
        { ...firstRow!, terren: first / MIB, baseline: atRest / MIB, note },
        {
          ...sameTabRow!,
          terren: sameTabPeak / MIB,
          baseline: atRest / MIB,
          note: 'the bench measured the first open this way until 2026-11-27: the peak also counts the signed-in document the navigation replaced, until V8 collects it',
        },
        { ...reopenRow!, terren: reopened / MIB, baseline: atRest / MIB },
        { ...floorRow!, terren: first / MIB, baseline: floor / MIB, note: 'the peak counts garbage not yet collected, so it moves with when V8 collects' },
        { ...storeRow!, terren: first / MIB, baseline: storeFloor / MIB, note: 'the floor page holds Dexie and the store code only' },
        {
          ...firstOpenFloorRow!,
          terren: first / MIB,
          baseline: firstOpenFloor / MIB,
          note: `median of ${opens} each (floor peaks ${floorPeaks} MiB); that floor's own peak is ${(firstOpenFloor / atRest).toFixed(2)}× the sign-in screen at rest; same sampling`,
        },
        {
          ...shellFloorRow!,
          terren: first / MIB,
          baseline: shellFloorPeak / MIB,
          note: `median of ${opens} each, the two sides taking turns (floor peaks ${shellFloorPeaks} MiB); that floor's own peak is ${(shellFloorPeak / atRest).toFixed(2)}× the sign-in screen at rest; same sampling`,
        },
        {
          ...liveRow!,
          terren: firstLive / MIB,
          baseline: atRest / MIB,
          note: `HeapProfiler.collectGarbage, then JSHeapUsedSize, once the first open's sampling ends; like for like with the sign-in figure. The peak less this is garbage V8 had not collected yet (${((first - firstLive) / MIB).toFixed(1)} MiB)`,
        },
        { ...liveFloorRow!, terren: firstLive / MIB, baseline: floorLive / MIB, note: 'the same collection on the floor page once its sampling ends' },
        {
          ...liveFirstOpenFloorRow!,
          terren: firstLive / MIB,
          baseline: firstOpenFloorLive / MIB,
          note: `the difference (${((firstLive - firstOpenFloorLive) / MIB).toFixed(1)} MiB) is what the shell and the voting-day screen hold: the next row parts them`,
        },
        {
          ...liveShellFloorRow!,
          terren: firstLive / MIB,
          baseline: shellFloorLive / MIB,
          note: `the difference (${((firstLive - shellFloorLive) / MIB).toFixed(1)} MiB) is what the voting-day screen holds beyond its list (toolbar, station picker, sync marks, the open list's index)`,
        },
        {
          ...shellRow!,
          terren: shellLive / MIB,
          baseline: atRest / MIB,
          note: `the shell (router, session, sync engine, menus, top bar and their code) holds ${((shellLive - atRest) / MIB).toFixed(1)} MiB more than the sign-in page`,
        },
      ];
    } finally {
      await shellFloor?.stop();
      await sameTabContext?.close();
      await floorContext?.close();
      await context.close();
    }
  },
};
