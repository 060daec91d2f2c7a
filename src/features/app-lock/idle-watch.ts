import { readLastActive, writeLastActive } from './activity-store';
import { isIdle } from './idle';
import { ACTIVITY_WRITE_EVERY_MS, lockAfterMs as storedLockAfterMs } from './lock-settings';

export interface IdleWatchOptions {
  /** Called once when the idle time has passed; the watch has stopped by then. */
  onIdle: () => void;
  lockAfterMs?: () => number;
  storage?: Storage;
  /** Where taps and key presses are heard (window), and whose visibility counts (document). */
  target?: Window;
  doc?: Document;
}

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel'] as const;
/** A floor under the timer, so a clock that jumps around can never make it spin. */
const MIN_RECHECK_MS = 1_000;

/**
 * Watches an open app for activity and says when it has been idle too long. Activity is kept in
 * memory at once and written to storage at most every 15 s (and when the page is hidden or left),
 * so a reload or a killed app still knows when the app was last used. Another tab's activity,
 * read from the same storage, keeps this one open too. Returns the function that stops watching.
 */
export function watchIdle({ onIdle, lockAfterMs = storedLockAfterMs, storage = localStorage, target = window, doc = document }: IdleWatchOptions): () => void {
  let lastActive = readLastActive(storage) ?? Date.now();
  let lastWritten = Number.NEGATIVE_INFINITY;

  const write = () => {
    writeLastActive(lastActive, storage);
    lastWritten = lastActive;
  };
  const onActivity = () => {
    lastActive = Date.now();
    if (lastActive - lastWritten >= ACTIVITY_WRITE_EVERY_MS) write();
  };
  const flush = () => {
    if (lastActive > lastWritten) write();
  };
  // One timer, due when the idle time would run out: a phone left open on a screen wakes once per
  // lock period (issue 37) where a periodic check woke it every few seconds. Activity does not move
  // the timer (taps are many); when it fires early it looks again at the later of this tab's and
  // the stored activity (another tab's) and sets itself for that.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const latestActivity = () => Math.max(lastActive, readLastActive(storage) ?? lastActive);
  const schedule = (latest: number, limit: number) => {
    clearTimeout(timer);
    timer = setTimeout(check, Math.max(MIN_RECHECK_MS, latest + limit - Date.now()));
  };
  const check = () => {
    const latest = latestActivity();
    const limit = lockAfterMs();
    if (!isIdle(latest, Date.now(), limit)) return schedule(latest, limit);
    stop();
    onIdle();
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') flush();
    else check();
  };

  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, { capture: true, passive: true });
  doc.addEventListener('visibilitychange', onVisibility);
  target.addEventListener('pagehide', flush);
  if (readLastActive(storage) === null) write();
  schedule(latestActivity(), lockAfterMs());

  let stopped = false;
  function stop() {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity, { capture: true });
    doc.removeEventListener('visibilitychange', onVisibility);
    target.removeEventListener('pagehide', flush);
  }
  return stop;
}
