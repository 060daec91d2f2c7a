import type { DashboardMemberPoint } from '../../contract/dashboard';

export interface MonthPoints {
  /** YYYY-MM (UTC, the server's months). */
  month: string;
  /** MM-YYYY, the axis label. */
  label: string;
  points: number;
}

function monthKey(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

function nextMonth(key: string): string {
  const [year, month] = key.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

/**
 * The dashboard chart's bars: the points rows summed per calendar month, oldest first, with the
 * months between them at 0 so the axis keeps its rhythm. Only the rows the dashboard receives (the
 * latest ten) are counted, which the chart's note says.
 */
export function pointsByMonth(rows: readonly DashboardMemberPoint[]): MonthPoints[] {
  const sums = new Map<string, number>();
  for (const row of rows) {
    const key = monthKey(row.create_date);
    if (key !== null) sums.set(key, (sums.get(key) ?? 0) + row.points);
  }
  const keys = [...sums.keys()].sort();
  const first = keys[0];
  const last = keys.at(-1);
  if (first === undefined || last === undefined) return [];
  const months: MonthPoints[] = [];
  for (let key = first; key <= last; key = nextMonth(key)) {
    const [year, month] = key.split('-');
    months.push({ month: key, label: `${month}-${year}`, points: sums.get(key) ?? 0 });
  }
  return months;
}
