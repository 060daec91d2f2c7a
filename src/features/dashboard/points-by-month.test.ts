import { describe, expect, it } from 'vitest';
import type { DashboardMemberPoint } from '../../contract/dashboard';
import { pointsByMonth } from './points-by-month';

const row = (id: number, points: number, create_date: string): DashboardMemberPoint => ({ id, activity_type: 'Detyrë', activity_name: 'x', points, create_date });

describe('pointsByMonth', () => {
  it('sums per UTC month, oldest first, and fills the months between with 0', () => {
    expect(
      pointsByMonth([
        row(1, 5, '2025-04-30T23:30:00Z'),
        row(2, 10, '2025-04-02T08:00:00Z'),
        row(3, 3, '2025-01-15T08:00:00Z'),
        row(4, 7, '2024-12-31T23:59:59Z'),
      ]),
    ).toEqual([
      { month: '2024-12', label: '12-2024', points: 7 },
      { month: '2025-01', label: '01-2025', points: 3 },
      { month: '2025-02', label: '02-2025', points: 0 },
      { month: '2025-03', label: '03-2025', points: 0 },
      { month: '2025-04', label: '04-2025', points: 15 },
    ]);
  });

  it('no rows (or only unreadable dates): no bars', () => {
    expect(pointsByMonth([])).toEqual([]);
    expect(pointsByMonth([row(1, 5, 'not a date')])).toEqual([]);
  });
});
