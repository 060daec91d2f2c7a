import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { login } from '../lib/api';
import { openObserverList, signInThroughUi, VOTER_ROW } from '../lib/app-pages';
import { newContext } from '../lib/browser';
import { firstRowTime, probeFirstRow } from '../lib/paint-probe';
import { buildFloor, buildMapped } from '../lib/build';
import { gzipTotal, kib, listFiles, swManifest } from '../lib/bytes';
import type { Benchmark, BenchContext } from '../lib/context';
import type { Figure } from '../lib/report';
import { thirdPartyTotal } from '../lib/third-party-bytes';

const ACCOUNT = { username: 'bench-b4', password: 'bench-b4-password' };
const FLOOR = 'plain React + react-dom root, same Vite';

const rows: Omit<Figure, 'terren' | 'baseline'>[] = [
  { id: 'B4', what: 'JS to open /login (gzip)', unit: 'KiB', baselineLabel: FLOOR, lowerIsBetter: true },
  { id: 'B4', what: 'JS to open /observer-module, the voting-day screen (gzip)', unit: 'KiB', baselineLabel: FLOOR, lowerIsBetter: true },
  {
    id: 'B4',
    what: 'JS to open /observer-module (gzip), beside its third-party code alone',
    unit: 'KiB',
    baselineLabel: 'floor: the same files, only the bytes their source maps trace to node_modules',
    lowerIsBetter: true,
  },
  {
    id: 'B4',
    what: 'JS fetched before the voting-day screen paints its first rows (gzip), beside its third-party code alone',
    unit: 'KiB',
    baselineLabel: 'floor: the same files, only the bytes their source maps trace to node_modules',
    lowerIsBetter: true,
  },
  { id: 'B4', what: 'whole precache (gzip)', unit: 'KiB', baselineLabel: `${FLOOR}: every file it ships`, lowerIsBetter: true },
  {
    id: 'B4',
    what: 'whole precache (gzip), beside its third-party code alone',
    unit: 'KiB',
    baselineLabel: 'floor: the precached scripts, only the bytes their source maps trace to node_modules',
    lowerIsBetter: true,
  },
  {
    id: 'B4',
    what: 'code cached on first use or at idle, not precached (gzip)',
    unit: 'KiB',
    baselineLabel: 'the precache it is left out of',
    lowerIsBetter: false,
  },
];

/** The libraries behind `files`, alone, and the six largest (KiB raw): what any app built on this stack pays for them. */
function librariesOf(mapped: string, dist: string, files: readonly string[]): { gzip: number; raw: number; largest: string } {
  for (const file of files) {
    if (readFileSync(join(mapped, file), 'utf8') !== readFileSync(join(dist, file), 'utf8')) throw new Error(`${file} differs between the bench build and the mapped build`);
  }
  const libraries = thirdPartyTotal(mapped, files);
  const raw = [...libraries.byPackage.values()].reduce((sum, bytes) => sum + bytes, 0);
  const largest = [...libraries.byPackage]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([pkg, bytes]) => `${pkg} ${kib(bytes).toFixed(0)}`)
    .join(', ');
  return { gzip: libraries.gzip, raw, largest };
}

