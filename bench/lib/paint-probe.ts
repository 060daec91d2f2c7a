import type { BrowserContext, Page } from '@playwright/test';
import { throttleCpu } from './browser';

/**
 * Installed before the app's scripts: records, on window.__benchFirstRow, the time (ms since the
 * navigation started) of the first frame painted after a voter row entered the DOM. "After paint"
 * is a message posted from a requestAnimationFrame callback: it runs once that frame is drawn.
 */
export async function probeFirstRow(page: Page, selector: string): Promise<void> {
  await page.addInitScript((rowSelector: string) => {
    const w = window as unknown as { __benchFirstRow?: number };
    const afterPaint = () =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (w.__benchFirstRow = performance.now());
        channel.port2.postMessage(null);
      });
    const observer = new MutationObserver(() => {
      if (document.querySelector(rowSelector)) {
        observer.disconnect();
        afterPaint();
      }
    });
    observer.observe(document, { subtree: true, childList: true });
  }, selector);
}

export async function firstRowTime(page: Page, timeoutMs: number): Promise<number> {
  const handle = await page.waitForFunction(() => (window as unknown as { __benchFirstRow?: number }).__benchFirstRow, undefined, { timeout: timeoutMs });
  return (await handle.jsonValue()) ?? Number.NaN;
}

/**
 * Arms a one-shot measurement in the page: from the next click (its event timestamp, i.e. the
 * input) to the first frame painted after the row `rowTestId` shows data-voted="true".
 * The result lands on window.__benchTap.
 */
export async function armTapProbe(page: Page, rowTestId: string): Promise<void> {
  await page.evaluate((testId: string) => {
    const w = window as unknown as { __benchTap?: number };
    delete w.__benchTap;
    let clickedAt: number | null = null;
    const done = () => document.querySelector(`[data-testid="${testId}"]`)?.getAttribute('data-voted') === 'true';
    const observer = new MutationObserver(() => {
      if (clickedAt === null || !done()) return;
      observer.disconnect();
      const start = clickedAt;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (w.__benchTap = performance.now() - start);
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-voted'] });
    document.addEventListener('click', (event) => (clickedAt = event.timeStamp), { capture: true, once: true });
  }, rowTestId);
}

export async function tapResult(page: Page, timeoutMs: number): Promise<number> {
  const handle = await page.waitForFunction(() => (window as unknown as { __benchTap?: number }).__benchTap, undefined, { timeout: timeoutMs });
  return (await handle.jsonValue()) ?? Number.NaN;
}

/** Where an app cold start spent its time: ms from navigation start, lock-screen marks absent when it opened unlocked. */
export interface ColdStartPhases {
  firstRow: number;
  /** The lock screen entered the DOM. */
  lockShown?: number;
  /** Its form was submitted (the password typed). */
  submitted?: number;
  /** It left the DOM: the key is open, the screen behind it starts. */
  lockGone?: number;
}

/** Installed before the app's scripts: the lock screen's marks on window.__benchLock. */
async function probeLock(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const marks: { shown?: number; submitted?: number; gone?: number } = {};
    (window as unknown as { __benchLock?: typeof marks }).__benchLock = marks;
    const lock = () => document.querySelector('[data-testid="app-lock"]');
    const observer = new MutationObserver(() => {
      if (marks.shown === undefined && lock()) marks.shown = performance.now();
      else if (marks.shown !== undefined && marks.gone === undefined && !lock()) {
        marks.gone = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { subtree: true, childList: true });
    document.addEventListener('submit', () => (marks.submitted ??= performance.now()), { capture: true });
  });
}

/**
 * Opens `path` in a new tab (a new renderer) with the CPU slowed `throttle` times and returns ms
 * from navigation start to the first frame painted with a `selector` row. `bypassServiceWorker`
 * is the online baseline: the same page as a first visit would load it.
 */
export async function openToFirstRow(...args: Parameters<typeof openToFirstRowPhases>): Promise<number> {
  return (await openToFirstRowPhases(...args)).firstRow;
}

/** openToFirstRow, with the lock screen's marks on the way. */
export async function openToFirstRowPhases(
  context: BrowserContext,
  path: string,
  selector: string,
  throttle: number,
  bypassServiceWorker: boolean,
  /** The app opens afresh on its lock screen (the data key lives only in memory): typed as soon as it shows, and counted in the time. */
  unlockPassword?: string,
): Promise<ColdStartPhases> {
  const page = await context.newPage();
  try {
    const cdp = await throttleCpu(page, throttle);
    if (bypassServiceWorker) {
      await cdp.send('Network.enable');
      await cdp.send('Network.setBypassServiceWorker', { bypass: true });
    }
    await probeFirstRow(page, selector);
    await probeLock(page);
    await page.goto(path, { waitUntil: 'commit' });
    if (unlockPassword !== undefined) {
      const lock = page.getByTestId('app-lock');
      await lock.locator('input[type="password"]').fill(unlockPassword, { timeout: 60_000 });
      await lock.locator('button[type="submit"]').click();
    }
    const firstRow = await firstRowTime(page, 60_000);
    const marks = await page.evaluate(() => (window as unknown as { __benchLock?: { shown?: number; submitted?: number; gone?: number } }).__benchLock ?? {});
    return { firstRow, lockShown: marks.shown, submitted: marks.submitted, lockGone: marks.gone };
  } finally {
    await page.close();
  }
}
