import { newContext, throttleCpu } from '../lib/browser';
import type { Benchmark } from '../lib/context';
import { callPage, logPageErrors, openBenchPage } from '../lib/page-call';
import type { Figure } from '../lib/report';
import { percentile } from '../lib/stats';

const SEED = 20_250_511;

const rows = (throttle: number): Omit<Figure, 'terren' | 'baseline'>[] => [
  { id: 'B2', what: `voter search, ${throttle}× CPU throttle: p50`, unit: 'ms', baselineLabel: 'Dexie filter() scan of the same table', lowerIsBetter: true },
  { id: 'B2', what: `voter search, ${throttle}× CPU throttle: p95`, unit: 'ms', baselineLabel: 'Dexie filter() scan of the same table', lowerIsBetter: true },
];

export const b2: Benchmark = {
  id: 'B2',
  title: 'voter search over a large table',
  usesAppServer: true,
  placeholders: () => rows(4),
  async run(ctx) {
    const { sizes } = ctx;
    const app = await ctx.appServer();
    const context = await newContext(await ctx.browser(), app.server.url);
    try {
      const page = await context.newPage();
      logPageErrors(page, ctx.log, 'B2');
      await openBenchPage(page, '/bench/pages/b2-search.html', 'b2');
      const setup = await callPage(page, 'b2', 'setup', { voters: sizes.b2Voters, queries: sizes.b2Queries, seed: SEED });
      ctx.log(`  ${setup.stored} voters generated and stored in ${(setup.ms / 1000).toFixed(1)} s (unthrottled)`);
      await throttleCpu(page, sizes.cpuThrottle);

      const terren = await callPage(page, 'b2', 'terren', setup.queries);
      // A table scan per query is slow: the baseline runs the first queries only (every kind is among them).
      const baselineCount = Math.ceil(setup.queries.length / sizes.b2BaselineEvery);
      const baseline = await callPage(page, 'b2', 'dexieFilter', setup.queries.slice(0, baselineCount));
      const disagree = baseline.matches.filter((m, i) => m !== terren.matches[i]).length;
      if (disagree > 0) throw new Error(`the two searches disagree on ${disagree} queries`);
      if (terren.matches.some((m) => m < 0)) throw new Error('a generated query was refused as invalid');

      const sameSubset = terren.ms.slice(0, baselineCount);
      const [p50, p95] = rows(sizes.cpuThrottle);
      const note =
        `${setup.queries.length} queries for Terren, the first ${baselineCount} for the baseline (Terren on those: p50 ${percentile(sameSubset, 50).toFixed(2)}, p95 ${percentile(sameSubset, 95).toFixed(2)} ms); ` +
        `Terren first reads the table into memory once: ${terren.loadMs.toFixed(0)} ms; median matches per query ${percentile(terren.matches, 50)}`;
      return [
        { ...p50!, terren: percentile(terren.ms, 50), baseline: percentile(baseline.ms, 50), note },
        { ...p95!, terren: percentile(terren.ms, 95), baseline: percentile(baseline.ms, 95) },
      ];
    } finally {
      await context.close();
    }
  },
};
