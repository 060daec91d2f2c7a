import {
  broughtMembers,
  dashboardData,
  dashboardMemberPoints,
  dashboardMemberTasks,
  dashboardPointsByMonth,
  type BroughtMember,
  type DashboardData,
  type DashboardMemberPoint,
  type DashboardMemberTask,
  type DashboardMonthPoints,
} from '../../contract/dashboard';
import { useCachedRead } from '../../ui/cached/use-cached-read';

export const DASHBOARD_PATHS = {
  data: '/api/hr/dashboard-data/',
  tasks: '/api/hr/dashboard-member-tasks/',
  points: '/api/hr/dashboard-member-points/',
  brought: '/api/hr/dashboard-partymembers-brought-by/',
  months: '/api/hr/dashboard-points-by-month/',
} as const;

const ZEROS: DashboardData = { members_added: 0, tasks: { total: 0, finished: 0 }, points: { current_month: 0, last_month: 0, total: 0 } };

export interface Dashboard {
  figures: DashboardData;
  tasks: readonly DashboardMemberTask[];
  points: readonly DashboardMemberPoint[];
  brought: readonly BroughtMember[];
  /** Points per month for the chart, oldest first. */
  months: readonly DashboardMonthPoints[];
  /** The oldest of the copies on screen (epoch ms), for the 'as of' line; null with no copy. */
  at: number | null;
}

/**
 * The dashboard's four calls and the chart's months, offline first. Load errors are ignored (spec 02 §8): a failed call
 * leaves the device's copy, or zeros and empty tables, without a word.
 */
export function useDashboard(userId: number | null): Dashboard {
  const data = useCachedRead(userId, DASHBOARD_PATHS.data, dashboardData);
  const tasks = useCachedRead(userId, DASHBOARD_PATHS.tasks, dashboardMemberTasks);
  const points = useCachedRead(userId, DASHBOARD_PATHS.points, dashboardMemberPoints);
  const brought = useCachedRead(userId, DASHBOARD_PATHS.brought, broughtMembers);
  const months = useCachedRead(userId, DASHBOARD_PATHS.months, dashboardPointsByMonth);
  const times = [data.at, tasks.at, points.at, brought.at, months.at].filter((at): at is number => at !== null);
  return {
    figures: data.data ?? ZEROS,
    tasks: tasks.data ?? [],
    points: points.data ?? [],
    brought: brought.data ?? [],
    months: months.data ?? [],
    at: times.length > 0 ? Math.min(...times) : null,
  };
}
