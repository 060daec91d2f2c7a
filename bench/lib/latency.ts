import { percentile } from './stats';
import type { Figure } from './report';

/** What a fixed-concurrency run measured: answered calls, their latency percentiles and the rate. */
export interface LatencySummary {
  /** Calls answered (failures excluded). */
  calls: number;
  failures: number;
  /** From the first call sent to the last answer received. */
  seconds: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Answered calls per second. */
  rate: number;
}

/** Percentiles of `latenciesMs` (answered calls only) and the rate over `seconds`. */
export function summarize(latenciesMs: readonly number[], failures: number, seconds: number): LatencySummary {
  return {
    calls: latenciesMs.length,
    failures,
    seconds,
    p50Ms: percentile(latenciesMs, 50),
    p95Ms: percentile(latenciesMs, 95),
    p99Ms: percentile(latenciesMs, 99),
    rate: seconds > 0 ? latenciesMs.length / seconds : Number.NaN,
  };
}

/** "p50 3.1 / p95 9.8 / p99 14 ms, 412/s (8,240 calls)": one summary in a note. */
export function describeSummary(s: LatencySummary): string {
  const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v.toFixed(1));
  return `p50 ${ms(s.p50Ms)} / p95 ${ms(s.p95Ms)} / p99 ${ms(s.p99Ms)} ms, ${s.rate.toFixed(s.rate >= 10 ? 0 : 1)}/s (${s.calls.toLocaleString('en')} calls${s.failures > 0 ? `, ${s.failures} failed` : ''})`;
}

/** The four rows of one latency comparison (p50, p95, p99, rate); `what` names the calls. */
export function latencyRows(id: string, what: string, baselineLabel: string): Omit<Figure, 'terren' | 'baseline'>[] {
  return [
    { id, what: `${what}: p95`, unit: 'ms', baselineLabel, lowerIsBetter: true },
    { id, what: `${what}: p50`, unit: 'ms', baselineLabel, lowerIsBetter: true },
    { id, what: `${what}: p99`, unit: 'ms', baselineLabel, lowerIsBetter: true },
    { id, what: `${what}: answered calls per second`, unit: 'req/s', baselineLabel, lowerIsBetter: false },
  ];
}

/** Fills latencyRows with both sides' summaries; `note` goes on the p95 row, which leads. */
export function latencyFigures(rows: Omit<Figure, 'terren' | 'baseline'>[], terren: LatencySummary, baseline: LatencySummary, note: string): Figure[] {
  const values: [number, number][] = [
    [terren.p95Ms, baseline.p95Ms],
    [terren.p50Ms, baseline.p50Ms],
    [terren.p99Ms, baseline.p99Ms],
    [terren.rate, baseline.rate],
  ];
  return rows.map((row, i) => ({ ...row, terren: values[i]?.[0] ?? null, baseline: values[i]?.[1] ?? null, ...(i === 0 ? { note } : {}) }));
}
