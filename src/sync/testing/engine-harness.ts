import { SyncEngine, type SyncEngineOptions } from '../engine';
import { MemoryLock } from '../memory-lock';
import { MemoryOutboxStore } from '../memory-store';
import type { RowPlan } from '../outbox-rules';
import type { SyncEvent } from '../ports';
import { systemClock } from '../system-clock';
import { FakeNetwork } from './fake-network';
import { FakeTransport, type Responder } from './fake-transport';
import { MemoryTokens } from './memory-tokens';

export const OBSERVER_ID = 7;

export function voteKey(voterId: number): string {
  return `vote:observer:${voterId}`;
}

/**
 * An engine over the memory store with observer-vote rows, the system clock (so vitest's fake
 * timers drive it), member 1 signed in with 'token-1', and every port exposed for the test.
 */
export function engineHarness(options: { respond?: Responder } & Partial<SyncEngineOptions> = {}) {
  /** key → the voted state the server last acknowledged (the record's serverVoted). */
  const known = new Map<string, boolean>();
  const store =
    options.store instanceof MemoryOutboxStore
      ? options.store
      : new MemoryOutboxStore({ onAcknowledged: (ack) => known.set(ack.key, (ack.desired as { voted: boolean }).voted) });
  const tokens = new MemoryTokens();
  tokens.signIn(1, 'token-1');
  const network = new FakeNetwork();
  const lock = options.lock ?? new MemoryLock();
  const transport = new FakeTransport(options.respond);
  const events: SyncEvent[] = [];
  const engine = new SyncEngine({
    store,
    transport,
    tokens,
    clock: systemClock,
    network,
    lock,
    random: () => 1,
    ...options,
    onEvent: (event) => events.push(event),
  });

  /** What a feature store does: fold the user's decision into the row (serverHolds from `known`). */
  function vote(voterId: number, voted: boolean, userId = 1): Promise<RowPlan> {
    const key = voteKey(voterId);
    return store.write(
      { key, kind: 'vote:observer', userId, desired: { voted, observer_id: OBSERVER_ID } },
      (known.get(key) ?? false) === voted,
      Date.now(),
    );
  }

  return { engine, store, tokens, network, lock, transport, events, known, vote };
}
