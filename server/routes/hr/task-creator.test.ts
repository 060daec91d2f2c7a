import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assignableMembers, createdTasks, memberGroups, TASK_CREATOR_PERMISSION, taskCancelled, taskCreated, taskInfo, taskNotified, type TaskInfo } from '../../../src/contract/task-creator';
import { notifications, tasks, taskTypes } from '../../db/schema';
import { messages } from '../../http/messages';
import { QR_SUBTASK_NAME, QR_TASK_NAME, REPORTED_TASK_NAME } from '../../seed/seed-member-tasks';
import { CREATOR_SUBTASK_NAMES, CREATOR_TASK_NAME } from '../../seed/seed-task-creator';
import { itRefusesWithoutToken, tokenHeader } from '../../test/session';
import { grantPermission, taskIdByName } from '../../test/task-fixtures';
import { useTestApp } from '../../test/use-test-app';

describe('the creator’s tasks', () => {
  const t = useTestApp({ logins: ['admin', 'anetar', 'patronazhist'] });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) => t.app.inject({ method, url, payload, headers: tokenHeader(token) });
  const info = async (id: number, token = t.tokens.admin): Promise<TaskInfo> => taskInfo.parse((await t.get(`/api/hr/taskinfo/?task_id=${id}`, token)).json());
  const typeId = async (name: string) => (await t.db.select({ id: taskTypes.id }).from(taskTypes).where(eq(taskTypes.name, name)))[0]?.id ?? 0;
  const form = async (extra: object = {}) => ({
    name: 'Takim me të rinjtë',
    description: 'Takim në sallën e degës.',
    points: 99,
    start_date: '2026-03-01T09:00:00Z',
    end_date: '2026-03-10T18:00:00Z',
    task_type_id: await typeId('Trajnim'),
    task_priority_id: 1,
    taskactivity_set: [],
    member_ids: [t.seed.accounts.anetar, t.seed.accounts.vezhgues],
    is_qrcode: false,
    ...extra,
  });
  const create = async (extra: object = {}, token = t.tokens.admin) => send('POST', '/api/hr/task/', token, await form(extra));
  const createdId = async (extra: object = {}) => taskCreated.parse((await create(extra)).json()).id;
  const notificationsOf = async (memberId: number, title: string) =>
    (await t.db.select({ n: count() }).from(notifications).where(and(eq(notifications.memberId, memberId), eq(notifications.title, title))))[0]?.n ?? 0;
  itRefusesWithoutToken(['/api/hr/mytasks/', '/api/hr/taskinfo/?task_id=1', '/api/hr/task-member-group/', '/api/hr/partymember/taskassignlist/'], () => t.app);

  it('mytasks lists the caller’s top-level tasks with their members, ten a page', async () => {
    const first = createdTasks.parse((await t.get('/api/hr/mytasks/?limit=10&offset=0', t.tokens.admin)).json());
    expect(first.data.length).toBeLessThanOrEqual(10);
    expect(first.data.every((task) => task.parent === null && task.create_member.id === t.seed.accounts.admin)).toBe(true);
    const qr = first.data.find((task) => task.name === QR_TASK_NAME);
    expect(qr).toMatchObject({ is_qrcode: true, task_priority: { id: 1 }, task_type: { name: 'Tubim', points: 12 }, points: 12 });
    expect(qr?.members.length).toBe(8);
    const admin = await info(qr?.id ?? 0);
    expect(admin.members).toEqual(qr?.members);
    expect(qr?.members.filter((m) => m.completed)).toHaveLength(1);
    const found = createdTasks.parse((await t.get('/api/hr/mytasks/?search=nenshkrim', t.tokens.admin)).json());
    expect(found.data.map((task) => task.name)).toEqual([REPORTED_TASK_NAME]);
  });

  it('a member without the task group gets 404 with the module text, never 403', async () => {
    for (const url of ['/api/hr/mytasks/', '/api/hr/taskinfo/?task_id=1', '/api/hr/task-member-group/', '/api/hr/partymember/taskassignlist/?name=a']) {
      const response = await t.get(url, t.tokens.anetar);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ Error: messages.noModuleAccess });
    }
    expect((await create({}, t.tokens.anetar)).statusCode).toBe(404);
  });

  it('creates a task with its members and its type’s points; taskinfo shows it', async () => {
    const response = await create();
    expect(response.statusCode).toBe(201);
    const id = taskCreated.parse(response.json()).id;
    const task = await info(id);
    expect(task).toMatchObject({ name: 'Takim me të rinjtë', points: 15, task_type: { name: 'Trajnim', points: 15 }, progress: 0, parent: null, qrcode_file: null });
    expect(task.start_date).toBe('2026-03-01T09:00:00.000Z');
    expect(task.members.map((m) => m.member_id).sort()).toEqual([t.seed.accounts.anetar, t.seed.accounts.vezhgues].sort());
    const dateOnly = await info(await createdId({ start_date: '2026-03-01', end_date: '2026-03-01', member_ids: [] }));
    expect([dateOnly.start_date, dateOnly.end_date]).toEqual(['2026-03-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z']);
  });

  it('a sub-task’s own dates are checked, and must lie within its parent’s', async () => {
    const parent = await createdId();
    const sub = await create({ parent, start_date: '2026-03-02T09:00:00Z', end_date: '2026-03-03T09:00:00Z', member_ids: [t.seed.accounts.anetar] });
    expect(sub.statusCode).toBe(201);
    const subId = taskCreated.parse(sub.json()).id;
    expect((await info(parent)).subtasks.map((s) => s.id)).toEqual([subId]);
    expect((await info(subId)).parent).toBe(parent);

    const backwards = await create({ parent, start_date: '2026-03-05T09:00:00Z', end_date: '2026-03-04T09:00:00Z' });
    expect(backwards.json()).toEqual({ Error: messages.taskEndBeforeStart });
    const outside = await create({ parent, start_date: '2026-02-27', end_date: '2026-03-03' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toEqual({ Error: messages.subtaskOutsideParent });
    expect((await create({ parent: subId, start_date: '2026-03-02T10:00:00Z', end_date: '2026-03-02T11:00:00Z' })).json()).toEqual({ Error: messages.subtaskOfSubtask });
    const moved = await send('PUT', `/api/hr/task/${subId}/`, t.tokens.admin, await form({ start_date: '2026-03-09', end_date: '2026-03-12' }));
    expect(moved.json()).toEqual({ Error: messages.subtaskOutsideParent });
    // The parent cannot move away from its sub-task either; within their dates it may.
    const shrunk = await send('PUT', `/api/hr/task/${parent}/`, t.tokens.admin, await form({ start_date: '2026-03-06', end_date: '2026-03-20' }));
    expect(shrunk.statusCode).toBe(400);
    expect(shrunk.json()).toEqual({ Error: messages.subtasksOutsideNewDates });
    const widened = await send('PUT', `/api/hr/task/${parent}/`, t.tokens.admin, await form({ start_date: '2026-02-01', end_date: '2026-04-30' }));
    expect(widened.statusCode).toBe(200);
  });

  it('the form’s texts for empty fields; bad dates, types, members and ids are 400', async () => {
    for (const [field, text] of [
      ['name', messages.taskNameRequired],
      ['description', messages.taskDescriptionRequired],
      ['start_date', messages.taskStartRequired],
      ['end_date', messages.taskEndRequired],
      ['task_type_id', messages.taskTypeRequired],
      ['task_priority_id', messages.taskPriorityRequired],
    ] as const) {
      const response = await create({ [field]: field === 'task_type_id' || field === 'task_priority_id' ? null : '  ' });
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toEqual({ Error: text });
    }
    for (const date of ['2026-02-30', '1899-01-01', '2100-01-01', '01/03/2026', '2026-03-01T25:00:00Z']) {
      expect((await create({ start_date: date })).json(), date).toEqual({ Error: messages.fieldInvalid('start_date') });
    }
    expect((await create({ description: 'x'.repeat(501) })).json()).toEqual({ Error: messages.fieldTooLong('description') });
    expect((await create({ task_type_id: 2147483647 })).json()).toEqual({ Error: messages.taskTypeUnknown });
    expect((await create({ member_ids: [2147483647] })).json()).toEqual({ Error: messages.taskMembersUnknown });
    expect((await create({ parent: 2147483647 })).statusCode).toBe(404);
    expect((await create({ task_priority_id: 4 })).statusCode).toBe(400);
    expect((await create({ taskactivity_set: [{ a: 1 }] })).statusCode).toBe(400);
    expect((await send('PUT', '/api/hr/task/2147483648/', t.tokens.admin, await form())).statusCode).toBe(400);
  });

  it('updates name, dates, priority, progress; a new type brings its points', async () => {
    const id = await createdId();
    const response = await send('PUT', `/api/hr/task/${id}/`, t.tokens.admin, await form({ name: 'Emër i ri', task_type_id: await typeId('Takim'), task_priority_id: 3, progress: 55, hash_code: 'konf-1' }));
    expect(response.statusCode).toBe(200);
    expect(taskInfo.parse(response.json())).toMatchObject({ name: 'Emër i ri', points: 10, task_priority: { id: 3 }, progress: 55, hash_code: 'konf-1' });
    expect((await send('PUT', `/api/hr/task/${id}/`, t.tokens.admin, await form({ progress: 101 }))).statusCode).toBe(400);
  });

  it('an edit made on an older version is refused with the server’s copy, never overwriting the other device’s save', async () => {
    const id = await createdId();
    const { version } = await info(id);
    expect(version).toBe(1);
    const first = await send('PUT', `/api/hr/task/${id}/`, t.tokens.admin, await form({ name: 'Nga telefoni', base: version }));
    expect(taskInfo.parse(first.json())).toMatchObject({ name: 'Nga telefoni', version: 2 });
    const stale = await send('PUT', `/api/hr/task/${id}/`, t.tokens.admin, await form({ name: 'Nga tableti', base: version }));
    expect(stale.statusCode).toBe(409);
    const body = stale.json<{ Error: string; current: unknown }>();
    expect(body.Error).toBe(messages.taskChangedElsewhere);
    expect(taskInfo.parse(body.current)).toMatchObject({ name: 'Nga telefoni', version: 2 });
    expect((await info(id)).name).toBe('Nga telefoni');
    // Without a base (the spec's payload) the save goes through, as in the original.
    expect((await send('PUT', `/api/hr/task/${id}/`, t.tokens.admin, await form({ name: 'Pa bazë' }))).statusCode).toBe(200);
    expect((await send('PUT', `/api/hr/task/${id}/`, t.tokens.admin, await form({ base: 0 }))).statusCode).toBe(400);
    expect((await send('PUT', `/api/hr/task/2147483647/`, t.tokens.admin, await form({ base: 1 }))).statusCode).toBe(404);
  });

  it('only the creator reads or changes a task: anyone else gets 404 and nothing changes', async () => {
    await grantPermission(t.db, t.seed.accounts.patronazhist, TASK_CREATOR_PERMISSION);
    const id = await createdId();
    const before = await info(id);
    const attempts = [
      await t.get(`/api/hr/taskinfo/?task_id=${id}`, t.tokens.patronazhist),
      await t.get(`/api/hr/membertaskcomment/?task_id=${id}`, t.tokens.patronazhist),
      await send('PUT', `/api/hr/task/${id}/`, t.tokens.patronazhist, await form({ name: 'Jo imja' })),
      await send('DELETE', `/api/hr/task/${id}/`, t.tokens.patronazhist),
      await send('POST', `/api/hr/task/${id}/cancel/`, t.tokens.patronazhist),
      await send('POST', `/api/hr/task/${id}/notify/`, t.tokens.patronazhist, {}),
      await create({ parent: id, start_date: '2026-03-02', end_date: '2026-03-03' }, t.tokens.patronazhist),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: messages.taskNotFound });
    }
    expect(await info(id)).toEqual(before);
    expect(await notificationsOf(t.seed.accounts.anetar, messages.taskCancelledTitle)).toBe(0);
  });

  it('notify reaches one participant or all of them', async () => {
    const id = await createdId();
    const one = await send('POST', `/api/hr/task/${id}/notify/`, t.tokens.admin, { member_id: t.seed.accounts.anetar });
    expect(taskNotified.parse(one.json())).toEqual({ notified: 1 });
    expect(await notificationsOf(t.seed.accounts.anetar, messages.taskReminderTitle)).toBe(1);
    expect(await notificationsOf(t.seed.accounts.vezhgues, messages.taskReminderTitle)).toBe(0);
    const all = await t.app.inject({ method: 'POST', url: `/api/hr/task/${id}/notify/`, headers: tokenHeader(t.tokens.admin) });
    expect(taskNotified.parse(all.json())).toEqual({ notified: 2 });
    expect(await notificationsOf(t.seed.accounts.vezhgues, messages.taskReminderTitle)).toBe(1);
    const stranger = await send('POST', `/api/hr/task/${id}/notify/`, t.tokens.admin, { member_id: t.seed.accounts.diaspora });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ Error: messages.taskMemberNotParticipant });
  });

  it('Anullo notifies the participants of the task and its sub-tasks, then the task is gone; delete removes silently', async () => {
    const id = await createdId({ member_ids: [t.seed.accounts.vezhgues] });
    await create({ parent: id, start_date: '2026-03-02', end_date: '2026-03-03', member_ids: [t.seed.accounts.diaspora, t.seed.accounts.vezhgues] });
    const cancelled = await send('POST', `/api/hr/task/${id}/cancel/`, t.tokens.admin);
    expect(taskCancelled.parse(cancelled.json())).toEqual({ id, notified: 2 });
    expect(await notificationsOf(t.seed.accounts.diaspora, messages.taskCancelledTitle)).toBe(1);
    expect(await t.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.parentId, id))).toEqual([]);
    expect((await t.get(`/api/hr/taskinfo/?task_id=${id}`, t.tokens.admin)).statusCode).toBe(404);
    expect((await send('POST', `/api/hr/task/${id}/cancel/`, t.tokens.admin)).statusCode).toBe(404);

    const other = await createdId();
    expect((await send('DELETE', `/api/hr/task/${other}/`, t.tokens.admin)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/hr/task/${other}/`, t.tokens.admin)).statusCode).toBe(404);
  });

  it('taskinfo of a reported task carries the members’ cards with their documents and sub-tasks', async () => {
    const reported = await info(await taskIdByName(t.db, REPORTED_TASK_NAME));
    const card = reported.completed_tasks.find((c) => c.member.id === t.seed.accounts.anetar);
    expect(card?.comment).toContain('<strong>120</strong>');
    expect(card?.docs.map((d) => d.type).sort()).toEqual(['doc', 'image']);
    const cards = await t.get(`/api/hr/membertaskcomment/?task_id=${reported.id}`, t.tokens.admin);
    expect(cards.json()).toEqual(reported.completed_tasks);
    const qr = await info(await taskIdByName(t.db, QR_TASK_NAME));
    expect(qr.subtasks.map((s) => s.name)).toEqual([QR_SUBTASK_NAME]);
    expect(qr.qrcode_file).toBe(`/api/hr/getqrcode/${qr.id}/`);
    expect(qr.docs.map((d) => d.file_name)).toEqual(['rendi-i-dites.pdf']);
    const campaign = await info(await taskIdByName(t.db, CREATOR_TASK_NAME));
    expect(campaign).toMatchObject({ hash_code: expect.any(String) as string, progress: 20 });
    expect(campaign.subtasks.map((s) => s.name)).toEqual([...CREATOR_SUBTASK_NAMES]);
    expect(campaign.members).toHaveLength(3);
    expect(campaign.docs).toHaveLength(1);
  });

  it('member search by name and surname, limit 5; groups are the party roles', async () => {
    const all = assignableMembers.parse((await t.get('/api/hr/partymember/taskassignlist/?limit=5', t.tokens.admin)).json());
    expect(all).toHaveLength(5);
    const found = assignableMembers.parse((await t.get('/api/hr/partymember/taskassignlist/?limit=5&name=engj&surname=SHEH', t.tokens.admin)).json());
    expect(found.map((m) => m.member_id)).toContain(t.seed.accounts.anetar);
    expect(found.every((m) => m.id === m.member_id)).toBe(true);
    const groups = memberGroups.parse((await t.get('/api/hr/task-member-group/', t.tokens.admin)).json());
    expect(groups.length).toBeGreaterThan(0);
    const last = groups.at(-1);
    const inGroup = assignableMembers.parse((await t.get(`/api/hr/search-member-group/?limit=5&group=${last?.group_index ?? 0}`, t.tokens.admin)).json());
    expect(inGroup.length).toBe(5);
    expect((await t.get('/api/hr/search-member-group/?limit=5', t.tokens.admin)).json()).toEqual({ Error: messages.fieldRequired('group') });
    expect((await t.get('/api/hr/partymember/taskassignlist/?limit=500', t.tokens.admin)).statusCode).toBe(400);
  });
});
