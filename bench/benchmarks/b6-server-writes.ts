import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { login, observerList } from '../lib/api';
import type { Benchmark, BenchContext } from '../lib/context';
import { climb, loadStep, type LoadSpec } from '../lib/load';
import { createFreshDatabase } from '../lib/postgres';
import { bestPassing, P99_LIMIT_MS, peak, type LoadStep } from '../lib/load-ladder';
import { repoRoot } from '../lib/repo';
import type { Figure } from '../lib/report';
import { sampleRss } from '../lib/rss';
import { DEMO_VOTERS, type SeededObserver } from '../lib/seed-plan';
import { seedDatabase, startServer, type DataTarget } from '../lib/server-process';

const OBSERVER = { username: 'bench-b6', password: 'bench-b6-password' };
/** The file the framework-ceiling baseline asks for: served from disk by the same server, no database. */
const STATIC_PATH = '/index.html';

type Engine = 'PGlite' | 'PostgreSQL';

function rows(engine: Engine): Omit<Figure, 'terren' | 'baseline'>[] {
  const baselineLabel = `GET ${STATIC_PATH} (static file, same server)`;
  return [
    { id: 'B6', what: `server writes on ${engine}: highest rate with p99 < ${P99_LIMIT_MS} ms`, unit: 'req/s', baselineLabel, lowerIsBetter: false },
    { id: 'B6', what: `server writes on ${engine}: p99 at that rate`, unit: 'ms', baselineLabel, lowerIsBetter: true },
    { id: 'B6', what: `server writes on ${engine}: peak rate, any latency`, unit: 'req/s', baselineLabel, lowerIsBetter: false },
    { id: 'B6', what: `server RSS on ${engine}: peak under the B6 load`, unit: 'MiB', baselineLabel: 'same server idle, before the load', lowerIsBetter: true },
  ];
}

function describeSteps(steps: readonly LoadStep[]): string {
  return steps.map((s) => `${s.connections}c ${s.rate.toFixed(0)}/s p99 ${s.p99Ms}`).join(', ');
}

async function measure(ctx: BenchContext, engine: Engine, target: DataTarget, seeded: SeededObserver): Promise<Figure[]> {
  const { sizes } = ctx;
  // The static baseline needs only an index.html: a copy of the source one keeps B6 independent of the build.
  const distDir = join(ctx.tmpRoot, 'b6-static');
  mkdirSync(distDir, { recursive: true });
  copyFileSync(join(repoRoot, 'index.html'), join(distDir, 'index.html'));
  const server = await startServer({ target, distDir });
  try {
    const session = await login(server.url, OBSERVER.username, OBSERVER.password);
    const list = await observerList(server.url, session.key);
    const voterIds = list.voters.map((v) => v.voter_id);
    const { observerId } = seeded;
    if (voterIds.length === 0) throw new Error('the bench observer has no voters');

    // Confirm and delete alternate over the voters: every request is a real write (row update + event).
    const writes: LoadSpec = {
      url: server.url,
      headers: { authorization: `Token ${session.key}` },
      next(i) {
        const voterId = voterIds[Math.floor(i / 2) % voterIds.length] ?? 0;
        return i % 2 === 0
          ? { method: 'POST', path: '/api/patronage/voting/', body: JSON.stringify({ observer_id: observerId, voter_id: voterId }) }
          : { method: 'POST', path: '/api/patronage/voting-delete/', body: JSON.stringify({ voter_id: voterId }) };
      },
    };
    const statics: LoadSpec = { url: server.url, next: () => ({ method: 'GET', path: STATIC_PATH }) };

    const idleKiB = server.rssKiB();
    const rss = sampleRss(server.pid);
    // A short warm-up of each path so the JIT and the database caches are not what the first step measures.
    await loadStep(writes, 2, 1);
    await loadStep(statics, 2, 1);
    ctx.log(`  B6 ${engine}: writes`);
    const writeSteps = await climb(writes, sizes.b6WindowSeconds, sizes.b6Ladder, ctx.log);
    ctx.log(`  B6 ${engine}: static baseline`);
    const staticSteps = await climb(statics, sizes.b6WindowSeconds, sizes.b6Ladder, ctx.log);
    const rssPeak = rss.stop();

    const w = bestPassing(writeSteps);
    const s = bestPassing(staticSteps);
    const wPeak = peak(writeSteps);
    const sPeak = peak(staticSteps);
    const [rate, p99, saturation, memory] = rows(engine);
    const window = `closed loop, ${sizes.b6WindowSeconds} s windows, connections multiplied until the rate stops growing (two windows in a row), then bisected around the p99 limit; autocannon in the runner process`;
    return [
      {
        ...rate!,
        terren: w?.rate ?? null,
        baseline: s?.rate ?? null,
        note: `${w === null ? 'no write window met the p99 limit. ' : ''}${s === null ? 'no static window met the p99 limit. ' : ''}${window}. writes: ${describeSteps(writeSteps)}. static: ${describeSteps(staticSteps)}`,
      },
      {
        ...p99!,
        terren: w?.p99Ms ?? null,
        baseline: s?.p99Ms ?? null,
        note: `each at its own highest passing rate (${w?.connections ?? '—'} and ${s?.connections ?? '—'} connections)`,
      },
      {
        ...saturation!,
        terren: wPeak?.rate ?? null,
        baseline: sPeak?.rate ?? null,
        note: `p99 there: writes ${wPeak?.p99Ms ?? '—'} ms at ${wPeak?.connections ?? '—'} connections, static ${sPeak?.p99Ms ?? '—'} ms at ${sPeak?.connections ?? '—'}`,
      },
      {
        ...memory!,
        terren: rssPeak.peakKiB === null ? null : rssPeak.peakKiB / 1024,
        baseline: idleKiB === null ? null : idleKiB / 1024,
        note: `VmRSS of the server process, ${rssPeak.samples} samples`,
      },
    ];
  } finally {
    await server.stop();
  }
}

function observerIn(observers: ReadonlyMap<string, SeededObserver>): SeededObserver {
  const found = observers.get(OBSERVER.username);
  if (!found) throw new Error('the B6 observer was not seeded');
  return found;
}

export const b6: Benchmark = {
  id: 'B6',
  title: 'server writes (autocannon)',
  usesAppServer: false,
  observers: (sizes) => [{ ...OBSERVER, stationSizes: [sizes.b6Voters] }],
  placeholders: () => [...rows('PGlite'), ...rows('PostgreSQL')],
  async run(ctx) {
    // PGlite: a copy of the run's seeded folder (it holds the other benchmarks' observers too, which these writes never touch).
    const copy = await ctx.seededCopy('b6-pglite');
    const figures = await measure(ctx, 'PGlite', { dataDir: copy.dataDir }, observerIn(copy.observers));
    const adminUrl = process.env.BENCH_DATABASE_URL;
    if (!adminUrl) {
      figures.push(...rows('PostgreSQL').map((r) => ({ ...r, terren: null, baseline: null, note: 'skipped: BENCH_DATABASE_URL is not set' })));
      return figures;
    }
    const database = await createFreshDatabase(adminUrl);
    try {
      ctx.log(`  B6 PostgreSQL: seeding ${ctx.sizes.b6Voters} voters`);
      const target = { databaseUrl: database.url };
      const seeded = await seedDatabase(target, { demoVoters: DEMO_VOTERS, observers: [{ ...OBSERVER, stationSizes: [ctx.sizes.b6Voters] }] });
      figures.push(...(await measure(ctx, 'PostgreSQL', target, observerIn(new Map(seeded.map((o) => [o.username, o]))))));
    } finally {
      await database.drop();
    }
    return figures;
  },
};
