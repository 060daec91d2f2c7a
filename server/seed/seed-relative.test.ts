import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dashboardData } from '../../src/contract/dashboard';
import { observerStatus } from '../../src/contract/election';
import { assignedTaskRows, memberTaskDetail } from '../../src/contract/member-tasks';
import { newsList } from '../../src/contract/news';
import { myNewNotifications } from '../../src/contract/notifications';
import { memberTaskDocs } from '../../src/contract/task-documents';
import { tasks } from '../db/schema';
import { assignmentId } from '../test/task-fixtures';
import { useTestApp } from '../test/use-test-app';
import { SeedCalendar } from './seed-dates';
import { ONGOING_TASK_NAME, QR_TASK_NAME, REFUSED_TASK_NAME, REPORTED_TASK_NAME } from './seed-member-tasks';

describe('seed calendar', () => {
  const calendar = new SeedCalendar(new Date('2026-03-01T00:30:00Z'));

  it('never puts a moment of today after now', () => {
    expect(calendar.daysBefore(0, 9)).toEqual(calendar.now);
    expect(calendar.earlierToday(0, 10)).toEqual(new Date('2026-03-01T00:10:00Z'));
    expect(calendar.daysBefore(1, 18)).toEqual(new Date('2026-02-28T18:00:00Z'));
    expect(calendar.daysBefore(-2, 18)).toEqual(new Date('2026-03-03T18:00:00Z'));
  });

  it('keeps "this month" in now’s UTC month just after midnight on the 1st', () => {
    expect(calendar.thisMonthHoursBefore(2)).toEqual(new Date('2026-03-01T00:00:00Z'));
    expect(new SeedCalendar(new Date('2026-03-15T12:00:00Z')).thisMonthHoursBefore(2)).toEqual(new Date('2026-03-15T10:00:00Z'));
    expect(calendar.monthsBefore(1, 28)).toEqual(new Date('2026-02-28T10:00:00Z'));
  });
});

// The demo loaded at the least favourable moment (just after midnight on the 1st, so "this month"
// has barely begun) and read at that moment: every state the screens have is still there.
const NOW = new Date('2026-03-01T00:30:00Z');

describe('the demo seeded at any present', () => {
  const t = useTestApp({ voters: 300, seedNow: NOW, now: () => NOW.getTime(), logins: ['anetar', 'vezhgues', 'patronazhist'] });

  it('gives the member points this month and last month', async () => {
    const body = dashboardData.parse((await t.get('/api/hr/dashboard-data/', t.tokens.anetar)).json());
    expect(body.points.current_month).toBeGreaterThan(0);
    expect(body.points.last_month).toBeGreaterThan(0);
  });

  it('gives the member a task under way with a report and a document, one done this month, one not yet started', async () => {
    const rows = assignedTaskRows.parse((await t.get('/api/hr/my-assigned-tasks/?limit=100', t.tokens.anetar)).json()).data;
    const byName = new Map(rows.map((r) => [r.task_name, r]));
    const ongoing = byName.get(ONGOING_TASK_NAME);
    expect(ongoing?.status).toBe('ongoing');
    expect(Date.parse(ongoing?.start_date ?? '')).toBeLessThan(NOW.getTime());
    expect(Date.parse(ongoing?.end_date ?? '')).toBeGreaterThan(NOW.getTime());
    expect(byName.get(REPORTED_TASK_NAME)?.status).toBe('completed');
    const doneToday = memberTaskDetail.parse((await t.get(`/api/hr/membertask/${byName.get(REFUSED_TASK_NAME)?.id}/`, t.tokens.anetar)).json());
    expect(doneToday.completed_at?.slice(0, 7)).toBe(NOW.toISOString().slice(0, 7));
    const qr = assignedTaskRows.parse((await t.get(`/api/hr/my-assigned-tasks/?limit=100&name=${encodeURIComponent(QR_TASK_NAME)}`, t.tokens.anetar)).json()).data[0];
    expect(qr?.status).toBe('ongoing');
    const qrDetail = memberTaskDetail.parse((await t.get(`/api/hr/membertask/${qr?.id}/`, t.tokens.anetar)).json());
    expect(qrDetail.task.is_qrcode).toBe(true);
    // The assignment dates from the invitation; the meeting itself is still to come.
    const [meeting] = await t.db.select({ start: tasks.startDate }).from(tasks).where(eq(tasks.name, QR_TASK_NAME));
    expect(meeting?.start.getTime()).toBeGreaterThan(NOW.getTime());

    const id = await assignmentId(t.db, ONGOING_TASK_NAME, t.seed.accounts.anetar);
    const detail = memberTaskDetail.parse((await t.get(`/api/hr/membertask/${id}/`, t.tokens.anetar)).json());
    expect(detail.comment).toContain('<strong>40</strong>');
    expect(memberTaskDocs.parse((await t.get(`/api/hr/membertask-docs/?member_task=${id}`, t.tokens.anetar)).json()).count).toBe(1);
  });

  it('gives the patronager a refused task still running and an unfinished one past its end', async () => {
    const rows = assignedTaskRows.parse((await t.get('/api/hr/my-assigned-tasks/?limit=100', t.tokens.patronazhist)).json()).data;
    expect(rows.find((r) => r.task_name === REFUSED_TASK_NAME)).toMatchObject({ refused: true, status: 'unfinished' });
    expect(rows.some((r) => !r.refused && r.status === 'unfinished')).toBe(true);
  });

  it('has election day under way: the observer’s first station has marks made today', async () => {
    const status = observerStatus.parse((await t.get('/api/election/observer-status/', t.tokens.vezhgues)).json());
    expect(status.qvs.some((q) => q.voted > 0 && q.voted < q.total)).toBe(true);
  });

  it('has news and an unread notification from today', async () => {
    const today = NOW.toISOString().slice(0, 10);
    const news = newsList.parse((await t.get('/api/news/news/', t.tokens.anetar)).json());
    expect(news[0]?.publish_date.slice(0, 10)).toBe(today);
    const unread = myNewNotifications.parse((await t.get('/api/sns/my-new-notifications/', t.tokens.anetar)).json());
    expect(unread.some((n) => n.create_date.startsWith(today))).toBe(true);
  });
});
