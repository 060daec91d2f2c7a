import { describe, expect, it, vi } from 'vitest';
import { setApiEventHandlers } from './api-events';
import { liveStreamOf } from './live-stream';

const encoder = new TextEncoder();

/** A fetch answering `status` with `chunks` as the body, one read each, then the end. */
const answering = (status: number, chunks: string[]): typeof fetch => () =>
  Promise.resolve(new Response(new ReadableStream({ start(c) { chunks.forEach((chunk) => c.enqueue(encoder.encode(chunk))); c.close(); } }), { status }));

const handlers = () => ({ opened: vi.fn(), changed: vi.fn(), heard: vi.fn(), failed: vi.fn() });

describe('the live stream transport', () => {
  it('reports the open, each changed event (also across chunks), pings as life, and the end as a failure', async () => {
    const h = handlers();
    liveStreamOf('/api/live/voting-day/', answering(200, ['retry: 15000\n\n: ping\n\nevent: changed\ndata: {}\n\nevent: cha', 'nged\ndata: {}\n\n']))(h);
    await vi.waitFor(() => expect(h.failed).toHaveBeenCalled());
    expect(h.opened).toHaveBeenCalledTimes(1);
    expect(h.changed).toHaveBeenCalledTimes(2);
    expect(h.heard).toHaveBeenCalled();
  });

  it('signs out on a refused token and reports the failure', async () => {
    localStorage.setItem('authUser', JSON.stringify({ key: 'k'.repeat(40) }));
    const onUnauthorized = vi.fn();
    const unregister = setApiEventHandlers({ onUnauthorized, onToast: () => undefined });
    const h = handlers();
    liveStreamOf('/api/live/voting-day/', answering(403, ['{}']))(h);
    await vi.waitFor(() => expect(h.failed).toHaveBeenCalled());
    expect(h.opened).not.toHaveBeenCalled();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    unregister();
    localStorage.clear();
  });
});
