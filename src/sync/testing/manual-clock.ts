import type { Clock } from '../ports';

interface Timer {
  at: number;
  seq: number;
  fn: () => void;
}

// Node's setImmediate is far cheaper than setTimeout(0); this file is also type-checked for the worker, which lacks it.
const nextTurn: (fn: () => void) => void =
  (globalThis as unknown as { setImmediate?: (fn: () => void) => void }).setImmediate ?? ((fn) => globalThis.setTimeout(fn, 0));

/** Lets every pending promise continuation run (one macrotask turn drains the microtask queue). */
export function settle(): Promise<void> {
  return new Promise((resolve) => nextTurn(resolve));
}

/**
 * Virtual time for the property test: timers fire only inside `advance`, in time order, with the
 * microtask queue drained between them. Cheaper than fake timers over thousands of runs.
 */
export class ManualClock implements Clock {
  private time = 0;
  private seq = 0;
  private readonly timers = new Map<number, Timer>();

  now(): number {
    return this.time;
  }

  setTimeout(fn: () => void, ms: number): unknown {
    const id = ++this.seq;
    this.timers.set(id, { at: this.time + Math.max(0, ms), seq: id, fn });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  get pendingTimers(): number {
    return this.timers.size;
  }

  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    for (;;) {
      await settle();
      let next: [number, Timer] | null = null;
      for (const entry of this.timers) {
        const [, timer] = entry;
        if (timer.at <= end && (next === null || timer.at < next[1].at || (timer.at === next[1].at && timer.seq < next[1].seq))) next = entry;
      }
      if (next === null) break;
      this.timers.delete(next[0]);
      this.time = Math.max(this.time, next[1].at);
      next[1].fn();
    }
    this.time = end;
    await settle();
  }
}
