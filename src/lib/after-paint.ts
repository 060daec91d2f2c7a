/** How long work waiting for an idle moment may wait at most, on a page that never goes idle. */
export const AFTER_PAINT_TIMEOUT_MS = 300;

interface PostTaskScheduler {
  postTask(run: () => void, options: { priority: 'background' }): Promise<unknown>;
}

interface IdleGlobals {
  scheduler?: PostTaskScheduler;
  requestIdleCallback?: (run: () => void, options: { timeout: number }) => number;
  requestAnimationFrame?: (run: () => void) => number;
  document?: { visibilityState?: string };
}

/** At the lowest priority the platform offers: after every task already queued (a frame, an input, a message). */
function whenIdle(run: () => void): void {
  const g = globalThis as IdleGlobals;
  if (typeof g.requestIdleCallback === 'function') {
    g.requestIdleCallback(run, { timeout: AFTER_PAINT_TIMEOUT_MS });
  } else if (typeof g.scheduler?.postTask === 'function') {
    g.scheduler.postTask(run, { priority: 'background' }).catch(() => undefined);
  } else {
    setTimeout(run, 0);
  }
}

/**
 * Runs `run` once the next frame has been drawn and the work already queued has run: for what a
 * tap causes but its frame does not need (a toast, a count, a re-read, waking the sync engine).
 * A timer queued in the frame would run before the tasks the frame queued for itself, so the wait
 * after the frame is for an idle moment (bounded by AFTER_PAINT_TIMEOUT_MS). In a hidden page, a
 * worker or a test without frames it only waits for the idle moment. Returns a cancel function.
 */
export function afterPaint(run: () => void): () => void {
  let cancelled = false;
  const go = () => {
    if (!cancelled) run();
  };
  const g = globalThis as IdleGlobals;
  if (typeof g.requestAnimationFrame === 'function' && g.document?.visibilityState === 'visible') {
    g.requestAnimationFrame(() => whenIdle(go));
  } else {
    whenIdle(go);
  }
  return () => {
    cancelled = true;
  };
}

/**
 * Coalesces calls into one run after the next paint (see afterPaint): calls made while one is
 * scheduled share it. `cancel` drops a scheduled run.
 */
export function coalesceAfterPaint(run: () => void): { schedule: () => void; cancel: () => void } {
  let pending: (() => void) | null = null;
  return {
    schedule() {
      pending ??= afterPaint(() => {
        pending = null;
        run();
      });
    },
    cancel() {
      pending?.();
      pending = null;
    },
  };
}
