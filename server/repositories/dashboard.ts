import { and, count, desc, eq, gte, lt, sql, sum } from 'drizzle-orm';
import { CHART_MONTHS, DASHBOARD_ROWS, type BroughtMember, type DashboardData, type DashboardMemberPoint, type DashboardMemberTask, type DashboardMonthPoints } from '../../src/contract/dashboard';
import type { Db } from '../db/client';
import { memberPoints, members, memberTasks, tasks } from '../db/schema';
import { monthStart, taskStatusName } from './task-status';

async function pointsBetween(db: Db, memberId: number, from?: Date, to?: Date): Promise<number> {
  const [row] = await db
    .select({ total: sum(memberPoints.points).mapWith(Number) })
    .from(memberPoints)
    .where(
      and(
        eq(memberPoints.memberId, memberId),
        from === undefined ? undefined : gte(memberPoints.earnedAt, from),
        to === undefined ? undefined : lt(memberPoints.earnedAt, to),
      ),
    );
  return row?.total ?? 0;
}

/** The dashboard's counters for the caller; the months are the UTC months of `now` and the one before. */
export async function dashboardData(db: Db, memberId: number, now: Date): Promise<DashboardData> {
  const [added, taskCounts, current, last, total] = await Promise.all([
    db.select({ n: count() }).from(members).where(eq(members.broughtById, memberId)),
    db
      .select({ total: count(), finished: sql<number>`count(*) filter (where ${memberTasks.completed})`.mapWith(Number) })
      .from(memberTasks)
      .where(eq(memberTasks.memberId, memberId)),
    pointsBetween(db, memberId, monthStart(now), monthStart(now, 1)),
    pointsBetween(db, memberId, monthStart(now, -1), monthStart(now)),
    pointsBetween(db, memberId),
  ]);
  return {
    members_added: added[0]?.n ?? 0,
    tasks: { total: taskCounts[0]?.total ?? 0, finished: taskCounts[0]?.finished ?? 0 },
    points: { current_month: current, last_month: last, total },
  };
}

/** The caller's latest assignments with their creator and status at `now`. */
export async function latestMemberTasks(db: Db, memberId: number, now: Date): Promise<DashboardMemberTask[]> {
  const rows = await db
    .select({
      id: memberTasks.id,
      startDate: memberTasks.startDate,
      taskId: tasks.id,
      name: tasks.name,
      points: tasks.points,
      creatorName: members.name,
      creatorSurname: members.surname,
      creatorPhoto: members.photo,
      status: taskStatusName(now),
    })
    .from(memberTasks)
    .innerJoin(tasks, eq(tasks.id, memberTasks.taskId))
    .innerJoin(members, eq(members.id, tasks.createMemberId))
    .where(eq(memberTasks.memberId, memberId))
    .orderBy(desc(memberTasks.startDate), desc(memberTasks.id))
    .limit(DASHBOARD_ROWS);
  return rows.map((r) => ({
    id: r.id,
    task: { id: r.taskId, name: r.name, points: r.points, create_member: { name: r.creatorName, surname: r.creatorSurname, photo: r.creatorPhoto } },
    start_date: r.startDate.toISOString(),
    task_status: { name: r.status },
  }));
}

/** The caller's latest points, newest first. */
export async function latestMemberPoints(db: Db, memberId: number): Promise<DashboardMemberPoint[]> {
  const rows = await db
    .select()
    .from(memberPoints)
    .where(eq(memberPoints.memberId, memberId))
    .orderBy(desc(memberPoints.earnedAt), desc(memberPoints.id))
    .limit(DASHBOARD_ROWS);
  return rows.map((r) => ({ id: r.id, activity_type: r.activityType, activity_name: r.activityName, points: r.points, create_date: r.earnedAt.toISOString() }));
}

/** YYYY-MM of a month's first instant (UTC). */
function monthKey(start: Date): string {
  return `${start.getUTCFullYear()}-${String(start.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The caller's points per UTC month over the chart's months up to `now`'s, with the empty months at 0. */
export async function pointsByMonth(db: Db, memberId: number, now: Date): Promise<DashboardMonthPoints[]> {
  const from = monthStart(now, 1 - CHART_MONTHS);
  const month = sql<string>`to_char(date_trunc('month', ${memberPoints.earnedAt} at time zone 'UTC'), 'YYYY-MM')`;
  const rows = await db
    .select({ month, points: sum(memberPoints.points).mapWith(Number) })
    .from(memberPoints)
    .where(and(eq(memberPoints.memberId, memberId), gte(memberPoints.earnedAt, from), lt(memberPoints.earnedAt, monthStart(now, 1))))
    .groupBy(month);
  const sums = new Map(rows.map((r) => [r.month, r.points]));
  return Array.from({ length: CHART_MONTHS }, (_, i) => {
    const key = monthKey(monthStart(now, i + 1 - CHART_MONTHS));
    return { month: key, points: sums.get(key) ?? 0 };
  });
}

/** The members the caller suggested, newest membership first. */
export async function broughtMembers(db: Db, memberId: number): Promise<BroughtMember[]> {
  const rows = await db
    .select({ id: members.id, name: members.name, surname: members.surname, photo: members.photo, membershipDate: members.membershipDate })
    .from(members)
    .where(eq(members.broughtById, memberId))
    .orderBy(sql`${members.membershipDate} desc nulls last`, desc(members.id))
    .limit(DASHBOARD_ROWS);
  return rows.map((r) => ({ id: r.id, member: { name: r.name, surname: r.surname, photo: r.photo }, membership_date: r.membershipDate }));
}
