import { TASK_STATUS_FINISHED, TASK_STATUS_ONGOING, type TaskStatusName } from '../../contract/dashboard';
import type { MemberAddedReport, MonthTaskStatusReport, VoterMemberRow, YearlyTaskReport } from '../../contract/statistics';

/** 'YYYY-MM' → the month's short name ('04' → 'Pri'); `names` comes from the strings. */
export type MonthName = (mm: string) => string;

export function monthLabel(month: string, name: MonthName): string {
  return name(month.slice(5, 7));
}

export type StatusKey = 'finished' | 'ongoing' | 'unfinished';

export function statusKey(name: TaskStatusName): StatusKey {
  if (name === TASK_STATUS_FINISHED) return 'finished';
  if (name === TASK_STATUS_ONGOING) return 'ongoing';
  return 'unfinished';
}

const STATUS_ORDER: readonly StatusKey[] = ['finished', 'ongoing', 'unfinished'];

/** The month's slices in one fixed order (so colours never swap), every status present, zeros included. */
export function statusSlices(report: MonthTaskStatusReport): { key: StatusKey; value: number }[] {
  const counts = new Map<StatusKey, number>();
  for (const row of report.data) counts.set(statusKey(row.status), (counts.get(statusKey(row.status)) ?? 0) + row.count);
  return STATUS_ORDER.map((key) => ({ key, value: counts.get(key) ?? 0 }));
}

/** Members per 100 voters, 2 decimals (the same rule as the server's totals); 0 where there are no voters. */
export function perHundred(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100;
}

export function voterMemberBars(rows: readonly VoterMemberRow[]): { name: string; voters: number; party_members: number; percentage: number }[] {
  return rows.map((row) => ({ name: row.name, voters: row.voters, party_members: row.party_members, percentage: perHundred(row.party_members, row.voters) }));
}

export function yearlyBars(report: YearlyTaskReport, name: MonthName): { label: string; total: number; finished: number }[] {
  return report.data.map((row) => ({ label: monthLabel(row.month, name), total: row.total, finished: row.finished }));
}

export function addedBars(report: MemberAddedReport, name: MonthName): { label: string; count: number }[] {
  return report.data.map((row) => ({ label: monthLabel(row.month, name), count: row.count }));
}

/** The text a screen reader gets for a chart: 'label: value' pairs (several values joined by ' / '). */
export function describeSeries<T>(rows: readonly T[], label: (row: T) => string, values: (row: T) => readonly (number | string)[]): string {
  return rows.map((row) => `${label(row)}: ${values(row).join(' / ')}`).join(', ');
}
