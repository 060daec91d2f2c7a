import { and, count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dashboardData } from '../../../src/contract/dashboard';
import { CLIENT_ID_HEADER, CLIENT_SEQ_HEADER } from '../../../src/contract/headers';
import { assignedTaskRows, memberTaskDetail, memberTasks as memberTasksAnswer, TASK_PRIORITIES, taskPriorities, taskTypes } from '../../../src/contract/member-tasks';
import { userNotifications } from '../../../src/contract/tasks';
import { memberPoints, memberTasks, tasks } from '../../db/schema';
import { messages } from '../../http/messages';
import { ONGOING_TASK_NAME, QR_SUBTASK_NAME, QR_TASK_NAME, REFUSED_TASK_NAME, REPORTED_TASK_NAME, TASK_TYPE_SEEDS } from '../../seed/seed-member-tasks';
import { TEST_SEED_NOW } from '../../test/seed-now';
import { itRefusesWithoutToken, tokenHeader } from '../../test/session';
import { assignmentId } from '../../test/task-fixtures';
import { useTestApp } from '../../test/use-test-app';

const MEETING = ONGOING_TASK_NAME;
const TRAINING = 'Trajnim për vëzhguesit';

describe('received tasks', () => {
  const t = useTestApp({ logins: ['anetar', 'patronazhist', 'vhp'], now: () => TEST_SEED_NOW.getTime() });
  const post = (url: string, token: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: { ...tokenHeader(token), ...headers } });
  const put = (url: string, token: string, payload: unknown) => t.app.inject({ method: 'PUT', url, payload: payload as object, headers: tokenHeader(token) });
  const detail = async (id: number, token: string) => memberTaskDetail.parse((await t.get(`/api/hr/membertask/${id}/`, token)).json());
  const totalPoints = async (token: string) => dashboardData.parse((await t.get('/api/hr/dashboard-data/', token)).json()).points.total;

  itRefusesWithoutToken(
    ['/api/hr/my-assigned-tasks/', '/api/hr/mygeneraltasks/', '/api/hr/membertask/', '/api/hr/membertask/1/', '/api/hr/tasktype/', '/api/hr/taskpriority/'],
    () => t.app,
  );

  it('mygeneraltasks lists the caller’s own assignments of top-level tasks, newest first, with the total', async () => {
    const anetar = t.seed.accounts.anetar;
    const body = memberTasksAnswer.parse((await t.get('/api/hr/mygeneraltasks/?limit=100', t.tokens.anetar)).json());
    const [own] = await t.db.select({ n: count() }).from(memberTasks).innerJoin(tasks, eq(tasks.id, memberTasks.taskId)).where(and(eq(memberTasks.memberId, anetar), isNull(tasks.parentId)));
    expect(body.count).toBe(own?.n);
    expect(body.data).toHaveLength(body.count);
    const dates = body.data.map((r) => r.start_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const names = body.data.map((r) => r.task.name);
    expect(names).toContain(QR_TASK_NAME);
    expect(names).not.toContain(QR_SUBTASK_NAME);
    const meeting = body.data.find((r) => r.task.name === MEETING);
    expect(meeting).toMatchObject({
      points: 10,
      points_taken: 0,
      status: 'ongoing',
      task: { task_priority: TASK_PRIORITIES[0], task_status: { name: 'Në proces' }, task_type: { name: 'Takim', points: 10 }, create_member: { name: 'Arbër', surname: 'Hoxha' }, hash_code: 'takim-lagjja-5' },
    });
    const reported = body.data.find((r) => r.task.name === REPORTED_TASK_NAME);
    expect(reported).toMatchObject({ status: 'completed', completed: true, points_taken: 8, task: { task_status: { name: 'Perfunduar' } } });
    expect(reported?.comment).toContain('<strong>120</strong>');
  });

  it('my-assigned-tasks and membertask list every assignment, sub-tasks included, in their shapes', async () => {
    const rows = assignedTaskRows.parse((await t.get('/api/hr/my-assigned-tasks/?limit=100', t.tokens.anetar)).json());
    const general = memberTasksAnswer.parse((await t.get('/api/hr/mygeneraltasks/?limit=100', t.tokens.anetar)).json());
    expect(rows.count).toBe(general.count + 1);
    expect(rows.data.find((r) => r.task_name === QR_SUBTASK_NAME)).toMatchObject({ task_priority: 2, status: 'ongoing', refused: false, created_by: { name: 'Arbër' } });
    const all = memberTasksAnswer.parse((await t.get('/api/hr/membertask/?limit=10', t.tokens.anetar)).json());
    expect(all.count).toBe(rows.count);
    expect(all.data).toHaveLength(10);
  });

  it('filters by title (anywhere, ignoring case, ë and ç) and by status, and pages', async () => {
    const byName = memberTasksAnswer.parse((await t.get('/api/hr/mygeneraltasks/?name=NENSHKRIM', t.tokens.anetar)).json());
    expect(byName.data.map((r) => r.task.name)).toEqual([REPORTED_TASK_NAME]);
    for (const status of ['completed', 'ongoing', 'unfinished'] as const) {
      const body = memberTasksAnswer.parse((await t.get(`/api/hr/mygeneraltasks/?status=${status}&limit=100`, t.tokens.anetar)).json());
      expect(body.count, status).toBeGreaterThan(0);
      expect(body.data.every((r) => r.status === status)).toBe(true);
    }
    const refused = memberTasksAnswer.parse((await t.get('/api/hr/mygeneraltasks/?status=refused', t.tokens.patronazhist)).json());
    expect(refused.data).toHaveLength(1);
    expect(refused.data[0]).toMatchObject({ refused: true, status: 'unfinished', refuse_reason: 'Jam jashtë qytetit këtë javë.', task: { name: REFUSED_TASK_NAME, task_status: { name: 'E pakryer' } } });
    const all = memberTasksAnswer.parse((await t.get('/api/hr/mygeneraltasks/?limit=100', t.tokens.anetar)).json());
    const page = memberTasksAnswer.parse((await t.get('/api/hr/mygeneraltasks/?limit=2&offset=2', t.tokens.anetar)).json());
    expect(page.data.map((r) => r.id)).toEqual(all.data.slice(2, 4).map((r) => r.id));
    expect(page.count).toBe(all.count);
  });

  it('refuses bad list queries and ids with 400 and the field’s text', async () => {
    const cases: [string, string][] = [
      ['/api/hr/mygeneraltasks/?status=done', messages.fieldInvalid('status')],
      ['/api/hr/my-assigned-tasks/?limit=0', messages.fieldInvalid('limit')],
      ['/api/hr/membertask/?limit=101', messages.fieldInvalid('limit')],
      ['/api/hr/mygeneraltasks/?offset=-1', messages.fieldInvalid('offset')],
      [`/api/hr/mygeneraltasks/?name=${'x'.repeat(201)}`, messages.fieldTooLong('name')],
      ['/api/hr/membertask/0/', messages.fieldInvalid('id')],
      ['/api/hr/membertask/2147483648/', messages.fieldInvalid('id')],
      ['/api/hr/membertask/abc/', messages.fieldInvalid('id')],
    ];
    for (const [url, text] of cases) {
      const response = await t.get(url, t.tokens.anetar);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ Error: text });
    }
  });

  it('the consult view shows one own assignment with its own sub-tasks; another member’s is 404', async () => {
    const mine = await assignmentId(t.db, QR_TASK_NAME, t.seed.accounts.anetar);
    const body = await detail(mine, t.tokens.anetar);
    expect(body).toMatchObject({ id: mine, task: { name: QR_TASK_NAME, is_qrcode: true, address: 'Pallati i Kongreseve, Tiranë', location: '41.3174,19.8220', progress: 25 } });
    expect(body.subtasks.map((s) => s.task_name)).toEqual([QR_SUBTASK_NAME]);
    const theirs = await assignmentId(t.db, QR_TASK_NAME, t.seed.accounts.patronazhist);
    const response = await t.get(`/api/hr/membertask/${theirs}/`, t.tokens.anetar);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Error: messages.taskNotFound });
  });

  it('PUT marks an own assignment seen (the top bar’s badge drops) and refuses another member’s', async () => {
    const mine = await assignmentId(t.db, QR_SUBTASK_NAME, t.seed.accounts.anetar);
    const before = userNotifications.parse((await t.get('/api/hr/usernotifications/', t.tokens.anetar)).json()).task_nr;
    const response = await put(`/api/hr/membertask/${mine}/`, t.tokens.anetar, { seen: true });
    expect(response.statusCode).toBe(200);
    expect(memberTaskDetail.parse(response.json()).seen).toBe(true);
    expect(userNotifications.parse((await t.get('/api/hr/usernotifications/', t.tokens.anetar)).json()).task_nr).toBe(before - 1);
    const theirs = await assignmentId(t.db, QR_SUBTASK_NAME, t.seed.accounts.patronazhist);
    const other = await put(`/api/hr/membertask/${theirs}/`, t.tokens.anetar, { seen: true });
    expect(other.statusCode).toBe(404);
    expect((await t.db.select({ seen: memberTasks.seen }).from(memberTasks).where(eq(memberTasks.id, theirs)))[0]?.seen).toBe(false);
    expect((await put(`/api/hr/membertask/${mine}/`, t.tokens.anetar, {})).json()).toEqual({ Error: messages.fieldRequired('seen') });
    expect((await put(`/api/hr/membertask/${mine}/`, t.tokens.anetar, { seen: 'po' })).json()).toEqual({ Error: messages.fieldInvalid('seen') });
  });

  it('completing pays the task’s points once: a repeat answers the same and the dashboard counts it once', async () => {
    const id = await assignmentId(t.db, MEETING, t.seed.accounts.anetar);
    const before = await totalPoints(t.tokens.anetar);
    const first = await post('/api/hr/membertask/complete/', t.tokens.anetar, { member_task_id: id });
    expect(first.statusCode).toBe(200);
    const done = memberTaskDetail.parse(first.json());
    expect(done).toMatchObject({ id, completed: true, status: 'completed', points_taken: 10, seen: true, task: { task_status: { name: 'Perfunduar' } } });
    expect(done.completed_at).toBe(TEST_SEED_NOW.toISOString());
    const again = await post('/api/hr/membertask/complete/', t.tokens.anetar, { member_task_id: id });
    expect(again.statusCode).toBe(200);
    expect(memberTaskDetail.parse(again.json())).toEqual(done);
    expect(await totalPoints(t.tokens.anetar)).toBe(before + 10);
    const rows = await t.db.select({ n: count() }).from(memberPoints).where(eq(memberPoints.memberTaskId, id));
    expect(rows[0]?.n).toBe(1);
  });

  it('completing another member’s assignment is 404 and pays nothing; a QR task is done only by a scan (409)', async () => {
    const theirs = await assignmentId(t.db, MEETING, t.seed.accounts.vhp);
    const response = await post('/api/hr/membertask/complete/', t.tokens.anetar, { member_task_id: theirs });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Error: messages.taskNotFound });
    expect((await t.db.select({ completed: memberTasks.completed }).from(memberTasks).where(eq(memberTasks.id, theirs)))[0]?.completed).toBe(false);
    const qr = await post('/api/hr/membertask/complete/', t.tokens.anetar, { member_task_id: await assignmentId(t.db, QR_TASK_NAME, t.seed.accounts.anetar) });
    expect(qr.statusCode).toBe(409);
    expect(qr.json()).toEqual({ Error: messages.taskCompletedByScan });
    expect((await post('/api/hr/membertask/complete/', t.tokens.anetar, {})).json()).toEqual({ Error: messages.fieldRequired('member_task_id') });
    expect((await post('/api/hr/membertask/complete/', t.tokens.anetar, { member_task_id: 2_147_483_648 })).json()).toEqual({ Error: messages.fieldInvalid('member_task_id') });
  });

  it('refusing marks the assignment refused and unfinished, keeps the first reason, and is undone only by doing the task', async () => {
    const id = await assignmentId(t.db, TRAINING, t.seed.accounts.vhp);
    const first = memberTaskDetail.parse((await post('/api/hr/membertask/refuse/', t.tokens.vhp, { member_task_id: id, reason: '  Jam i sëmurë.  ' })).json());
    expect(first).toMatchObject({ refused: true, refuse_reason: 'Jam i sëmurë.', status: 'unfinished', completed: false, seen: true });
    const again = await post('/api/hr/membertask/refuse/', t.tokens.vhp, { member_task_id: id, reason: 'Tjetër arsye' });
    expect(again.statusCode).toBe(200);
    expect(memberTaskDetail.parse(again.json()).refuse_reason).toBe('Jam i sëmurë.');
    const done = memberTaskDetail.parse((await post('/api/hr/membertask/complete/', t.tokens.vhp, { member_task_id: id })).json());
    expect(done).toMatchObject({ refused: false, refuse_reason: null, completed: true, status: 'completed' });
    const late = await post('/api/hr/membertask/refuse/', t.tokens.vhp, { member_task_id: id });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ Error: messages.taskCompletedCannotRefuse });
    const theirs = await post('/api/hr/membertask/refuse/', t.tokens.vhp, { member_task_id: await assignmentId(t.db, TRAINING, t.seed.accounts.anetar) });
    expect(theirs.statusCode).toBe(404);
    expect((await post('/api/hr/membertask/refuse/', t.tokens.vhp, { member_task_id: id, reason: 'x'.repeat(501) })).json()).toEqual({ Error: messages.fieldTooLong('reason') });
  });

  it('the report is sanitised on the server: scripts, handlers, images, styles and javascript: links are gone', async () => {
    const id = await assignmentId(t.db, QR_SUBTASK_NAME, t.seed.accounts.patronazhist);
    const dirty =
      '<p style="color:red" onclick="steal()">Salla <b>u përgatit</b><script>alert(1)</script><img src=x onerror=alert(1)>' +
      '<a href="javascript:alert(1)">x</a> <a href="https://example.com/foto">foto</a></p><iframe src="https://evil"></iframe><ul><li>20 karrige</li></ul>';
    const response = await post('/api/hr/membertaskcomment/', t.tokens.patronazhist, { member_task_id: id, comment: dirty });
    expect(response.statusCode).toBe(200);
    const saved = memberTaskDetail.parse(response.json()).comment ?? '';
    expect(saved).toBe('<p>Salla <b>u përgatit</b><a target="_blank" rel="noopener noreferrer nofollow">x</a> <a href="https://example.com/foto" target="_blank" rel="noopener noreferrer nofollow">foto</a></p><ul><li>20 karrige</li></ul>');
    expect((await detail(id, t.tokens.patronazhist)).comment).toBe(saved);
  });

  it('an empty report, a missing one or another member’s assignment is refused and nothing is stored', async () => {
    const id = await assignmentId(t.db, MEETING, t.seed.accounts.patronazhist);
    for (const comment of [undefined, '', '   ', '<p><br></p>', '<script>alert(1)</script>']) {
      const response = await post('/api/hr/membertaskcomment/', t.tokens.patronazhist, { member_task_id: id, comment });
      expect(response.statusCode, String(comment)).toBe(400);
      expect(response.json()).toEqual({ Error: messages.reportRequired });
    }
    const theirs = await assignmentId(t.db, MEETING, t.seed.accounts.vhp);
    const other = await post('/api/hr/membertaskcomment/', t.tokens.patronazhist, { member_task_id: theirs, comment: '<p>x</p>' });
    expect(other.statusCode).toBe(404);
    expect((await t.db.select({ report: memberTasks.report }).from(memberTasks).where(eq(memberTasks.id, theirs)))[0]?.report).toBeNull();
    expect((await detail(id, t.tokens.patronazhist)).comment).toBeNull();
  });

  it('report edits from one device apply in its order: an older one arriving late changes nothing', async () => {
    const id = await assignmentId(t.db, TRAINING, t.seed.accounts.patronazhist);
    const send = (comment: string, seq: number) => post('/api/hr/membertaskcomment/', t.tokens.patronazhist, { member_task_id: id, comment }, { [CLIENT_ID_HEADER]: 'pajisja-1', [CLIENT_SEQ_HEADER]: String(seq) });
    expect(memberTaskDetail.parse((await send('<p>e dyta</p>', 5)).json()).comment).toBe('<p>e dyta</p>');
    const late = await send('<p>e para</p>', 4);
    expect(late.statusCode).toBe(200);
    expect(memberTaskDetail.parse(late.json()).comment).toBe('<p>e dyta</p>');
    const bad = await post('/api/hr/membertaskcomment/', t.tokens.patronazhist, { member_task_id: id, comment: '<p>x</p>' }, { [CLIENT_SEQ_HEADER]: 'abc' });
    expect(bad.json()).toEqual({ Error: messages.clientSeqInvalid });
  });

  it('tasktype and taskpriority list the dropdowns', async () => {
    const types = taskTypes.parse((await t.get('/api/hr/tasktype/', t.tokens.anetar)).json());
    expect(types.map((x) => x.name).sort()).toEqual(TASK_TYPE_SEEDS.map((x) => x.name).sort());
    expect(types.find((x) => x.name === 'Trajnim')?.points).toBe(15);
    expect(taskPriorities.parse((await t.get('/api/hr/taskpriority/', t.tokens.anetar)).json())).toEqual([
      { id: 1, name: 'E lartë' },
      { id: 2, name: 'Mesatare' },
      { id: 3, name: 'E ulët' },
    ]);
  });
});