/** The three largest of `files` by gzip size, with their KiB. */
function largestFiles(dist: string, files: readonly string[]): string {
  return files
    .map((file) => [file.replace(/^assets\//, ''), gzipTotal(dist, [file]).gzip] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([file, bytes]) => `${file} ${kib(bytes).toFixed(0)}`)
    .join(', ');
}

/** How long no script may have been asked for or be loading before a page's scripts count as all loaded. */
const SCRIPTS_QUIET_MS = 1000;

/**
 * Same-origin scripts a page loads while `open` runs, as paths in the build folder. Waits until
 * scripts have been quiet for a second, not for network idle: the voting-day screen keeps its
 * live stream open (GET /api/live/voting-day/), so the network is never idle there.
 */
async function scriptsLoaded(page: Page, origin: string, open: () => Promise<void>): Promise<string[]> {
  const seen = new Set<string>();
  const loading = new Set<Request>();
  let lastAt = Date.now();
  const isScript = (request: Request) => {
    const url = new URL(request.url());
    return url.origin === origin && (request.resourceType() === 'script' || url.pathname.endsWith('.js'));
  };
  page.on('request', (request) => {
    if (!isScript(request)) return;
    seen.add(new URL(request.url()).pathname.replace(/^\//, ''));
    loading.add(request);
    lastAt = Date.now();
  });
  const settled = (request: Request) => {
    if (loading.delete(request)) lastAt = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  await open();
  const deadline = Date.now() + 30_000;
  while (loading.size > 0 || Date.now() - lastAt < SCRIPTS_QUIET_MS) {
    if (Date.now() > deadline) throw new Error(`scripts still loading after 30 s: ${[...loading].map((r) => r.url()).join(', ')}`);
    await page.waitForTimeout(100);
  }
  return [...seen].sort();
}

/**
 * The same-origin scripts the page asked for before its first voter row was painted (Resource
 * Timing and the paint probe share the page's clock): what stands between a cold start and the
 * list. What the screen loads after that (Chakra's system, the top bar) is in the route's total.
 */
async function scriptsBeforeFirstRow(page: Page): Promise<string[]> {
  const paintedAt = await firstRowTime(page, 30_000);
  const scripts = await page.evaluate(
    ([before, origin]) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < before && entry.name.startsWith(origin) && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname.replace(/^\//, '')),
    [paintedAt, new URL(page.url()).origin] as const,
  );
  return [...new Set(scripts)].sort();
}

async function routeScripts(ctx: BenchContext, url: string, dist: string): Promise<{ login: string[]; votingDay: string[]; beforeFirstRow: string[] }> {
  const browser = await ctx.browser();
  const contexts: BrowserContext[] = [];
  try {
    // No service worker: its install would fetch the whole precache, which is the third row, not the route's cost.
    const first = await newContext(browser, url, { serviceWorkers: 'block' });
    contexts.push(first);
    const loginPage = await first.newPage();
    const loginScripts = await scriptsLoaded(loginPage, url, async () => {
      await loginPage.goto('/login');
      await loginPage.getByLabel('Fjalëkalimi', { exact: true }).waitFor();
    });
    await signInThroughUi(loginPage, ACCOUNT.username, ACCOUNT.password);
    // A signed-in member opening the voting-day screen from scratch: a new context with the same
    // localStorage and an empty cache, so every script it needs is fetched.
    const second = await newContext(browser, url, { serviceWorkers: 'block', storageState: await first.storageState() });
    contexts.push(second);
    const votingPage = await second.newPage();
    await probeFirstRow(votingPage, VOTER_ROW);
    const votingScripts = await scriptsLoaded(votingPage, url, () => openObserverList(votingPage, undefined, ACCOUNT.password));
    const beforeFirstRow = await scriptsBeforeFirstRow(votingPage);
    for (const file of [...loginScripts, ...votingScripts, ...beforeFirstRow]) if (!existsSync(join(dist, file))) throw new Error(`loaded script ${file} is not in the build`);
    return { login: loginScripts, votingDay: votingScripts, beforeFirstRow };
  } finally {
    for (const c of contexts) await c.close().catch(() => undefined);
  }
}

export const b4: Benchmark = {
  id: 'B4',
  title: 'bytes: route JS and precache',
  usesAppServer: true,
  observers: () => [{ ...ACCOUNT, stationSizes: [200] }],
  placeholders: () => rows,
  async run(ctx) {
    const app = await ctx.appServer();
    const dist = await ctx.dist();
    const floor = await buildFloor(ctx.log);
    // Signs in once through the API too, so a wrong password fails here with a clear message.
    await login(app.server.url, ACCOUNT.username, ACCOUNT.password);

    const floorFiles = listFiles(floor);
    const floorJs = gzipTotal(floor, floorFiles.filter((f) => f.endsWith('.js')));
    const floorAll = gzipTotal(floor, floorFiles);

    const scripts = await routeScripts(ctx, app.server.url, dist);
    const loginJs = gzipTotal(dist, scripts.login);
    const votingJs = gzipTotal(dist, scripts.votingDay);
    const { precached, onUse } = swManifest(readFileSync(join(dist, 'sw.js'), 'utf8'));
    if (precached.length === 0) throw new Error('no precache manifest found in sw.js');
    const precache = gzipTotal(dist, precached);
    const onUseBytes = gzipTotal(dist, onUse);

    // The libraries alone: what any screen built on this stack pays. The voting-day route's, and
    // every precached script's (each screen opens offline, so each one's libraries are precached).
    const mapped = await buildMapped(ctx.log);
    const libraries = librariesOf(mapped, dist, scripts.votingDay);
    const firstRowsJs = gzipTotal(dist, scripts.beforeFirstRow);
    const firstRowsLibraries = librariesOf(mapped, dist, scripts.beforeFirstRow);
    const precachedLibraries = librariesOf(
      mapped,
      dist,
      precached.filter((file) => file.endsWith('.js')),
    );

    const [loginRow, votingRow, librariesRow, firstRowsRow, precacheRow, precacheLibrariesRow, onUseRow] = rows;
    const raw = (b: { raw: number }) => `${kib(b.raw).toFixed(0)} KiB raw`;
    return [
      { ...loginRow!, terren: kib(loginJs.gzip), baseline: kib(floorJs.gzip), note: `${scripts.login.length} files, ${raw(loginJs)}; floor ${raw(floorJs)}` },
      { ...votingRow!, terren: kib(votingJs.gzip), baseline: kib(floorJs.gzip), note: `${scripts.votingDay.length} files on a cold load while signed in, ${raw(votingJs)}` },
      {
        ...librariesRow!,
        terren: kib(votingJs.gzip),
        baseline: kib(libraries.gzip),
        note: `third-party ${kib(libraries.raw).toFixed(0)} of ${kib(votingJs.raw).toFixed(0)} KiB raw; largest (KiB raw): ${libraries.largest}`,
      },
      {
        ...firstRowsRow!,
        terren: kib(firstRowsJs.gzip),
        baseline: kib(firstRowsLibraries.gzip),
        note: `${scripts.beforeFirstRow.length} of the route's ${scripts.votingDay.length} files; third-party ${kib(firstRowsLibraries.raw).toFixed(0)} of ${kib(firstRowsJs.raw).toFixed(0)} KiB raw; largest (KiB raw): ${firstRowsLibraries.largest}`,
      },
      {
        ...precacheRow!,
        terren: kib(precache.gzip),
        baseline: kib(floorAll.gzip),
        note: `${precached.length} entries from the sw.js manifest, ${raw(precache)} (stored uncompressed in Cache Storage)`,
      },
      {
        ...precacheLibrariesRow!,
        terren: kib(precache.gzip),
        baseline: kib(precachedLibraries.gzip),
        note: `third-party ${kib(precachedLibraries.raw).toFixed(0)} of ${kib(precache.raw).toFixed(0)} KiB raw; largest (KiB raw): ${precachedLibraries.largest}`,
      },
      {
        ...onUseRow!,
        terren: kib(onUseBytes.gzip),
        baseline: kib(precache.gzip),
        note: `${onUse.length} files marked onUse in the sw.js manifest (scripts/precache-plan.ts), ${raw(onUseBytes)}; largest: ${largestFiles(dist, onUse)}`,
      },
    ];
  },
};
