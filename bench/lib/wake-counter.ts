import type { Page, Worker } from '@playwright/test';

/** Timer callbacks one page (or the service worker) ran in a window, by kind, and the busiest sources. */
export interface WakeCount {
  total: number;
  byKind: Record<string, number>;
  /** "kind delay ms at source" → callbacks run, busiest first (the registering call's first frame outside the counter). */
  sources: [string, number][];
}

/**
 * Installed before any page script (and evaluated in the service worker): wraps setTimeout,
 * setInterval, requestAnimationFrame and requestIdleCallback so that every callback that runs
 * is counted, with the delay asked for and where it was asked from (one stack line, taken when
 * the timer is set). `globalThis.__power.take()` returns the counts since the last take.
 *
 * `__power.setHidden(true)` makes the page report document.visibilityState 'hidden' and fires
 * visibilitychange, as switching to another app does: Debian's Chromium under Playwright keeps
 * a background tab, a minimised window and a headless page 'visible' (bench/README.md, POWER).
 * While "hidden", animation-frame callbacks wait until it is shown again, as a hidden tab's do.
 *
 * A string, not a function: tsx's keepNames would put `__name` calls into a function's source,
 * and the service worker has no shim for them.
 */
export const WAKE_COUNTER_SCRIPT = String.raw`(() => {
  const g = globalThis;
  if (g.__power) return;
  let byKind = {};
  let sources = new Map();
  const where = () => {
    // The stack's first lines are this function and the wrapper; the next is the caller.
    const lines = (new Error().stack || '').split('\n').slice(3);
    const outside = lines.find((line) => !line.includes('__powerWrap'));
    return (outside || '').trim().replace(/^at /, '').replace(/https?:\/\/[^/]+/, '');
  };
  const count = (kind, delay, source) => {
    byKind[kind] = (byKind[kind] || 0) + 1;
    const key = kind + ' ' + delay + ' ms at ' + source;
    sources.set(key, (sources.get(key) || 0) + 1);
  };
  const wrapTimer = (name, kind) => {
    const original = g[name];
    if (typeof original !== 'function') return;
    g[name] = function __powerWrap(callback, delay, ...rest) {
      if (typeof callback !== 'function') return original.call(this, callback, delay, ...rest);
      const source = where();
      const ms = Math.max(0, Number(delay) || 0);
      return original.call(this, function __powerWrap(...args) {
        count(kind, ms, source);
        return callback.apply(this, args);
      }, delay, ...rest);
    };
  };
  wrapTimer('setTimeout', 'timeout');
  wrapTimer('setInterval', 'interval');
  wrapTimer('requestIdleCallback', 'idle');
  let hidden = false;
  let heldFrames = [];
  const raf = g.requestAnimationFrame;
  if (typeof raf === 'function') {
    g.requestAnimationFrame = function __powerWrap(callback) {
      const source = where();
      const run = (time) => {
        count('frame', 0, source);
        callback(time);
      };
      if (hidden) {
        heldFrames.push(run);
        return -heldFrames.length;
      }
      return raf.call(g, run);
    };
  }
  const setHidden = (value) => {
    if (!g.document || hidden === value) return;
    hidden = value;
    const doc = g.document;
    if (value) {
      Object.defineProperty(doc, 'visibilityState', { configurable: true, get: () => 'hidden' });
      Object.defineProperty(doc, 'hidden', { configurable: true, get: () => true });
    } else {
      delete doc.visibilityState;
      delete doc.hidden;
      const held = heldFrames;
      heldFrames = [];
      for (const run of held) raf.call(g, run);
    }
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  g.__power = {
    take() {
      const out = { byKind, sources: [...sources.entries()] };
      byKind = {};
      sources = new Map();
      return out;
    },
    setHidden,
  };
})();`;

interface RawCount {
  byKind: Record<string, number>;
  sources: [string, number][];
}

const TAKE = `globalThis.__power ? globalThis.__power.take() : { byKind: {}, sources: [] }`;

function summarise(raw: RawCount): WakeCount {
  const total = Object.values(raw.byKind).reduce((a, b) => a + b, 0);
  return { total, byKind: raw.byKind, sources: [...raw.sources].sort((a, b) => b[1] - a[1]) };
}

export function addWakeCounts(a: WakeCount, b: WakeCount): WakeCount {
  const byKind = { ...a.byKind };
  for (const [kind, n] of Object.entries(b.byKind)) byKind[kind] = (byKind[kind] ?? 0) + n;
  const sources = new Map(a.sources);
  for (const [key, n] of b.sources) sources.set(key, (sources.get(key) ?? 0) + n);
  return summarise({ byKind, sources: [...sources.entries()] });
}

export const NO_WAKES: WakeCount = { total: 0, byKind: {}, sources: [] };

/** The page's counts since the last take (the init script is in every page of a context made by newContext + addInitScript). */
export async function takeWakeCount(target: Page | Worker): Promise<WakeCount> {
  const raw = 'mainFrame' in target ? await target.evaluate<RawCount>(TAKE) : await target.evaluate<RawCount>(TAKE);
  return summarise(raw);
}

/** Installs the counter in a service worker that is already running (its own start is counted by the caller). */
export async function countWorkerWakes(worker: Worker): Promise<void> {
  await worker.evaluate(WAKE_COUNTER_SCRIPT).catch(() => undefined);
}

export async function setPageHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate(`globalThis.__power.setHidden(${hidden})`);
}

/** "timeout 15000 ms ×4 (at …), …": the busiest sources, for a row's note and the log. */
export function describeSources(count: WakeCount, limit: number): string {
  return count.sources
    .slice(0, limit)
    .map(([key, n]) => `${key.replace(/ at (.{0,60}).*$/, ' ×' + n + ' ($1)')}`)
    .join('; ');
}
