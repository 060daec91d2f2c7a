import type { LivePollSignals } from './live-poll';

/** What a stream tells the loop; the transport calls these (src/api/live-stream.ts). */
export interface LiveStreamHandlers {
  /** The server answered 200: the stream is open. */
  opened(): void;
  /** A `changed` event: pull. */
  changed(): void;
  /** Anything arrived (a ping, an event): the stream is alive. */
  heard(): void;
  /** The stream ended or failed (refused, network, the instance drained). Not called after its close. */
  failed(): void;
}

/** Opens the stream; returns its close (after which no handler is called). */
export type OpenLiveStream = (handlers: LiveStreamHandlers) => () => void;

export interface LivePushOptions {
  /** The fallback poll's period while the stream is down. */
  pollMs: number;
  /** Silence after which an open stream is taken for dead (two of the server's ping intervals). */
  silenceMs: number;
  /** The first wait before the stream is tried again after a failure; doubled up to `lastRetryMs`. */
  firstRetryMs: number;
  lastRetryMs: number;
}

/**
 * Keeps an open list current by push: while `signals.active()` (shown and online) the stream is
 * open and `pull` runs once when it opens (catch up) and on each `changed`. One pull at a time,
 * at most one more queued behind it. If the stream fails or goes silent, `pull` falls back to
 * every `pollMs` and the stream is tried again after `firstRetryMs`, doubling to `lastRetryMs`.
 * Inactive: stream closed and no timer at all. Returns the stop.
 */
export function startLivePush(pull: () => Promise<void>, signals: LivePollSignals, openStream: OpenLiveStream, options: LivePushOptions): () => void {
  let stopped = false;
  let closeStream: (() => void) | undefined;
  let silence: ReturnType<typeof setTimeout> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let poll: ReturnType<typeof setTimeout> | undefined;
  let retryMs = options.firstRetryMs;
  let pulling = false;
  let queued = false;

  const requestPull = (): void => {
    if (pulling) {
      queued = true;
      return;
    }
    pulling = true;
    pull()
      .catch(() => undefined)
      .finally(() => {
        pulling = false;
        if (queued && !stopped && signals.active()) {
          queued = false;
          requestPull();
        }
        queued = false;
      });
  };

  const stopPolling = (): void => {
    clearTimeout(poll);
    poll = undefined;
  };
  const pollNow = (): void => {
    poll = setTimeout(pollNow, options.pollMs);
    requestPull();
  };

  const dropStream = (): void => {
    clearTimeout(silence);
    silence = undefined;
    const close = closeStream;
    closeStream = undefined;
    close?.();
  };
  const armSilence = (): void => {
    clearTimeout(silence);
    silence = setTimeout(fail, options.silenceMs);
  };

  /** The stream is down while active: poll, and try the stream again later. */
  function fail(): void {
    dropStream();
    if (stopped || !signals.active()) return;
    if (poll === undefined) pollNow();
    clearTimeout(retry);
    retry = setTimeout(openNow, retryMs);
    retryMs = Math.min(options.lastRetryMs, retryMs * 2);
  }

  function openNow(): void {
    retry = undefined;
    if (stopped || closeStream !== undefined || !signals.active()) return;
    let current = true;
    let close = (): void => undefined;
    const closing = (): void => {
      current = false;
      close();
    };
    closeStream = closing;
    close = openStream({
      opened() {
        if (!current) return;
        stopPolling();
        retryMs = options.firstRetryMs;
        armSilence();
        requestPull();
      },
      changed() {
        if (current) requestPull();
      },
      heard() {
        if (current) armSilence();
      },
      failed() {
        if (current && closeStream === closing) fail();
      },
    });
    if (!current) {
      // It failed before openStream returned (fail() already ran).
      close();
      return;
    }
    // Until it opens, the silence limit also bounds a connect that never answers.
    armSilence();
  }

  const update = (): void => {
    if (stopped) return;
    if (signals.active()) {
      // Back from hidden or offline: the stream at once, whatever the backoff was waiting for.
      if (closeStream === undefined) {
        clearTimeout(retry);
        openNow();
      }
      return;
    }
    dropStream();
    stopPolling();
    clearTimeout(retry);
    retry = undefined;
  };

  const unsubscribe = signals.subscribe(update);
  update();
  return () => {
    stopped = true;
    unsubscribe();
    dropStream();
    stopPolling();
    clearTimeout(retry);
  };
}
