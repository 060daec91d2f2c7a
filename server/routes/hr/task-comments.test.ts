import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_TASK_COMMENT_CHARS, taskComment, taskComments } from '../../../src/contract/task-comments';
import { taskComments as commentsTable } from '../../db/schema';
import { messages } from '../../http/messages';
import { QR_SUBTASK_NAME, QR_TASK_NAME } from '../../seed/seed-member-tasks';
import { itRefusesWithoutToken, tokenHeader } from '../../test/session';
import { taskIdByName } from '../../test/task-fixtures';
import { useTestApp } from '../../test/use-test-app';

const MEETING = 'Takim me banorët e lagjes';

describe('task comments', () => {
  const t = useTestApp({ logins: ['admin', 'anetar', 'patronazhist', 'vhp'] });
  const thread = async (taskId: number, token: string) => t.get(`/api/hr/task-info-comments/?task_id=${taskId}`, token);
  const write = (token: string, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/hr/taskcomment/', payload: payload as object, headers: tokenHeader(token) });
  const countOf = async (taskId: number) => (await t.db.select({ n: count() }).from(commentsTable).where(eq(commentsTable.taskId, taskId)))[0]?.n ?? 0;

  itRefusesWithoutToken(['/api/hr/task-info-comments/?task_id=1'], () => t.app);

  it('an assignee reads the task’s whole thread, oldest first, with each writer', async () => {
    const body = taskComments.parse((await thread(await taskIdByName(t.db, MEETING), t.tokens.anetar)).json());
    expect(body.count).toBe(3);
    expect(body.data.map((c) => c.comment)).toEqual(['Ju lutem konfirmoni pjesëmarrjen deri të premten.', 'Do të jem i pranishëm.', 'Sjell edhe dy vullnetarë nga lagjja.']);
    expect(body.data[0]?.member).toMatchObject({ id: t.seed.accounts.admin, name: 'Arbër', surname: 'Hoxha' });
  });

  it('a comment is added for an assignee and for the creator; a repeated client_ref adds nothing', async () => {
    const taskId = await taskIdByName(t.db, QR_TASK_NAME);
    const first = await write(t.tokens.anetar, { task_id: taskId, comment: '  Do të vij me dy shokë.  ', client_ref: 'local-1' });
    expect(first.statusCode).toBe(201);
    const created = taskComment.parse(first.json());
    expect(created).toMatchObject({ task_id: taskId, comment: 'Do të vij me dy shokë.', member: { id: t.seed.accounts.anetar } });
    const repeat = await write(t.tokens.anetar, { task_id: taskId, comment: 'Do të vij me dy shokë.', client_ref: 'local-1' });
    expect(repeat.statusCode).toBe(200);
    expect(taskComment.parse(repeat.json())).toEqual(created);
    // The creator is not an assignee of the QR task, but the thread is theirs too.
    expect((await write(t.tokens.admin, { task_id: taskId, comment: 'Mirë se vini!' })).statusCode).toBe(201);
    const body = taskComments.parse((await thread(taskId, t.tokens.anetar)).json());
    expect(body.data.map((c) => c.comment).slice(-2)).toEqual(['Do të vij me dy shokë.', 'Mirë se vini!']);
  });

  it('someone neither creator nor assignee cannot read or write the thread (404, nothing added)', async () => {
    const taskId = await taskIdByName(t.db, QR_SUBTASK_NAME);
    const before = await countOf(taskId);
    for (const response of [await thread(taskId, t.tokens.vhp), await write(t.tokens.vhp, { task_id: taskId, comment: 'Përshëndetje' })]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: messages.taskNotFound });
    }
    expect((await write(t.tokens.anetar, { task_id: 999_999, comment: 'x' })).statusCode).toBe(404);
    expect(await countOf(taskId)).toBe(before);
  });

  it('every validation message', async () => {
    const taskId = await taskIdByName(t.db, MEETING);
    const cases: [unknown, string][] = [
      [{ task_id: taskId }, messages.commentRequired],
      [{ task_id: taskId, comment: '   ' }, messages.commentRequired],
      [{ task_id: taskId, comment: 'x'.repeat(MAX_TASK_COMMENT_CHARS + 1) }, messages.fieldTooLong('comment')],
      [{ task_id: taskId, comment: 'a\u0000b' }, messages.fieldInvalid('comment')],
      [{ comment: 'x' }, messages.fieldRequired('task_id')],
      [{ task_id: 0, comment: 'x' }, messages.fieldInvalid('task_id')],
      [{ task_id: 2_147_483_648, comment: 'x' }, messages.fieldInvalid('task_id')],
      [{ task_id: taskId, comment: 'x', client_ref: '' }, messages.fieldEmpty('client_ref')],
    ];
    for (const [payload, text] of cases) {
      const response = await write(t.tokens.anetar, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json()).toEqual({ Error: text });
    }
    for (const [url, text] of [
      ['/api/hr/task-info-comments/', messages.fieldRequired('task_id')],
      ['/api/hr/task-info-comments/?task_id=abc', messages.fieldInvalid('task_id')],
    ] as const) {
      expect((await t.get(url, t.tokens.anetar)).json()).toEqual({ Error: text });
    }
  });
});
