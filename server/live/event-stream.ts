import { PassThrough } from 'node:stream';
import { LIVE_CHANGED_EVENT, LIVE_RETRY_MS } from '../../src/contract/live';

export interface EventStreamTiming {
  /** A `: ping` comment this often, so proxies keep an idle stream and the client can tell a dead one. */
  pingMs: number;
  /** At most one `changed` this often: later ones in the window become one at its end. */
  coalesceMs: number;
}

export interface EventStream {
  /** The body to send (text/event-stream). */
  body: PassThrough;
  /** A change of `scope` (null: of anything) the stream's client should pull; coalesced. */
  changed: (scope: string | null) => void;
  /** Ends the body and stops every timer; safe to call more than once. */
  end: () => void;
}

/** One open stream's writer: the retry hint at once (so the client's fetch resolves), then pings and coalesced `changed` events. */
export function openEventStream(timing: EventStreamTiming, onEnd: () => void): EventStream {
  const body = new PassThrough();
  let lastSent = Number.NEGATIVE_INFINITY;
  let pending: NodeJS.Timeout | undefined;
  let ended = false;
  // What the next event names: the scopes since the last one, or none when anything may have changed.
  let scopes: Set<string> | null = new Set();

  const send = () => {
    pending = undefined;
    lastSent = performance.now();
    const data = scopes === null ? {} : { scopes: [...scopes] };
    scopes = new Set();
    body.write(`event: ${LIVE_CHANGED_EVENT}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  const ping = setInterval(() => body.write(': ping\n\n'), timing.pingMs);
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(ping);
    clearTimeout(pending);
    body.end();
    onEnd();
  };
  // The client went away (or the body failed): nothing more to write.
  body.once('close', end);
  body.once('error', end);

  body.write(`retry: ${LIVE_RETRY_MS}\n\n`);
  return {
    body,
    changed(scope) {
      if (ended) return;
      if (scope === null) scopes = null;
      else scopes?.add(scope);
      if (pending !== undefined) return;
      const wait = lastSent + timing.coalesceMs - performance.now();
      if (wait <= 0) send();
      else pending = setTimeout(send, wait);
    },
    end,
  };
}
