import { describe, expect, it } from 'vitest';
import { pointsByMonth } from './points-by-month';

describe('pointsByMonth', () => {
  it('labels the server’s months MM-YYYY and keeps their order and empty months', () => {
    expect(
      pointsByMonth([
        { month: '2024-12', points: 7 },
        { month: '2025-01', points: 0 },
        { month: '2025-02', points: 15 },
      ]),
    ).toEqual([
      { month: '2024-12', label: '12-2024', points: 7 },
      { month: '2025-01', label: '01-2025', points: 0 },
      { month: '2025-02', label: '02-2025', points: 15 },
    ]);
  });

  it('no points in the whole period (or no copy yet): no bars', () => {
    expect(pointsByMonth([])).toEqual([]);
    expect(pointsByMonth([{ month: '2025-01', points: 0 }])).toEqual([]);
  });
});
