import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myNewNotifications } from '../../../src/contract/notifications';
import { messages } from '../../http/messages';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { login, tokenHeader } from '../../test/session';

const sessionCalls = [
  '/api/sns/my-new-notifications/',
];

describe('notifications', () => {
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

  it('my-new-notifications lists only unread ones, newest first', async () => {
    const body = myNewNotifications.parse((await get('/api/sns/my-new-notifications/', plain)).json());
    expect(body.map((n) => n.title)).toEqual(['Mirë se vini në Terren', 'Trajnimi i vëzhguesve']);
    expect(Date.parse(body[0]?.create_date ?? '')).toBeGreaterThan(Date.parse(body[1]?.create_date ?? ''));
  });
});
