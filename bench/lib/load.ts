import autocannon from 'autocannon';
import { nextClimb, nextRefine, type LadderShape, type LoadStep } from './load-ladder';

/** The requests of a load run; `next(i)` builds the i-th request (i counts from 0 across the whole run). */
export interface LoadSpec {
  url: string;
  headers?: Record<string, string>;
  next(i: number): { method: 'GET' | 'POST'; path: string; body?: string };
}

/**
 * Closed-loop load for `seconds`: `connections` keep one request each in flight, as fast as the
 * server answers. (autocannon's `overallRate` is not used: it lets each connection send its whole
 * per-second quota back to back at the start of every second, so its "rate" measures bursts.)
 */
export async function loadStep(spec: LoadSpec, connections: number, seconds: number): Promise<LoadStep> {
  let i = 0;
  const result = await autocannon({
    url: spec.url,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => {
          const made = spec.next(i++);
          const headers: Record<string, string> = { ...spec.headers };
          if (made.body !== undefined) headers['content-type'] = 'application/json';
          return { ...request, method: made.method, path: made.path, body: made.body, headers };
        },
      },
    ],
  });
  return {
    connections,
    rate: result['2xx'] / seconds,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** Climbs the ladder, then refines around the p99 limit (see load-ladder.ts); returns every window measured. */
export async function climb(spec: LoadSpec, seconds: number, shape: LadderShape, log: (message: string) => void): Promise<LoadStep[]> {
  const steps: LoadStep[] = [];
  const measure = async (connections: number) => {
    const step = await loadStep(spec, connections, seconds);
    log(`    ${connections} connections → ${step.rate.toFixed(0)}/s, p50 ${step.p50Ms} ms, p99 ${step.p99Ms} ms, failures ${step.failures}`);
    steps.push(step);
  };
  for (let c = nextClimb(steps, shape); c !== null; c = nextClimb(steps, shape)) await measure(c);
  let refined = 0;
  for (let c = nextRefine(steps, shape, refined); c !== null; c = nextRefine(steps, shape, ++refined)) await measure(c);
  return steps;
}
