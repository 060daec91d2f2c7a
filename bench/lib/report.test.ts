import { describe, expect, it } from 'vitest';
import { escapeCell, formatRatio, ratio, toMarkdown, type BenchResult } from './report';

const machine = { date: '2025-01-01T00:00:00Z', commit: 'abc1234', node: 'v20', cores: 2, cpuModel: 'cpu', memoryGiB: 8, chromium: 'Chromium 1' };

describe('report', () => {
  it('gives the ratio Terren / baseline, or null when either is missing or the baseline is 0', () => {
    const f = { id: 'B5', what: 'x', unit: 'ms', baselineLabel: 'b', lowerIsBetter: true };
    expect(ratio({ ...f, terren: 50, baseline: 200 })).toBe(0.25);
    expect(ratio({ ...f, terren: null, baseline: 200 })).toBeNull();
    expect(ratio({ ...f, terren: 5, baseline: 0 })).toBeNull();
  });

  it('never prints a real ratio as 0.00', () => {
    expect(formatRatio(0.0024)).toBe('0.0024');
    expect(formatRatio(1.5)).toBe('1.50');
    expect(formatRatio(0)).toBe('0.00');
  });

  it('keeps pipes and line breaks in notes from breaking the table', () => {
    expect(escapeCell('a | b\n c')).toBe('a \\| b c');
    const result: BenchResult = {
      machine,
      mode: 'quick',
      sizes: { voters: 10 },
      durationSeconds: 3,
      benchmarks: ['B5'],
      failed: [],
      figures: [{ id: 'B5', what: 'store', unit: 'ms', terren: 50, baseline: 200, baselineLabel: 'one tx each', lowerIsBetter: true, note: 'x|y' }],
    };
    const row = toMarkdown(result).split('\n').find((line) => line.startsWith('| B5'));
    expect(row).toBe('| B5 | store | ms | 50.0 | 200 | one tx each | 0.25 (lower is better) | x\\|y |');
  });
});
