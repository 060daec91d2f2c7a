import type { DashboardMonthPoints } from '../../contract/dashboard';

export interface MonthPoints {
  /** YYYY-MM (UTC, the server's months). */
  month: string;
  /** MM-YYYY, the axis label. */
  label: string;
  points: number;
}

/**
 * The dashboard chart's bars from the server's months (oldest first): the spec's MM-YYYY labels,
 * and no bars at all for a member who earned nothing in the whole period, so the card stays away.
 */
export function pointsByMonth(months: readonly DashboardMonthPoints[]): MonthPoints[] {
  if (months.every((m) => m.points === 0)) return [];
  return months.map(({ month, points }) => {
    const [year, mm] = month.split('-');
    return { month, label: `${mm}-${year}`, points };
  });
}
