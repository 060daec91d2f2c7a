import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentAnetarData, currentMemberData, currentUser, myAccesses } from '../../../src/contract/member';
import { messages } from '../../http/messages';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { login, tokenHeader } from '../../test/session';

const sessionCalls = [
  '/api/hr/current-anetar-data/',
  '/api/hr/currentuser/',
  '/api/hr/profile/my-accesses/',
  '/api/hr/current-member-data/',
];

describe('the session member’s own data', () => {
  let t: TestApp;
  let admin: string;
  let observer: string;
  let plain: string;

  beforeAll(async () => {
    t = await buildTestApp();
    [admin, observer, plain] = await Promise.all([login(t.app, 'admin'), login(t.app, 'vezhgues'), login(t.app, 'anetar')]);
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

  it('current-anetar-data carries the role flags and the observer record', async () => {
    const a = currentAnetarData.parse((await get('/api/hr/current-anetar-data/', admin)).json());
    expect(a).toMatchObject({ id: t.seed.accounts.admin, name: 'Arbër', dashboardspecial_status: true, observer: null, is_patronager: false });
    const o = currentAnetarData.parse((await get('/api/hr/current-anetar-data/', observer)).json());
    expect(o.observer).toEqual({ observer_id: t.seed.observerId });
    expect(o.dashboardspecial_status).toBe(false);
  });

  it('currentuser and current-member-data describe the caller only', async () => {
    const user = currentUser.parse((await get('/api/hr/currentuser/', plain)).json());
    expect(user).toEqual({ id: t.seed.accounts.anetar, username: 'anetar', email: 'anetar@example.com', name: 'Ëngjëll', surname: 'Shehu' });
    const member = currentMemberData.parse((await get('/api/hr/current-member-data/', plain)).json());
    expect(member).toMatchObject({ id: t.seed.accounts.anetar, user: { username: 'anetar' }, living_place: 'Kamëz', member_role: { name: 'Anëtar' } });
  });

  it('my-accesses bundles observer, profile and role', async () => {
    const body = myAccesses.parse((await get('/api/hr/profile/my-accesses/', observer)).json());
    expect(body.observer).toEqual({ observer_id: t.seed.observerId });
    expect(body.member_profile.user.username).toBe('vezhgues');
    expect(body.member_role).toEqual(body.member_profile.member_role);
  });
});
