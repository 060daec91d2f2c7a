import { signInThroughUi, waitForServiceWorker, unlockIfAsked } from '../lib/app-pages';
import { newContext } from '../lib/browser';
import type { Benchmark } from '../lib/context';
import { openToFirstRow } from '../lib/paint-probe';
import type { Figure } from '../lib/report';
import { median } from '../lib/stats';

const ACCOUNT = { username: 'bench-b8', password: 'bench-b8-password' };
const PATRONAGED_ROW = '[data-testid="patronaged-row"]';

const row = (throttle: number, voters: number): Omit<Figure, 'terren' | 'baseline'> => ({
  id: 'B8',
  what: `offline open of the patronaged list of ${voters} voters (/my-patronage), ${throttle}× CPU throttle (median)`,
  unit: 'ms',
  baselineLabel: 'same page online, service worker bypassed',
  lowerIsBetter: true,
});


export const b8: Benchmark = {
  id: 'B8',
  title: 'offline open of the patronaged list',
  usesAppServer: true,
  observers: (sizes) => [{ ...ACCOUNT, stationSizes: [sizes.b8Voters], patronage: true }],
  placeholders: () => [row(4, 2000)],
  async run(ctx) {
    const { sizes } = ctx;
    const app = await ctx.appServer();
    const context = await newContext(await ctx.browser(), app.server.url);
    try {
      const page = await context.newPage();
      await signInThroughUi(page, ACCOUNT.username, ACCOUNT.password);
      await page.goto('/my-patronage');
      await unlockIfAsked(page, ACCOUNT.password, PATRONAGED_ROW);
      await page.locator(PATRONAGED_ROW).first().waitFor({ state: 'visible', timeout: 120_000 });
      // The whole list is on the device once the download indicator is gone.
      await page.getByTestId('download-progress').waitFor({ state: 'detached', timeout: 120_000 });
      await waitForServiceWorker(page);
      await page.close();

      const offline: number[] = [];
      const online: number[] = [];
      for (let i = 0; i < sizes.b8Reloads; i++) {
        await context.setOffline(true);
        offline.push(await openToFirstRow(context, '/my-patronage', PATRONAGED_ROW, sizes.cpuThrottle, false, ACCOUNT.password));
        await context.setOffline(false);
        online.push(await openToFirstRow(context, '/my-patronage', PATRONAGED_ROW, sizes.cpuThrottle, true, ACCOUNT.password));
        ctx.log(`  run ${i + 1}: offline ${offline[i]?.toFixed(0)} ms, online without the worker ${online[i]?.toFixed(0)} ms`);
      }
      return [
        {
          ...row(sizes.cpuThrottle, sizes.b8Voters),
          terren: median(offline),
          baseline: median(online),
          note: `${sizes.b8Reloads} runs each, each in a new tab; from navigation start to the frame after the first patronaged row; online the page also downloads the list again`,
        },
      ];
    } finally {
      await context.close();
    }
  },
};
