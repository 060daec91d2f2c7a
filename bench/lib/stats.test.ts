import { describe, expect, it } from 'vitest';
import { median, percentile } from './stats';

describe('percentile', () => {
  it('uses the nearest rank', () => {
    const sample = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(sample, 50)).toBe(5);
    expect(percentile(sample, 95)).toBe(10);
    expect(percentile(sample, 0)).toBe(1);
    expect(median([3, 1, 2])).toBe(2);
  });

  it('is NaN for an empty sample', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});
