import { login, observerList } from '../lib/api';
import { openObserverList, signInThroughUi } from '../lib/app-pages';
import { newContext, throttleCpu } from '../lib/browser';
import type { Benchmark } from '../lib/context';
import { armTapProbe, tapResult } from '../lib/paint-probe';
import type { Figure } from '../lib/report';
import { percentile } from '../lib/stats';

const ACCOUNT = { username: 'bench-b7', password: 'bench-b7-password' };
/** Between taps, as an observer would pause: the previous tap's sync settles meanwhile. */
const PAUSE_MS = 400;

const rows = (throttle: number, voters: number): Omit<Figure, 'terren' | 'baseline'>[] => [
  { id: 'B7', what: `tap "Konfirmo" to painted row, ${voters}-voter list, ${throttle}× CPU throttle: p50`, unit: 'ms', baselineLabel: '—', lowerIsBetter: true },
  { id: 'B7', what: `tap "Konfirmo" to painted row, ${voters}-voter list, ${throttle}× CPU throttle: p95`, unit: 'ms', baselineLabel: '—', lowerIsBetter: true },
];

export const b7: Benchmark = {
  id: 'B7',
  title: 'tap to painted row',
  usesAppServer: true,
  observers: (sizes) => [{ ...ACCOUNT, stationSizes: [sizes.b7Voters] }],
  placeholders: () => rows(4, 2000),
  async run(ctx) {
    const { sizes } = ctx;
    const app = await ctx.appServer();
    const answer = await login(app.server.url, ACCOUNT.username, ACCOUNT.password);
    const voters = (await observerList(app.server.url, answer.key)).voters;
    const context = await newContext(await ctx.browser(), app.server.url);
    try {
      const page = await context.newPage();
      await signInThroughUi(page, ACCOUNT.username, ACCOUNT.password);
      await openObserverList(page);
      await throttleCpu(page, sizes.cpuThrottle);
      const times: number[] = [];
      // The first voters in list order, each confirmed once, as at the opening of a polling station.
      for (const voter of voters.slice(0, sizes.b7Taps)) {
        const testId = `voter-row-${voter.voter_id}`;
        const button = page.getByTestId(testId).getByRole('button', { name: /^Konfirmo/ });
        await button.scrollIntoViewIfNeeded();
        await armTapProbe(page, testId);
        await button.click();
        times.push(await tapResult(page, 30_000));
        await page.waitForTimeout(PAUSE_MS);
      }
      ctx.log(`  ${times.length} taps: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
      const [p50, p95] = rows(sizes.cpuThrottle, sizes.b7Voters);
      const note = `from the click event's timestamp to the frame after the row turns voted (store write, live query, render); ${times.length} taps, ${PAUSE_MS} ms apart, online`;
      return [
        { ...p50!, terren: percentile(times, 50), baseline: null, note },
        { ...p95!, terren: percentile(times, 95), baseline: null },
      ];
    } finally {
      await context.close();
    }
  },
};
