import { useEffect } from 'react';
import { startLivePoll, type LivePollSignals } from '../../lib/live-poll';

/**
 * How often an open field list asks for what changed: an observer's mark reaches a patronager's
 * open list within this plus one answer (the goal is 30 s).
 */
export const LIVE_REFRESH_MS = 15_000;

/** The page is shown and the browser believes it is online. */
const browserSignals: LivePollSignals = {
  active: () => document.visibilityState === 'visible' && navigator.onLine,
  subscribe(listener) {
    document.addEventListener('visibilitychange', listener);
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
    return () => {
      document.removeEventListener('visibilitychange', listener);
      window.removeEventListener('online', listener);
      window.removeEventListener('offline', listener);
    };
  },
};

/**
 * While the screen is mounted, shown and online, calls `pull` at once and then every
 * LIVE_REFRESH_MS (startLivePoll): a delta of a few changed rows, not the list. Errors are the
 * pull's own business (a refused token signs out globally); the loop just tries again later.
 */
export function useLiveRefresh(pull: () => Promise<void>): void {
  useEffect(() => startLivePoll(pull, browserSignals, { intervalMs: LIVE_REFRESH_MS }), [pull]);
}
