import { describe, expect, it } from 'vitest';
import { BENCHMARK_IDS, parseRunArgs } from './args';

describe('parseRunArgs', () => {
  it('runs everything in full mode by default', () => {
    expect(parseRunArgs([])).toEqual({ quick: false, only: [...BENCHMARK_IDS], partial: false });
  });

  it('accepts --quick and --only in any case, comma-separated or repeated, kept in table order', () => {
    expect(parseRunArgs(['--quick', '--only', 'b6,B1', '--only', 'heap'])).toEqual({ quick: true, only: ['B1', 'B6', 'HEAP'], partial: true });
  });

  it('refuses an unknown id and an unknown flag', () => {
    expect(() => parseRunArgs(['--only', 'B10'])).toThrow(/unknown benchmark "B10"/);
    expect(() => parseRunArgs(['--fast'])).toThrow();
  });
});
