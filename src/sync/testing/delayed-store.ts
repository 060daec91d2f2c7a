import type { Clock, OutboxStore } from '../ports';

/**
 * An OutboxStore whose every call does its work and answers at random later moments of a virtual
 * clock, as IndexedDB does: each call is still atomic (the inner store's method runs whole), but
 * when it runs and when its answer arrives interleave freely with sends settling, timers and
 * other calls. The engine must end or make progress whatever this order is.
 */
export function delayedStore(inner: OutboxStore, clock: Clock, random: () => number, maxDelayMs: number): OutboxStore {
  const later = (): Promise<void> =>
    new Promise((resolve) => {
      clock.setTimeout(resolve, Math.floor(random() * (maxDelayMs + 1)));
    });
  const delayed =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      await later();
      const result = await call(...args);
      await later();
      return result;
    };
  return {
    claimDue: delayed((query) => inner.claimDue(query)),
    nextDueAt: delayed((query) => inner.nextDueAt(query)),
    serverIdOf: delayed((localId) => inner.serverIdOf(localId)),
    acknowledge: delayed((acks, now) => inner.acknowledge(acks, now)),
    reschedule: delayed((key, attempts, at) => inner.reschedule(key, attempts, at)),
    markAttention: delayed((key, version, message, now, status, serverCopy) => inner.markAttention(key, version, message, now, status, serverCopy)),
    expedite: delayed((userIds, now) => inner.expedite(userIds, now)),
    retry: delayed((key, now) => inner.retry(key, now)),
    discard: delayed((key) => inner.discard(key)),
  };
}
