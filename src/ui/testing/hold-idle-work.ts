interface IdleGlobal {
  requestIdleCallback?: (run: () => void) => number;
}

/**
 * Test set-up: the page does not go idle until `release()`, as a phone's page that is busy while
 * the sync engine sends and the server answers. What waits for an idle moment after a frame
 * (afterPaint: a list's outbox re-read, a toast) waits until then, and `release` runs it in order.
 */
export function holdIdleWork(): { release: () => void } {
  const g = globalThis as IdleGlobal;
  const original = Object.getOwnPropertyDescriptor(g, 'requestIdleCallback');
  const waiting: (() => void)[] = [];
  g.requestIdleCallback = (run) => waiting.push(run);
  return {
    release() {
      if (original) Object.defineProperty(g, 'requestIdleCallback', original);
      else delete g.requestIdleCallback;
      for (const run of waiting.splice(0)) run();
    },
  };
}
