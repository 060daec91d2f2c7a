/** When a live loop may pull: the screen is shown and the device online (or a test's stand-in). */
export interface LivePollSignals {
  active(): boolean;
  /** Calls `listener` whenever `active()` may have changed; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export interface LivePollOptions {
  /** From the start of one pull to the start of the next. */
  intervalMs: number;
  now?: () => number;
}

/**
 * Calls `pull` at once, then every `intervalMs` while `signals.active()`; stops it from
 * returning. No timer runs while inactive (a hidden tab, no signal): the next pull comes when it
 * is active again, at once if a whole interval has passed since the last one began. One pull at a
 * time: the next is timed when the last has settled, so a slow answer never piles up behind
 * itself. A failed pull is tried again a whole interval later.
 */
export function startLivePoll(pull: () => Promise<void>, signals: LivePollSignals, { intervalMs, now = Date.now }: LivePollOptions): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pulling = false;
  let stopped = false;
  let lastStart = Number.NEGATIVE_INFINITY;

  const cancel = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const schedule = (): void => {
    cancel();
    if (stopped || pulling || !signals.active()) return;
    timer = setTimeout(run, Math.max(0, lastStart + intervalMs - now()));
  };
  const run = (): void => {
    timer = undefined;
    if (stopped || !signals.active()) return;
    pulling = true;
    lastStart = now();
    pull()
      .catch(() => undefined)
      .finally(() => {
        pulling = false;
        schedule();
      });
  };

  const unsubscribe = signals.subscribe(schedule);
  schedule();
  return () => {
    stopped = true;
    cancel();
    unsubscribe();
  };
}
