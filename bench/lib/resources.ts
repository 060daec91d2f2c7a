import { cpSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { launchChromium } from './browser';
import { buildBenchDist } from './build';
import type { AppServer, Benchmark, BenchContext } from './context';
import { nationalDatabase } from './national-db';
import { DEMO_VOTERS } from './seed-plan';
import { killAllServers, seedDatabase, startServer } from './server-process';
import type { BenchSizes } from './sizes';

function lazy<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

export type SharedResources = Pick<BenchContext, 'dist' | 'seededCopy' | 'appServer' | 'browser' | 'national'> & {
  /** Closes the browser and stops every server; safe to call once everything is done or has failed. */
  close(): Promise<void>;
};

/**
 * The run's shared resources, each made on first use: the build, one seeded PGlite folder (copied
 * for every server), the app server and the browser. A failure is remembered, so every benchmark
 * that needs the failed resource fails at once with the same error.
 */
export function sharedResources(options: { tmpRoot: string; sizes: BenchSizes; selected: readonly Benchmark[]; log: (message: string) => void }): SharedResources {
  const { tmpRoot, sizes, selected, log } = options;
  const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

  const dist = lazy(async () => {
    log('building the app and the bench pages…');
    const t = performance.now();
    const folder = await buildBenchDist(log);
    log(`  built in ${seconds(t)} s`);
    return folder;
  });

  const template = join(tmpRoot, 'template', 'data');
  const seeded = lazy(async () => {
    const plan = { demoVoters: DEMO_VOTERS, observers: selected.flatMap((b) => b.observers?.(sizes) ?? []) };
    const total = plan.observers.reduce((sum, o) => sum + o.stationSizes.reduce((a, b) => a + b, 0), 0);
    log(`seeding a PGlite database (${plan.observers.length} bench observers, ${total} voters)…`);
    const t = performance.now();
    const observers = await seedDatabase({ dataDir: template }, plan);
    log(`  seeded in ${seconds(t)} s`);
    return new Map(observers.map((o) => [o.username, o]));
  });
  const seededCopy = async (name: string) => {
    const observers = await seeded();
    const dataDir = join(tmpRoot, name, 'data');
    // The seeding process has exited and closed the folder, so a file copy is a consistent database.
    cpSync(template, dataDir, { recursive: true });
    return { dataDir, observers };
  };

  let app: AppServer | undefined;
  const appServer = lazy(async () => {
    const distDir = await dist();
    const { dataDir, observers } = await seededCopy('app');
    const server = await startServer({ target: { dataDir }, distDir });
    app = { server, observers };
    log(`  app server at ${server.url}`);
    return app;
  });

  const national = lazy(() =>
    nationalDatabase({
      adminUrl: process.env.BENCH_DATABASE_URL,
      givenUrl: process.env.BENCH_NATIONAL_DATABASE_URL,
      voters: sizes.nationalVoters,
      // 3.6 M voters take about 4 minutes on a quiet 2-core machine; a shared one may take several times that.
      seedTimeoutMs: 30 * 60_000,
      log,
    }),
  );

  let launched: Browser | undefined;
  const browser = lazy(async () => (launched = await launchChromium()));

  return {
    dist,
    seededCopy,
    appServer,
    browser,
    national,
    async close() {
      await launched?.close().catch(() => undefined);
      await app?.server.stop().catch(() => undefined);
      killAllServers();
    },
  };
}
