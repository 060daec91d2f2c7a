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

type Batch = (() => void)[];

/**
 * The runs waiting, each batch woken once: a tap moves several stores (the row, the outbox, the
 * counts, the sync engine), and each scheduling its own frame and idle callback was about 36
 * wake-ups per mark (POWER in `npm run bench`). Two batches: runs scheduled in a visible page wait
 * for its next frame, the others only for an idle moment, so work asked for once the page is
 * hidden never waits behind a frame that a hidden page does not draw.
 */
const batches: { frame: Batch | null; idle: Batch | null } = { frame: null, idle: null };

function runBatch(which: keyof typeof batches): void {
  const batch = batches[which] ?? [];
  // Runs scheduled from inside these wait for the next one, as they would have alone.
  batches[which] = null;
  for (const run of batch) {
    try {
      run();
    } catch (error) {
      // One failing run must not keep the others from running; the error still surfaces (to the
      // page's error handlers, or as an uncaught error where there is no reportError: Node 20).
      if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
      else
        setTimeout(() => {
          throw error;
        });
    }
  }
}

/**
 * Runs `run` once the next frame has been drawn and the work already queued has run: for what a
 * tap causes but its frame does not need (a toast, a count, a re-read, waking the sync engine).
 * A timer queued in the frame would run before the tasks the frame queued for itself, so the wait
 * after the frame is for an idle moment (bounded by AFTER_PAINT_TIMEOUT_MS). In a hidden page, a
 * worker or a test without frames it only waits for the idle moment. Runs scheduled before that
 * moment share it, in the order they were scheduled. Returns a cancel function.
 */
export function afterPaint(run: () => void): () => void {
  let cancelled = false;
  const go = () => {
    if (!cancelled) run();
  };
  const g = globalThis as IdleGlobals;
  const which = typeof g.requestAnimationFrame === 'function' && g.document?.visibilityState === 'visible' ? 'frame' : 'idle';
  const waiting = batches[which];
  if (waiting) {
    waiting.push(go);
  } else {
    batches[which] = [go];
    if (which === 'frame') g.requestAnimationFrame?.(() => whenIdle(() => runBatch('frame')));
    else whenIdle(() => runBatch('idle'));
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
