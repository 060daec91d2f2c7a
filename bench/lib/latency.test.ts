import { describe, expect, it } from 'vitest';
import { latencyFigures, latencyRows, summarize } from './latency';

describe('summarize', () => {
  it('gives nearest-rank percentiles of the answered calls and their rate', () => {
    const latencies = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(summarize(latencies, 3, 4)).toEqual({ calls: 100, failures: 3, seconds: 4, p50Ms: 50, p95Ms: 95, p99Ms: 99, rate: 25 });
  });
});

describe('latencyFigures', () => {
  it('puts p95 first with the note, then p50, p99 and the rate, Terren beside the baseline', () => {
    const terren = summarize([1, 2, 3], 0, 1);
    const baseline = summarize([10, 20, 30], 0, 2);
    const figures = latencyFigures(latencyRows('N1', 'search', 'no index'), terren, baseline, 'the note');
    expect(figures.map((f) => [f.what, f.terren, f.baseline, f.lowerIsBetter, f.note])).toEqual([
      ['search: p95', 3, 30, true, 'the note'],
      ['search: p50', 2, 20, true, undefined],
      ['search: p99', 3, 30, true, undefined],
      ['search: answered calls per second', 3, 1.5, false, undefined],
    ]);
  });
});
