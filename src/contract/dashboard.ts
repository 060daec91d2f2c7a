/** The member's dashboard (spec 02 §2.1, §3 "Dashboard data", §7 "Dashboard"). */
import { z } from 'zod';

/** The `task_status.name` of a finished assignment; the dashboard marks those rows done (spec 02 §3). */
export const TASK_STATUS_FINISHED = 'Perfunduar';
/** Not finished and its end date not yet past. */
export const TASK_STATUS_ONGOING = 'Në proces';
/** Not finished and past its end date. */
export const TASK_STATUS_UNFINISHED = 'E pakryer';
export const taskStatusNames = [TASK_STATUS_FINISHED, TASK_STATUS_ONGOING, TASK_STATUS_UNFINISHED] as const;
export type TaskStatusName = (typeof taskStatusNames)[number];

/** How many rows each of the three dashboard tables carries (newest first). */
export const DASHBOARD_ROWS = 10;

export const person = z.object({ name: z.string(), surname: z.string(), photo: z.string().nullable() });

/**
 * GET /api/hr/dashboard-data/. Months are calendar months in UTC; the client computes the
 * percentage from `current_month` and `last_month` (spec 02 §9).
 */
export const dashboardData = z.object({
  /** Members the caller suggested (brought into the party). */
  members_added: z.number().int().nonnegative(),
  tasks: z.object({ total: z.number().int().nonnegative(), finished: z.number().int().nonnegative() }),
  points: z.object({ current_month: z.number().int(), last_month: z.number().int(), total: z.number().int() }),
});
export type DashboardData = z.infer<typeof dashboardData>;

/** GET /api/hr/dashboard-member-tasks/ — the caller's latest assignments (a plain array). */
export const dashboardMemberTask = z.object({
  id: z.number().int(),
  task: z.object({ id: z.number().int(), name: z.string(), points: z.number().int(), create_member: person }),
  /** ISO date-time. */
  start_date: z.string(),
  task_status: z.object({ name: z.enum(taskStatusNames) }),
});
export const dashboardMemberTasks = z.array(dashboardMemberTask);
export type DashboardMemberTask = z.infer<typeof dashboardMemberTask>;

/** GET /api/hr/dashboard-member-points/ — the caller's latest points (a plain array). */
export const dashboardMemberPoint = z.object({
  id: z.number().int(),
  activity_type: z.string(),
  activity_name: z.string(),
  points: z.number().int(),
  /** ISO date-time the points were earned (ours: the spec's row names no date). */
  create_date: z.string(),
});
export const dashboardMemberPoints = z.array(dashboardMemberPoint);
export type DashboardMemberPoint = z.infer<typeof dashboardMemberPoint>;

/** How many calendar months the points chart covers, the current one included. */
export const CHART_MONTHS = 12;

/**
 * GET /api/hr/dashboard-points-by-month/ (ours: the spec's dashboard has no dated history to chart)
 * — the caller's points per UTC calendar month, oldest first, every month of the last
 * `CHART_MONTHS` present (0 when nothing was earned), the current month last.
 */
export const dashboardMonthPoints = z.object({
  /** YYYY-MM. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  points: z.number().int(),
});
export const dashboardPointsByMonth = z.array(dashboardMonthPoints);
export type DashboardMonthPoints = z.infer<typeof dashboardMonthPoints>;

/** GET /api/hr/dashboard-partymembers-brought-by/ — members the caller suggested, newest first (a plain array). */
export const broughtMember = z.object({
  id: z.number().int(),
  member: person,
  /** YYYY-MM-DD. */
  membership_date: z.string().nullable(),
});
export const broughtMembers = z.array(broughtMember);
export type BroughtMember = z.infer<typeof broughtMember>;
