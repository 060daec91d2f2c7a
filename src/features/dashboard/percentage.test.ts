import { describe, expect, it } from 'vitest';
import { pointsChange } from './percentage';

describe('pointsChange (spec 02 §9 dashboard percentage)', () => {
  it('under last month: the share of it, one decimal', () => {
    expect(pointsChange(50, 100)).toEqual({ kind: 'share', value: '50.0' });
    expect(pointsChange(1, 3)).toEqual({ kind: 'share', value: '33.3' });
    expect(pointsChange(2, 3)).toEqual({ kind: 'share', value: '66.7' });
    expect(pointsChange(0, 40)).toEqual({ kind: 'share', value: '0.0' });
  });

  it('equal or above last month: the excess over 100, one decimal', () => {
    expect(pointsChange(100, 100)).toEqual({ kind: 'increase', value: '0.0' });
    expect(pointsChange(150, 100)).toEqual({ kind: 'increase', value: '50.0' });
    expect(pointsChange(7, 3)).toEqual({ kind: 'increase', value: '133.3' });
    expect(pointsChange(300, 100)).toEqual({ kind: 'increase', value: '200.0' });
  });

  it('last month 0: no comparison (neither Infinity nor NaN)', () => {
    expect(pointsChange(25, 0)).toBeNull();
    expect(pointsChange(0, 0)).toBeNull();
    expect(pointsChange(5, -2)).toBeNull();
  });
});
