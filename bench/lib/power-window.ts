import type { BrowserContext, CDPSession, Page, Worker } from '@playwright/test';
import { chromiumCpuSeconds } from './process-cpu';
import { addWakeCounts, countWorkerWakes, NO_WAKES, takeWakeCount, type WakeCount } from './wake-counter';

/**
 * One page POWER watches: its main thread's task time (CDP Performance.getMetrics TaskDuration),
 * the timer callbacks it and its context's service worker run (bench/lib/wake-counter.ts), and
 * the requests its context makes (Playwright's request events, which in Chromium include the
 * service worker's own fetches).
 */
export class WatchedPage {
  private pageRequests = 0;
  private workerRequests = 0;
  /** Service-worker starts in the window: each is a wake-up of its own (its first timers are not counted). */
  private workerStarts = 0;

  private constructor(
    readonly page: Page,
    private readonly cdp: CDPSession,
  ) {
    const context = page.context();
    context.on('request', (request) => {
      if (request.serviceWorker()) this.workerRequests++;
      else this.pageRequests++;
    });
    context.on('serviceworker', (worker) => {
      this.workerStarts++;
      void countWorkerWakes(worker);
    });
    for (const worker of context.serviceWorkers()) void countWorkerWakes(worker);
  }

  static async watch(page: Page): Promise<WatchedPage> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    return new WatchedPage(page, cdp);
  }

  get context(): BrowserContext {
    return this.page.context();
  }

  async taskSeconds(): Promise<number> {
    const { metrics } = await this.cdp.send('Performance.getMetrics');
    const task = metrics.find((m) => m.name === 'TaskDuration')?.value;
    if (task === undefined) throw new Error('Performance.getMetrics has no TaskDuration');
    return task;
  }

  private async workerWakes(): Promise<WakeCount> {
    let total = NO_WAKES;
    const workers: Worker[] = this.context.serviceWorkers();
    for (const worker of workers) total = addWakeCounts(total, await takeWakeCount(worker).catch(() => NO_WAKES));
    return total;
  }

  /** Zeroes every counter; returns the task time now, the window's start. */
  async begin(): Promise<number> {
    await takeWakeCount(this.page);
    await this.workerWakes();
    this.pageRequests = 0;
    this.workerRequests = 0;
    this.workerStarts = 0;
    return this.taskSeconds();
  }

  async end(taskAtBegin: number): Promise<PageWindow> {
    const task = (await this.taskSeconds()) - taskAtBegin;
    const pageWakes = await takeWakeCount(this.page);
    const workerWakes = await this.workerWakes();
    return { taskSeconds: task, pageWakes, workerWakes, workerStarts: this.workerStarts, pageRequests: this.pageRequests, workerRequests: this.workerRequests };
  }
}

/** What one page did in one window. */
export interface PageWindow {
  taskSeconds: number;
  pageWakes: WakeCount;
  workerWakes: WakeCount;
  workerStarts: number;
  pageRequests: number;
  workerRequests: number;
}

export interface WindowResult {
  seconds: number;
  pages: PageWindow[];
  /** CPU seconds of every Chromium process in the window (all pages, the service worker, GPU, network); null without /proc. */
  chromiumSeconds: number | null;
}

/**
 * Watches `pages` side by side for `seconds`, while `during` runs (taps, say); every page's
 * counters cover the same wall-clock window, so a drift of the shared machine reaches them alike.
 */
export async function sampleWindow(pages: readonly WatchedPage[], seconds: number, during: (signal: { until: number }) => Promise<void> = async () => {}): Promise<WindowResult> {
  const begins: number[] = [];
  for (const page of pages) begins.push(await page.begin());
  const chromiumBefore = chromiumCpuSeconds();
  const started = performance.now();
  const until = started + seconds * 1000;
  await during({ until });
  const left = until - performance.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  const elapsed = (performance.now() - started) / 1000;
  const chromiumAfter = chromiumCpuSeconds();
  const results: PageWindow[] = [];
  for (const [i, page] of pages.entries()) results.push(await page.end(begins[i] ?? 0));
  return { seconds: elapsed, pages: results, chromiumSeconds: chromiumBefore === null || chromiumAfter === null ? null : chromiumAfter - chromiumBefore };
}

export const perHour = (value: number, seconds: number): number => (value * 3600) / seconds;
export const perMinute = (value: number, seconds: number): number => (value * 60) / seconds;
export const wakesOf = (w: PageWindow): number => w.pageWakes.total + w.workerWakes.total + w.workerStarts;
export const requestsOf = (w: PageWindow): number => w.pageRequests + w.workerRequests;
