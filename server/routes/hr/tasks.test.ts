import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userNotifications } from '../../../src/contract/tasks';
import { messages } from '../../http/messages';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { login, tokenHeader } from '../../test/session';

const sessionCalls = [
  '/api/hr/usernotifications/',
];

describe('the session member’s tasks', () => {
  let t: TestApp;
  let plain: string;

  beforeAll(async () => {
    t = await buildTestApp();
    plain = await login(t.app, 'anetar');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: tokenHeader(token) });

  it.each(sessionCalls)('%s refuses a missing or unknown token with 403', async (url) => {
    const missing = await t.app.inject({ method: 'GET', url });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ Error: messages.signInAgain });
    const unknown = await get(url, 'f'.repeat(64));
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toEqual({ Error: messages.signInAgain });
    const malformed = await t.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer abc' } });
    expect(malformed.statusCode).toBe(403);
  });

  it('usernotifications counts unseen tasks and lists the newest first', async () => {
    const body = userNotifications.parse((await get('/api/hr/usernotifications/', plain)).json());
    expect(body.task_nr).toBeGreaterThan(0);
    expect(body.member_tasks.length).toBeGreaterThan(0);
    const dates = body.member_tasks.map((m) => m.start_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.member_tasks[0]?.task.create_member).toEqual({ name: 'Arbër', surname: 'Hoxha', photo: null });
  });
});
