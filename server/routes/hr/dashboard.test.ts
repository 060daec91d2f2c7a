import { and, count, eq, gte, lt, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { broughtMembers, CHART_MONTHS, dashboardData, dashboardMemberPoints, dashboardMemberTasks, dashboardPointsByMonth, DASHBOARD_ROWS, TASK_STATUS_FINISHED } from '../../../src/contract/dashboard';
import { memberPoints, members, memberTasks } from '../../db/schema';
import { BROUGHT_BY } from '../../seed/seed-member-area';
import { TEST_SEED_NOW } from '../../test/seed-now';
import { itRefusesWithoutToken } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';

const DATA = '/api/hr/dashboard-data/';
const TASKS = '/api/hr/dashboard-member-tasks/';
const POINTS = '/api/hr/dashboard-member-points/';
const BROUGHT = '/api/hr/dashboard-partymembers-brought-by/';
const MONTHS = '/api/hr/dashboard-points-by-month/';

describe('dashboard', () => {
  // The demo world's today: its "this month" is May 2025, "last month" April 2025.
  const t = useTestApp({ logins: ['anetar', 'vezhgues', 'vhp'], now: () => TEST_SEED_NOW.getTime() });

  itRefusesWithoutToken([DATA, TASKS, POINTS, BROUGHT, MONTHS], () => t.app);

  async function pointsOf(memberId: number, from?: Date, to?: Date): Promise<number> {
    const [row] = await t.db
      .select({ total: sum(memberPoints.points).mapWith(Number) })
      .from(memberPoints)
      .where(and(eq(memberPoints.memberId, memberId), from && gte(memberPoints.earnedAt, from), to && lt(memberPoints.earnedAt, to)));
    return row?.total ?? 0;
  }

  it('dashboard-data counts the caller’s own members, tasks and points (the percentage inputs)', async () => {
    const anetar = t.seed.accounts.anetar;
    const body = dashboardData.parse((await t.get(DATA, t.tokens.anetar)).json());
    const [tasks] = await t.db.select({ n: count() }).from(memberTasks).where(eq(memberTasks.memberId, anetar));
    const [finished] = await t.db.select({ n: count() }).from(memberTasks).where(and(eq(memberTasks.memberId, anetar), eq(memberTasks.completed, true)));
    expect(body).toEqual({
      members_added: BROUGHT_BY.anetar,
      tasks: { total: tasks?.n, finished: finished?.n },
      points: {
        current_month: await pointsOf(anetar, new Date('2025-05-01T00:00:00Z'), new Date('2025-06-01T00:00:00Z')),
        last_month: await pointsOf(anetar, new Date('2025-04-01T00:00:00Z'), new Date('2025-05-01T00:00:00Z')),
        total: await pointsOf(anetar),
      },
    });
    // The demo gives the client something to compare: points in both months, some tasks done and some not.
    expect(body.points.current_month).toBeGreaterThan(0);
    expect(body.points.last_month).toBeGreaterThan(0);
    expect(body.points.total).toBeGreaterThan(body.points.current_month + body.points.last_month);
    expect(body.tasks.finished).toBeGreaterThan(0);
    expect(body.tasks.finished).toBeLessThan(body.tasks.total);
  });

  it('a member who suggested nobody and earned nothing this month reads zeros, not another member’s figures', async () => {
    const body = dashboardData.parse((await t.get(DATA, t.tokens.vhp)).json());
    expect(body.members_added).toBe(0);
    expect(body.points.total).toBe(await pointsOf(t.seed.accounts.vhp));
    const vezhgues = dashboardData.parse((await t.get(DATA, t.tokens.vezhgues)).json());
    expect(vezhgues.members_added).toBe(BROUGHT_BY.vezhgues);
  });

  it('dashboard-member-tasks lists the caller’s latest assignments with creator and status', async () => {
    const rows = dashboardMemberTasks.parse((await t.get(TASKS, t.tokens.anetar)).json());
    expect(rows).toHaveLength(DASHBOARD_ROWS);
    const dates = rows.map((r) => r.start_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(rows[0]?.task).toMatchObject({ name: 'Takim me banorët e lagjes', points: 10, create_member: { name: 'Arbër', surname: 'Hoxha', photo: null } });
    // The newest still running, the 5-day-old one done before its end, the 9-day-old one past its end and not done, the 14-day-old one done.
    expect(rows.slice(0, 4).map((r) => r.task_status.name)).toEqual(['Në proces', TASK_STATUS_FINISHED, 'E pakryer', TASK_STATUS_FINISHED]);
    const own = await t.db.select({ id: memberTasks.id }).from(memberTasks).where(eq(memberTasks.memberId, t.seed.accounts.anetar));
    const ownIds = new Set(own.map((r) => r.id));
    expect(rows.every((r) => ownIds.has(r.id))).toBe(true);
  });

  it('dashboard-member-points lists the caller’s latest points, newest first', async () => {
    const rows = dashboardMemberPoints.parse((await t.get(POINTS, t.tokens.anetar)).json());
    expect(rows).toHaveLength(DASHBOARD_ROWS);
    const dates = rows.map((r) => r.create_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const own = await t.db.select({ id: memberPoints.id }).from(memberPoints).where(eq(memberPoints.memberId, t.seed.accounts.anetar));
    const ownIds = new Set(own.map((r) => r.id));
    expect(rows.every((r) => ownIds.has(r.id) && r.activity_type !== '' && r.activity_name !== '')).toBe(true);
    expect(new Set(rows.map((r) => r.activity_type)).size).toBeGreaterThan(1);
  });

  it('dashboard-partymembers-brought-by lists only the members the caller suggested, newest membership first', async () => {
    const rows = broughtMembers.parse((await t.get(BROUGHT, t.tokens.anetar)).json());
    expect(rows).toHaveLength(Math.min(BROUGHT_BY.anetar, DASHBOARD_ROWS));
    const mine = await t.db.select({ id: members.id }).from(members).where(eq(members.broughtById, t.seed.accounts.anetar));
    const mineIds = new Set(mine.map((r) => r.id));
    expect(rows.every((r) => mineIds.has(r.id))).toBe(true);
    const dates = rows.map((r) => r.membership_date ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(rows[0]?.member.photo).toBeNull();
    expect(rows[0]?.member.name).not.toBe('');
    expect(broughtMembers.parse((await t.get(BROUGHT, t.tokens.vhp)).json())).toEqual([]);
  });

  it('dashboard-points-by-month sums the caller’s own points per UTC month over a year, the empty months at 0', async () => {
    const anetar = t.seed.accounts.anetar;
    const months = dashboardPointsByMonth.parse((await t.get(MONTHS, t.tokens.anetar)).json());
    expect(months).toHaveLength(CHART_MONTHS);
    // The demo world's May 2025 is the last bar, June 2024 the first.
    expect(months[0]?.month).toBe('2024-06');
    expect(months.at(-1)?.month).toBe('2025-05');
    for (const { month, points } of months) {
      const from = new Date(`${month}-01T00:00:00Z`);
      const to = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
      expect(points, month).toBe(await pointsOf(anetar, from, to));
    }
    // The bars agree with the figures above them.
    const figures = dashboardData.parse((await t.get(DATA, t.tokens.anetar)).json());
    expect(months.at(-1)?.points).toBe(figures.points.current_month);
    expect(months.at(-2)?.points).toBe(figures.points.last_month);
    expect(months.filter((m) => m.points > 0).length).toBeGreaterThan(2);
    // Another member's chart counts only their own points.
    const vhp = dashboardPointsByMonth.parse((await t.get(MONTHS, t.tokens.vhp)).json());
    expect(vhp.reduce((a, m) => a + m.points, 0)).toBe(await pointsOf(t.seed.accounts.vhp, new Date('2024-06-01T00:00:00Z'), new Date('2025-06-01T00:00:00Z')));
  });
});
