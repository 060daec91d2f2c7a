import { describe, expect, it, vi } from 'vitest';
import { afterPaint, coalesceAfterPaint } from './after-paint';

const idle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('afterPaint', () => {
  it('runs later, never in the caller’s turn, and not at all once cancelled', async () => {
    const run = vi.fn();
    afterPaint(run);
    const cancelled = vi.fn();
    afterPaint(cancelled)();
    expect(run).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    await idle();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('runs everything scheduled before the next paint in one wake-up, in order, and a failing run stops none', async () => {
    const frames = vi.spyOn(globalThis, 'requestAnimationFrame');
    const order: string[] = [];
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    afterPaint(() => order.push('a'));
    afterPaint(() => {
      throw new Error('one run fails');
    });
    afterPaint(() => {
      order.push('c');
      // Scheduled while the batch runs: waits for the next paint.
      afterPaint(() => order.push('later'));
    });
    await vi.waitFor(() => expect(order).toEqual(['a', 'c', 'later']));
    expect(frames).toHaveBeenCalledTimes(2);
    expect(reported).toHaveBeenCalledWith(new Error('one run fails'));
    frames.mockRestore();
    vi.unstubAllGlobals();
  });

  it('a run asked for in a hidden page does not wait behind a frame the page will not draw', async () => {
    // A frame that does not come while the test looks (as in a page gone to the background).
    let drawFrame: FrameRequestCallback | null = null;
    const frames = vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((callback) => {
      drawFrame = callback;
      return 0;
    });
    const afterFrame = vi.fn();
    afterPaint(afterFrame);
    // src/lib is also type-checked for the service worker, which has no `document`.
    const page = (globalThis as unknown as { document: object }).document;
    Object.defineProperty(page, 'visibilityState', { value: 'hidden', configurable: true });
    const run = vi.fn();
    afterPaint(run);
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    expect(afterFrame).not.toHaveBeenCalled();
    Reflect.deleteProperty(page, 'visibilityState');
    frames.mockRestore();
    (drawFrame as FrameRequestCallback | null)?.(0);
    await vi.waitFor(() => expect(afterFrame).toHaveBeenCalledTimes(1));
  });

  it('coalesces the calls made before it runs into one run, and schedules again after', async () => {
    const run = vi.fn();
    const later = coalesceAfterPaint(run);
    later.schedule();
    later.schedule();
    later.schedule();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    await idle();
    expect(run).toHaveBeenCalledTimes(1);
    later.schedule();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(2));
    later.schedule();
    later.cancel();
    await idle();
    expect(run).toHaveBeenCalledTimes(2);
  });
});
