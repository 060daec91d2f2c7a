import type { BrowserContext } from '@playwright/test';
import { openObserverList, signInThroughUi, VOTER_ROW, waitForServiceWorker } from '../lib/app-pages';
import { newContext } from '../lib/browser';
import type { Benchmark } from '../lib/context';
import { openToFirstRow, openToFirstRowPhases, type ColdStartPhases } from '../lib/paint-probe';
import type { Figure } from '../lib/report';
import { median } from '../lib/stats';

const ACCOUNT = { username: 'bench-b3', password: 'bench-b3-password' };

const row = (throttle: number, voters: number): Omit<Figure, 'terren' | 'baseline'> => ({
  id: 'B3',
  what: `offline cold start to a painted station list of ${voters} voters, ${throttle}× CPU throttle (median)`,
  unit: 'ms',
  baselineLabel: 'same page online, service worker bypassed',
  lowerIsBetter: true,
});

const FLOOR_LABEL = 'floor: the same React, Chakra, list and row, voters built in memory, no shell, no IndexedDB';

const floorRow = (throttle: number, voters: number): Omit<Figure, 'terren' | 'baseline'> => ({
  id: 'B3',
  what: `the same cold start beside the list alone: ${voters} voters in memory, ${throttle}× CPU throttle (median)`,
  unit: 'ms',
  baselineLabel: FLOOR_LABEL,
  lowerIsBetter: true,
});

/** The floors without the toolkit (bench/pages/b7-plain.tsx, b7-vanilla.ts): the same voters in memory. */
const PLAIN_FLOORS = [
  { page: 'b7-plain', label: 'plain-React floor: the same virtual list, a plain row and search bar with static CSS, no Chakra, no shell', what: 'plain React' },
  { page: 'b7-vanilla', label: 'vanilla-DOM floor: the same voters, search bar and row markup drawn by hand, no framework', what: 'vanilla DOM' },
] as const;

const plainRow = (floor: (typeof PLAIN_FLOORS)[number], throttle: number, voters: number): Omit<Figure, 'terren' | 'baseline'> => ({
  id: 'B3',
  what: `the same cold start beside the list in ${floor.what}: ${voters} voters in memory, ${throttle}× CPU throttle (median)`,
  unit: 'ms',
  baselineLabel: floor.label,
  lowerIsBetter: true,
});

const PHASES: readonly [keyof ColdStartPhases, string][] = [
  ['lockShown', 'lock screen shown'],
  ['submitted', 'password sent'],
  ['lockGone', 'key open, lock gone'],
  ['firstRow', 'first row painted'],
];

/** Where the cold starts spent their time, side by side (the lock's marks from bench/lib/paint-probe.ts). */
function describePhases(offline: readonly ColdStartPhases[], online: readonly ColdStartPhases[]): string {
  const at = (runs: readonly ColdStartPhases[], key: keyof ColdStartPhases) => {
    const values = runs.map((run) => run[key]).filter((value): value is number => value !== undefined);
    return values.length > 0 ? median(values).toFixed(0) : '–';
  };
  return PHASES.map(([key, label]) => `${label} ${at(offline, key)} / ${at(online, key)}`).join(', ');
}

