/**
 * A wake-up that cannot be lost. The drain calls `reset()` before it reads the state its next
 * decision rests on; anything that happens after that (a send settling, a trigger, a timer)
 * calls `notify()`. `wait()` then returns at once if a notification came in between, whatever
 * order the store's promises resolved in, and otherwise until the next one.
 *
 * This replaces racing a snapshot of in-flight promises: such a snapshot, taken after an await,
 * may already be empty, and nothing would ever wake the race.
 */
export class WakeSignal {
  private notified = false;
  private waiter: (() => void) | null = null;

  /** Something changed since the last reset. */
  get pending(): boolean {
    return this.notified;
  }

  reset(): void {
    this.notified = false;
  }

  notify(): void {
    this.notified = true;
    const waiter = this.waiter;
    this.waiter = null;
    waiter?.();
  }

  wait(): Promise<void> {
    if (this.notified) return Promise.resolve();
    return new Promise((resolve) => {
      const previous = this.waiter;
      this.waiter = () => {
        previous?.();
        resolve();
      };
    });
  }
}
