import { summarize, type LatencySummary } from './latency';

/** One call of a run: `kind` groups it in the result (an endpoint, a query); `run` is what is timed. */
export interface LoopCall {
  kind: string;
  run(): Promise<unknown>;
}

export interface ClosedLoopOptions {
  /** Calls in flight at once: each client sends its next call when its last one is answered. */
  clients: number;
  /** No call is sent after this many seconds; the calls in flight then are awaited and counted. */
  seconds: number;
  /** The i-th call of the run (i counts from 0 across every client, in the order they are sent). */
  next(i: number): LoopCall;
}

export interface ClosedLoopResult {
  all: LatencySummary;
  byKind: ReadonlyMap<string, LatencySummary>;
  /** The first failure's message, if any call failed. */
  firstError: string | null;
}

/**
 * A fixed number of clients, each keeping one call in flight (closed loop, no pause between calls),
 * for a bounded time. The same loop drives Terren over HTTP and a baseline called in-process, so
 * both sides are timed by the same clock, percentiles and stopping rule. Calls in flight at the
 * deadline are awaited rather than dropped: dropping them would keep exactly the slowest calls out
 * of a slow side's percentiles. Each call bounds its own time (a request or statement timeout).
 */
export async function closedLoop(options: ClosedLoopOptions): Promise<ClosedLoopResult> {
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const latencies: number[] = [];
  const byKind = new Map<string, { latencies: number[]; failures: number }>();
  let failures = 0;
  let firstError: string | null = null;
  let lastAnswer = started;
  let sent = 0;

  const client = async () => {
    while (performance.now() < deadline) {
      const call = options.next(sent++);
      const own = byKind.get(call.kind) ?? { latencies: [], failures: 0 };
      byKind.set(call.kind, own);
      const t = performance.now();
      try {
        await call.run();
        const ms = performance.now() - t;
        latencies.push(ms);
        own.latencies.push(ms);
      } catch (error) {
        failures++;
        own.failures++;
        firstError ??= `${call.kind}: ${error instanceof Error ? error.message : String(error)}`;
      }
      lastAnswer = performance.now();
    }
  };
  await Promise.all(Array.from({ length: options.clients }, client));

  const seconds = (lastAnswer - started) / 1000;
  return {
    all: summarize(latencies, failures, seconds),
    byKind: new Map([...byKind].map(([kind, k]) => [kind, summarize(k.latencies, k.failures, seconds)])),
    firstError,
  };
}
