import { liveStreamOf } from '../../src/api/live-stream';
import { LIVE_VOTING_DAY_PATH } from '../../src/contract/live';
import type { LivePollSignals } from '../../src/lib/live-poll';
import { startLivePush, type OpenLiveStream } from '../../src/lib/live-push';
import { LIVE_PUSH_OPTIONS } from '../../src/ui/offline-list/use-live-refresh';

/** What one device's stream did: opened (the first answer and any reopen), failed, and the event-stream bytes it read. */
export interface PushStreamStats {
  opens: number;
  failures: number;
  streamBytes: number;
}

export interface PushDevice {
  stats: PushStreamStats;
  /** Resolves when the stream first answered 200. */
  opened: Promise<void>;
  stop: () => void;
}

// A bench device never hides its screen nor goes offline.
const alwaysActive: LivePollSignals = { active: () => true, subscribe: () => () => undefined };

/**
 * One open voting-day screen as the app runs it: the app's own loop (`startLivePush` with the
 * screen's options) over the app's own stream reader (`liveStreamOf`), against `baseUrl` with
 * `token`. Node has no stored session, so the token goes in through the fetch the reader is given;
 * the body passes through a counter on its way (the stream is never compressed, so these are its
 * wire bytes, headers aside).
 */
export function startPushDevice(baseUrl: string, token: string, pull: () => Promise<void>): PushDevice {
  const stats: PushStreamStats = { opens: 0, failures: 0, streamBytes: 0 };
  let markOpened = (): void => undefined;
  const opened = new Promise<void>((resolve) => (markOpened = resolve));
  const countedFetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('authorization', `Token ${token}`);
    const response = await fetch(input, { ...init, headers });
    if (!response.body) return response;
    const counter = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        stats.streamBytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    return new Response(response.body.pipeThrough(counter), { status: response.status, headers: response.headers });
  };
  const stream = liveStreamOf(baseUrl + LIVE_VOTING_DAY_PATH, countedFetch);
  const counted: OpenLiveStream = (handlers) =>
    stream({
      ...handlers,
      opened() {
        stats.opens++;
        markOpened();
        handlers.opened();
      },
      failed() {
        stats.failures++;
        handlers.failed();
      },
    });
  return { stats, opened, stop: startLivePush(pull, alwaysActive, counted, LIVE_PUSH_OPTIONS) };
}
