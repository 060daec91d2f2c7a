import { LIVE_CHANGED_EVENT } from '../contract/live';
import type { LiveStreamHandlers, OpenLiveStream } from '../lib/live-push';
import { notifyUnauthorized } from './api-events';
import { readToken } from './auth-storage';

// Typed loosely, as token-get.ts does: the same base as every other call.
const defaultBase = (): string => (import.meta as { env?: { VITE_API_BASE?: string } }).env?.VITE_API_BASE || '';

/** The frames of a `text/event-stream` text so far: complete ones out, the rest kept for the next chunk. */
export function splitEventFrames(buffered: string): { frames: string[]; rest: string } {
  const parts = buffered.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = parts.pop() ?? '';
  return { frames: parts, rest };
}

/** The event name a frame carries; undefined for a comment (`: ping`) or a bare `retry:`. */
export function eventNameOf(frame: string): string | undefined {
  return /^event: ?(.*)$/m.exec(frame)?.[1];
}

/**
 * The live stream of `path` as the push loop needs it: fetch with the stored token (EventSource
 * cannot send one) and the body read as it arrives. A refused token (401/403) signs out like every
 * other call. The service worker lets /api/ pass, so nothing caches or holds the stream.
 */
export function liveStreamOf(path: string, fetchImpl: typeof fetch = (input, init) => fetch(input, init)): OpenLiveStream {
  return (handlers: LiveStreamHandlers) => {
    const abort = new AbortController();
    const token = readToken();
    void (async () => {
      const response = await fetchImpl(defaultBase() + path, {
        headers: { ...(token ? { Authorization: `Token ${token}` } : {}), Accept: 'text/event-stream' },
        cache: 'no-store',
        signal: abort.signal,
      });
      if ((response.status === 401 || response.status === 403) && token) notifyUnauthorized();
      if (!response.ok || !response.body) throw new Error(`live stream answered ${response.status}`);
      handlers.opened();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffered = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        handlers.heard();
        const { frames, rest } = splitEventFrames(buffered + value);
        buffered = rest;
        for (const frame of frames) if (eventNameOf(frame) === LIVE_CHANGED_EVENT) handlers.changed();
      }
      throw new Error('live stream ended');
    })().catch(() => {
      if (!abort.signal.aborted) handlers.failed();
    });
    return () => abort.abort();
  };
}