export const b3: Benchmark = {
  id: 'B3',
  title: 'offline cold start of the installed app',
  usesAppServer: true,
  observers: (sizes) => [{ ...ACCOUNT, stationSizes: [sizes.b3Voters] }],
  placeholders: () => [row(4, 5000), floorRow(4, 5000), ...PLAIN_FLOORS.map((floor) => plainRow(floor, 4, 5000))],
  async run(ctx) {
    const { sizes } = ctx;
    const app = await ctx.appServer();
    const context = await newContext(await ctx.browser(), app.server.url);
    let floorContext: BrowserContext | undefined;
    try {
      // "Installed": signed in, the list on the device, the service worker controlling with its precache.
      const page = await context.newPage();
      await signInThroughUi(page, ACCOUNT.username, ACCOUNT.password);
      await openObserverList(page, undefined, ACCOUNT.password);
      await waitForServiceWorker(page);
      const rows = await page.locator(VOTER_ROW).count();
      ctx.log(`  list on the device (${rows} rows in view); service worker in control`);
      await page.close();

      // The floor (bench/pages/b7-floor.tsx) in a profile of its own with no service worker (the
      // app's would answer its navigation with the app shell); a first visit warms its HTTP cache,
      // as the app's online side has it warm.
      floorContext = await newContext(await ctx.browser(), app.server.url, { serviceWorkers: 'block' });
      const floorPath = `/bench/pages/b7-floor.html?voters=${sizes.b3Voters}`;
      await openToFirstRow(floorContext, floorPath, VOTER_ROW, 1, false);
      const plainPaths = PLAIN_FLOORS.map((floor) => `/bench/pages/${floor.page}.html?voters=${sizes.b3Voters}`);
      for (const path of plainPaths) await openToFirstRow(floorContext, path, VOTER_ROW, 1, false);

      const offlinePhases: ColdStartPhases[] = [];
      const onlinePhases: ColdStartPhases[] = [];
      const floor: number[] = [];
      const plain: number[][] = PLAIN_FLOORS.map(() => []);
      // Alternating, so drift on a shared machine falls on every side alike.
      for (let i = 0; i < sizes.b3Reloads; i++) {
        await context.setOffline(true);
        offlinePhases.push(await openToFirstRowPhases(context, '/observer-module', VOTER_ROW, sizes.cpuThrottle, false, ACCOUNT.password));
        await context.setOffline(false);
        onlinePhases.push(await openToFirstRowPhases(context, '/observer-module', VOTER_ROW, sizes.cpuThrottle, true, ACCOUNT.password));
        floor.push(await openToFirstRow(floorContext, floorPath, VOTER_ROW, sizes.cpuThrottle, false));
        for (const [k, path] of plainPaths.entries()) plain[k]?.push(await openToFirstRow(floorContext, path, VOTER_ROW, sizes.cpuThrottle, false));
        const plainLog = PLAIN_FLOORS.map((f, k) => `${f.what} ${plain[k]?.[i]?.toFixed(0)} ms`).join(', ');
        const [off, on] = [offlinePhases[i], onlinePhases[i]];
        const lock = (p: ColdStartPhases | undefined) => `lock ${p?.lockShown?.toFixed(0)}→${p?.submitted?.toFixed(0)}→${p?.lockGone?.toFixed(0)}`;
        ctx.log(`  run ${i + 1}: offline ${off?.firstRow.toFixed(0)} ms (${lock(off)}), online without the worker ${on?.firstRow.toFixed(0)} ms (${lock(on)}), floor ${floor[i]?.toFixed(0)} ms, ${plainLog}`);
      }
      const offline = offlinePhases.map((p) => p.firstRow);
      const online = onlinePhases.map((p) => p.firstRow);
      const note = `${sizes.b3Reloads} runs each, each in a new tab; from navigation start to the frame after the first voter row, the lock screen's password (typed as soon as it shows) included`;
      const phases = `median ms from navigation start, offline / online: ${describePhases(offlinePhases, onlinePhases)}`;
      return [
        { ...row(sizes.cpuThrottle, sizes.b3Voters), terren: median(offline), baseline: median(online), note: `${note}; the HTTP cache stays warm for the online side; ${phases}` },
        { ...floorRow(sizes.cpuThrottle, sizes.b3Voters), terren: median(offline), baseline: median(floor), note: `${note}; what the app spends above the floor is its shell (session, lock, frame, IndexedDB)` },
        ...PLAIN_FLOORS.map((f, k) => ({
          ...plainRow(f, sizes.cpuThrottle, sizes.b3Voters),
          terren: median(offline),
          baseline: median(plain[k] ?? []),
          note: `the floor in its own tab, alternating with the others; Chakra floor ÷ this: ${(median(floor) / median(plain[k] ?? [])).toFixed(2)}`,
        })),
      ];
    } finally {
      await floorContext?.close();
      await context.close();
    }
  },
};
