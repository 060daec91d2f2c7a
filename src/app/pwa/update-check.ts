/**
 * When to ask the server for a new version of the app. A browser looks for a new service worker
 * only on navigation, and a field worker may keep one screen open all day: so we ask every hour
 * while the page is seen, and at once when it is seen again after more than an hour. A hidden
 * page is not asked for (nobody would see the prompt, and a phone in a pocket saves its battery).
 */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** What the schedule needs from the page; `document` in the app, a fake in tests. */
export interface PageVisibility {
  isVisible(): boolean;
  /** Calls `listener` on each visibility change; returns the unsubscribe. */
  onChange(listener: () => void): () => void;
}

export const documentVisibility: PageVisibility = {
  isVisible: () => document.visibilityState === 'visible',
  onChange(listener) {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

/**
 * Starts the schedule. `check` is the registration's update(); a failed check (no signal) is only
 * a missed look, so it is swallowed. The registration itself has just looked: the first check is
 * an hour after the start. Returns the stop.
 */
export function startUpdateChecks(check: () => Promise<unknown>, page: PageVisibility = documentVisibility, intervalMs = UPDATE_CHECK_INTERVAL_MS): () => void {
  let lastCheck = Date.now();
  const run = () => {
    lastCheck = Date.now();
    check().catch(() => undefined);
  };
  const timer = setInterval(() => {
    if (page.isVisible()) run();
  }, intervalMs);
  const unsubscribe = page.onChange(() => {
    if (page.isVisible() && Date.now() - lastCheck >= intervalMs) run();
  });
  return () => {
    clearInterval(timer);
    unsubscribe();
  };
}
