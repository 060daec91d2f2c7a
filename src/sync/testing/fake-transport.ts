import type { OutboxRow } from '../outbox-row';
import type { SendOutcome, SendTarget, Transport } from '../ports';

export interface SentCall {
  key: string;
  version: number;
  desired: unknown;
  token: string;
  target: SendTarget;
  at: number;
}

export type Responder = (call: SentCall, row: OutboxRow) => SendOutcome | Promise<SendOutcome>;

export const DONE: SendOutcome = { type: 'done', complete: true, createdId: null };

/**
 * A Transport for engine tests: answers through `respond`, and records every call with how many
 * requests were in flight, so tests can check the concurrency limit and per-key ordering.
 */
export class FakeTransport implements Transport {
  readonly calls: SentCall[] = [];
  inFlight = 0;
  maxInFlight = 0;
  /** Set when two requests for the same key were ever in flight together. */
  overlappingKey: string | null = null;
  private readonly flying = new Set<string>();

  constructor(
    public respond: Responder = () => DONE,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async send(row: OutboxRow, token: string, target: SendTarget): Promise<SendOutcome> {
    const call: SentCall = { key: row.key, version: row.version, desired: row.desired, token, target, at: this.now() };
    this.calls.push(call);
    if (this.flying.has(row.key)) this.overlappingKey = row.key;
    this.flying.add(row.key);
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      return await this.respond(call, row);
    } finally {
      this.inFlight--;
      this.flying.delete(row.key);
    }
  }

  callsFor(key: string): SentCall[] {
    return this.calls.filter((call) => call.key === key);
  }
}

/** A promise with its resolve exposed, for answers the test releases by hand. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
