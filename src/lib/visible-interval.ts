/** Whether the page is shown, and when that changes; `document` in the app, a fake in tests. */
export interface PageVisibility {
  isVisible(): boolean;
  /** Calls `listener` on each visibility change; returns the unsubscribe. */
  onChange(listener: () => void): () => void;
}

// Typed loosely: src/lib is also type-checked for the service worker, which has no document.
interface DocumentLike {
  visibilityState: string;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}
const page = (): DocumentLike => (globalThis as unknown as { document: DocumentLike }).document;

export const documentVisibility: PageVisibility = {
  isVisible: () => page().visibilityState === 'visible',
  onChange(listener) {
    page().addEventListener('visibilitychange', listener);
    return () => page().removeEventListener('visibilitychange', listener);
  },
};

/**
 * Calls `tick` every `intervalMs` while the page is shown, and at once when it is shown again: a
 * clock nobody can see need not wake a phone in a pocket (issue 37). No timer runs while hidden.
 * Returns the stop.
 */
export function everyWhileVisible(tick: () => void, intervalMs: number, page: PageVisibility = documentVisibility): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const start = () => {
    if (timer === undefined) timer = setInterval(tick, intervalMs);
  };
  const pause = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const unsubscribe = page.onChange(() => {
    if (!page.isVisible()) return pause();
    tick();
    pause();
    start();
  });
  if (page.isVisible()) start();
  return () => {
    pause();
    unsubscribe();
  };
}
