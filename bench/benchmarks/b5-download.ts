import { login } from '../lib/api';
import { newContext } from '../lib/browser';
import type { Benchmark } from '../lib/context';
import { callPage, logPageErrors, openBenchPage } from '../lib/page-call';
import type { Figure } from '../lib/report';
import { median } from '../lib/stats';

const ACCOUNT = { username: 'bench-b5', password: 'bench-b5-password' };

const rows: Omit<Figure, 'terren' | 'baseline'>[] = [
  { id: 'B5', what: 'download and store an observer list (loopback)', unit: 'ms', baselineLabel: 'same download, one IndexedDB transaction per row', lowerIsBetter: true },
  { id: 'B5', what: 'download and store, personal fields encrypted at rest', unit: 'ms', baselineLabel: 'the same store without the encryption layer (goal ≤ 1.15×)', lowerIsBetter: true },
  {
    id: 'B5',
    what: "reading the stored list back by the voting-day screen's index (B3's IndexedDB part), encrypted at rest",
    unit: 'ms',
    baselineLabel: 'the same read without the encryption layer (goal ≤ 1.15×)',
    lowerIsBetter: true,
  },
];

export const b5: Benchmark = {
  id: 'B5',
  title: 'download and store a voter list',
  usesAppServer: true,
  observers: (sizes) => [{ ...ACCOUNT, stationSizes: [sizes.b5Voters] }],
  placeholders: () => rows,
  async run(ctx) {
    const app = await ctx.appServer();
    const answer = await login(app.server.url, ACCOUNT.username, ACCOUNT.password);
    const context = await newContext(await ctx.browser(), app.server.url);
    try {
      const page = await context.newPage();
      logPageErrors(page, ctx.log, 'B5');
      await openBenchPage(page, '/bench/pages/b5-store.html', 'b5');
      await callPage(page, 'b5', 'setup', { userId: answer.user.id, token: answer.key });
      // Alternating, so drift on a shared machine falls on both sides alike.
      const runs = ctx.quick ? 1 : 3;
      const terren: number[] = [];
      const baseline: number[] = [];
      const unencrypted: number[] = [];
      const read: number[] = [];
      const readUnencrypted: number[] = [];
      for (let i = 0; i < runs; i++) {
        const t = await callPage(page, 'b5', 'terren');
        const b = await callPage(page, 'b5', 'oneTransactionEach');
        const u = await callPage(page, 'b5', 'terrenUnencrypted');
        for (const [side, r] of [['Terren', t], ['baseline', b], ['Terren unencrypted', u]] as const) {
          if (r.stored !== ctx.sizes.b5Voters) throw new Error(`${side} stored ${r.stored} of ${ctx.sizes.b5Voters} voters`);
        }
        ctx.log(`  run ${i + 1}: Terren ${t.ms.toFixed(0)} ms, one transaction each ${b.ms.toFixed(0)} ms, Terren without encryption ${u.ms.toFixed(0)} ms; read back ${t.readMs.toFixed(0)} / ${u.readMs.toFixed(0)} ms`);
        terren.push(t.ms);
        baseline.push(b.ms);
        unencrypted.push(u.ms);
        read.push(t.readMs);
        readUnencrypted.push(u.readMs);
      }
      return [
        {
          ...rows[0]!,
          terren: median(terren),
          baseline: median(baseline),
          note: `${ctx.sizes.b5Voters} voters, median of ${runs} alternating runs, no CPU throttle; Terren also merges each chunk with pending marks`,
        },
        {
          ...rows[1]!,
          terren: median(terren),
          baseline: median(unencrypted),
          note: `${ctx.sizes.b5Voters} voters, median of ${runs} alternating runs; names, father's names and folded search text sealed with AES-GCM per record (@noble/ciphers)`,
        },
        {
          ...rows[2]!,
          terren: median(read),
          baseline: median(readUnencrypted),
          note: `${ctx.sizes.b5Voters} voters read in one query right after each store above, no CPU throttle; B3's whole cold start (password included) is in its own rows`,
        },
      ];
    } finally {
      await context.close();
    }
  },
};
