import { useEffect } from 'react';
import { liveStreamOf } from '../../api/live-stream';
import { LIVE_PING_MS, LIVE_VOTING_DAY_PATH } from '../../contract/live';
import { startLivePoll, type LivePollSignals } from '../../lib/live-poll';
import { startLivePush, type LivePushOptions } from '../../lib/live-push';

/**
 * How often an open field list asks for what changed while its live stream is down: an
 * observer's mark then reaches a patronager's open list within this plus one answer (the issue's
 * goal is 30 s). With the stream up it arrives within a second and nothing is polled.
 */
export const LIVE_REFRESH_MS = 15_000;

const votingDayStream = liveStreamOf(LIVE_VOTING_DAY_PATH);

/** The push loop's timing on the field screens (bench N7 runs the same loop with these). */
export const LIVE_PUSH_OPTIONS: LivePushOptions = {
  pollMs: LIVE_REFRESH_MS,
  silenceMs: 2 * LIVE_PING_MS + 10_000,
  firstRetryMs: LIVE_REFRESH_MS,
  lastRetryMs: 120_000,
};

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
 * While the screen is mounted, shown and online, keeps the voting-day stream open and calls `pull`
 * when it opens and on each change it announces (startLivePush): a delta of a few changed rows,
 * not the list. If the stream is down it pulls every LIVE_REFRESH_MS and tries the stream again
 * (15 s, doubling to 2 min). Errors are the pull's own business (a refused token signs out globally).
 */
export function useLiveRefresh(pull: () => Promise<void>): void {
  useEffect(
    () =>
      startLivePush(pull, browserSignals, votingDayStream, LIVE_PUSH_OPTIONS),
    [pull],
  );
}

/**
 * The plain poll: `pull` at once and then every LIVE_REFRESH_MS while shown and online. For
 * screens the voting-day stream does not cover (the coordinators' live turnout, a sum over many
 * stations that changes with every vote anywhere).
 */
export function useLivePoll(pull: () => Promise<void>): void {
  useEffect(() => startLivePoll(pull, browserSignals, { intervalMs: LIVE_REFRESH_MS }), [pull]);
}
