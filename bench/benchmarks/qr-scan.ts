import { join } from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../tests/support/chromium';
import { writeQrVideo } from '../../tests/support/qr-video';
import { newContext, throttleCpu } from '../lib/browser';
import type { Benchmark } from '../lib/context';
import type { Figure } from '../lib/report';
import { median } from '../lib/stats';
import type { QrBenchState } from '../pages/page-api';

/** A participant's attendance code as the app scans it (its shape does not matter to the decoder, its length does). */
const CODE = 'terren-attendance:v1:7:1234:0f3c9a6b2d4e8f10a1b2c3d4e5f60718';
/** A phone camera's usual preview: the old path decodes all of it, the new one at most 640 px of it. */
const CAMERA = { width: 1280, height: 720 };
const BASELINE = 'the path before issue 37: the whole frame, jsQR on the page’s thread (bench/pages/qr-scan.ts ?path=main)';

const rows = (throttle: number): Omit<Figure, 'terren' | 'baseline'>[] => [
  { id: 'QR', what: `page main-thread CPU while scanning, ${throttle}× CPU throttle (TaskDuration per wall second)`, unit: '%', baselineLabel: BASELINE, lowerIsBetter: true },
  { id: 'QR', what: `renderer CPU while scanning, every thread (workers included), ${throttle}× CPU throttle`, unit: '%', baselineLabel: BASELINE, lowerIsBetter: true },
  { id: 'QR', what: `time to read a real code from the camera, ${throttle}× CPU throttle`, unit: 'ms', baselineLabel: BASELINE, lowerIsBetter: true },
];


interface Sample {
  mainPct: number;
  rendererPct: number;
  decodeMs: number;
  frames: number;
  decoder: string;
}

const metric = async (cdp: CDPSession, name: string): Promise<number> => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name)?.value ?? 0;

/** CPU seconds of every renderer process of the browser (the page's and its workers' threads). */
async function rendererCpu(browserCdp: CDPSession): Promise<number> {
  const { processInfo } = (await browserCdp.send('SystemInfo.getProcessInfo' as never)) as { processInfo: { type: string; cpuTime: number }[] };
  return processInfo.filter((p) => p.type === 'renderer').reduce((sum, p) => sum + p.cpuTime, 0);
}

/** Opens the page on one path, lets it read the code, then measures `windowMs` of scanning with the code in view. */
async function scan(browser: Browser, browserCdp: CDPSession, url: string, path: 'app' | 'main', throttle: number, windowMs: number): Promise<Sample> {
  const context = await newContext(browser, url, { serviceWorkers: 'block' });
  await context.grantPermissions(['camera']);
  try {
    const page: Page = await context.newPage();
    const cdp = await throttleCpu(page, throttle);
    await cdp.send('Performance.enable');
    await page.goto(`/bench/pages/qr-scan.html?path=${path}`);
    await page.waitForFunction(() => {
      const s = (window as unknown as { __qrBench?: QrBenchState }).__qrBench;
      return s !== undefined && (s.firstCodeAt !== null || s.error !== null);
    }, undefined, { timeout: 60_000 });
    const first = await page.evaluate(() => (window as unknown as { __qrBench: QrBenchState }).__qrBench);
    if (first.error !== null) throw new Error(`qr-scan page (${path}): ${first.error}`);
    if (first.text !== CODE) throw new Error(`qr-scan page (${path}) read "${first.text}", not the code shown`);
    const [task0, cpu0, frames0, t0] = [await metric(cdp, 'TaskDuration'), await rendererCpu(browserCdp), first.frames, Date.now()];
    await page.waitForTimeout(windowMs);
    const [task1, cpu1, t1] = [await metric(cdp, 'TaskDuration'), await rendererCpu(browserCdp), Date.now()];
    const frames1 = await page.evaluate(() => (window as unknown as { __qrBench: QrBenchState }).__qrBench.frames);
    const wall = (t1 - t0) / 1000;
    return {
      mainPct: (100 * (task1 - task0)) / wall,
      rendererPct: (100 * (cpu1 - cpu0)) / wall,
      decodeMs: (first.firstCodeAt ?? 0) - (first.startedAt ?? 0),
      frames: frames1 - frames0,
      decoder: first.decoder,
    };
  } finally {
    await context.close();
  }
}

export const qr: Benchmark = {
  id: 'QR',
  title: 'QR scanning: CPU and time to read',
  usesAppServer: true,
  placeholders: () => rows(4),
  async run(ctx) {
    const throttle = ctx.sizes.cpuThrottle;
    const app = await ctx.appServer();
    const video = join(ctx.tmpRoot, 'qr-camera.y4m');
    writeQrVideo(video, CODE, CAMERA);
    // Its own browser: Chromium's fake camera plays a file named when the browser starts.
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
    });
    try {
      const browserCdp = await browser.newBrowserCDPSession();
      const windowMs = ctx.quick ? 4_000 : 15_000;
      const turns = ctx.quick ? 1 : 3;
      const samples: Record<'app' | 'main', Sample[]> = { app: [], main: [] };
      // Taking turns, so load from anything else on the machine falls on both paths alike.
      for (let turn = 0; turn < turns; turn++) {
        for (const path of ['app', 'main'] as const) samples[path].push(await scan(browser, browserCdp, app.server.url, path, throttle, windowMs));
      }
      const mid = (path: 'app' | 'main', pick: (s: Sample) => number) => median(samples[path].map(pick));
      const frames = (path: 'app' | 'main') => (mid(path, (s) => s.frames) / (windowMs / 1000)).toFixed(1);
      const note = `${samples.app[0]?.decoder ?? '?'} vs jsQR on the page; ${CAMERA.width}×${CAMERA.height} camera, a frame every 300 ms, one at a time; frames read per s ${frames('app')} vs ${frames('main')}; median of ${turns} × ${windowMs / 1000} s`;
      const [mainRow, rendererRow, decodeRow] = rows(throttle);
      return [
        { ...mainRow!, terren: mid('app', (s) => s.mainPct), baseline: mid('main', (s) => s.mainPct), note: `goal ≤ 25 %; ${note}` },
        {
          ...rendererRow!,
          terren: mid('app', (s) => s.rendererPct),
          baseline: mid('main', (s) => s.rendererPct),
          note: 'SystemInfo.getProcessInfo cpuTime of the renderer processes (video decoding included); DevTools throttling slows the page’s main thread, a worker may run unthrottled',
        },
        { ...decodeRow!, terren: mid('app', (s) => s.decodeMs), baseline: mid('main', (s) => s.decodeMs), note: 'from the first frame the scanner looks at to its text (the worker’s start included)' },
      ];
    } finally {
      await browser.close();
    }
  },
};
