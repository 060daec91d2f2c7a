import type { Browser } from '@playwright/test';
import type { Figure } from './report';
import type { ServerHandle } from './server-process';
import type { NationalDatabase } from './national-db';
import type { ObserverPlan, SeededObserver } from './seed-plan';
import type { BenchSizes } from './sizes';

/** The shared server of the browser benchmarks: the built app and bench pages, with every observer they asked for. */
export interface AppServer {
  server: ServerHandle;
  /** Seeded observers by username. */
  observers: ReadonlyMap<string, SeededObserver>;
}

/** What the runner hands each benchmark. Resources are created on first use and shared. */
export interface BenchContext {
  quick: boolean;
  sizes: BenchSizes;
  /** A fresh temporary folder for this run (removed at the end). */
  tmpRoot: string;
  log: (message: string) => void;
  /** Folder of the production app build plus the bench pages. */
  dist: () => Promise<string>;
  /**
   * A fresh copy of one PGlite folder seeded once per run with the demo data and every observer
   * the selected benchmarks declared (copying is much quicker than seeding again).
   */
  seededCopy: (name: string) => Promise<{ dataDir: string; observers: ReadonlyMap<string, SeededObserver> }>;
  appServer: () => Promise<AppServer>;
  browser: () => Promise<Browser>;
  /**
   * The national-size PostgreSQL database (BENCH_NATIONAL_DATABASE_URL, or made once on the
   * BENCH_DATABASE_URL server and kept for later runs); null without PostgreSQL.
   */
  national: () => Promise<NationalDatabase | null>;
}

/** One row (or several) of the table. `observers` are seeded on the shared app server before any benchmark runs. */
export interface Benchmark {
  id: string;
  title: string;
  /** Needs the shared app server (built app, bench pages, seeded observers); started before the first benchmark runs. */
  usesAppServer: boolean;
  /** Needs the national database; it is made (or found) before the first benchmark runs, so seeding is not timed as a benchmark. */
  usesNationalDatabase?: boolean;
  observers?(sizes: BenchSizes): ObserverPlan[];
  run(ctx: BenchContext): Promise<Figure[]>;
  /** Placeholder rows (null figures) when the benchmark fails, so the table still shows what is missing. */
  placeholders(): Omit<Figure, 'terren' | 'baseline'>[];
  /** A ceiling of its own, in place of run.ts's, for a benchmark that needs longer (B7's six pages, N3's full surge of 5 minutes a side). */
  timeLimitMs?: Partial<Record<'quick' | 'full', number>>;
}

/** Looks up a seeded observer; the benchmark declared it, so a miss is a harness bug. */
export function observerNamed(app: AppServer, username: string): SeededObserver {
  const observer = app.observers.get(username);
  if (!observer) throw new Error(`observer ${username} was not seeded`);
  return observer;
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}
