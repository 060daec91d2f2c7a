import type { LivePollSignals } from './live-poll';

/** Tests' stand-in for "shown and online": `set` changes it and tells the loop as the browser's events would. */
export function fakeLiveSignals(): LivePollSignals & { set(active: boolean): void } {
  let active = true;
  const listeners = new Set<() => void>();
  return {
    active: () => active,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(value) {
      active = value;
      listeners.forEach((listener) => listener());
    },
  };
}
