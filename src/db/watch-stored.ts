import Dexie, { type ObservabilitySet } from 'dexie';

export interface StoredWatchOptions {
  /** Least time between the starts of two reads. Default 0. */
  minIntervalMs?: number;
  /**
   * Where a read caused by a change waits before it starts (e.g. afterPaint, so the read a tap's
   * own write causes comes after the frame showing the tap); returns a cancel function. The first
   * read does not wait. Default: no wait.
   */
  defer?: (run: () => void) => () => void;
  onError?: (error: unknown) => void;
}

const noWait = (run: () => void): (() => void) => {
  run();
  return () => {};
};

/**
 * Calls `onValue` with `read()` now and after every change to `tables`, made in this context,
 * another tab or the service worker (Dexie's 'storagemutated' event, which liveQuery also listens
 * to).
 *
 * Unlike liveQuery, which restarts its query on every mutation, synchronously inside the event of
 * the transaction that made it (a drain would keep it re-reading and competing with the engine's
 * transactions; a tap's write would have it read before the tap is drawn), reads are coalesced:
 * one at a time, at most one starting per `minIntervalMs`, each after `defer`, and a change that
 * arrives during or after a read always gets a later read, so the last value delivered reflects
 * the last change. Returns the unsubscribe function.
 */
export function watchStored<T>(
  db: Dexie,
  tables: readonly string[],
  read: () => Promise<T>,
  onValue: (value: T) => void,
  { minIntervalMs = 0, defer = noWait, onError = () => {} }: StoredWatchOptions = {},
): () => void {
  const prefixes = tables.map((table) => `idb://${db.name}/${table}/`);
  let closed = false;
  let reading = false;
  /** A change arrived while a read was running: that read may have missed it. */
  let dirty = false;
  /** A read is scheduled (timer or deferral running); further changes share it. */
  let cancelScheduled: (() => void) | null = null;
  let lastReadAt = -Infinity;

  const run = async (): Promise<void> => {
    cancelScheduled = null;
    if (closed) return;
    reading = true;
    dirty = false;
    lastReadAt = Date.now();
    try {
      const value = await read();
      if (!closed) onValue(value);
    } catch (error) {
      if (!closed) onError(error);
    } finally {
      reading = false;
      if (dirty) schedule(defer);
    }
  };

  function schedule(wait: (run: () => void) => () => void): void {
    if (closed) return;
    if (reading) {
      dirty = true;
      return;
    }
    if (cancelScheduled !== null) return;
    let cancelWait = () => {};
    const timer = setTimeout(() => {
      cancelWait = wait(() => void run());
    }, Math.max(0, lastReadAt + minIntervalMs - Date.now()));
    cancelScheduled = () => {
      clearTimeout(timer);
      cancelWait();
    };
  }

  const onMutated = (parts: ObservabilitySet): void => {
    // 'all' is what Dexie sends when a page comes back from the back/forward cache.
    if (Object.keys(parts).some((part) => part === 'all' || prefixes.some((prefix) => part.startsWith(prefix)))) schedule(defer);
  };
  Dexie.on.storagemutated.subscribe(onMutated);
  schedule(noWait);

  return () => {
    closed = true;
    Dexie.on.storagemutated.unsubscribe(onMutated);
    cancelScheduled?.();
    cancelScheduled = null;
  };
}
