import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentAnetarData,
  currentMemberData,
  currentUser,
  myAccesses,
  myNewNotifications,
  myPermissions,
  permissionTree,
  regionalData,
  userNotifications,
} from '../../src/contract/auth';
import { messages } from '../http/messages';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { login, tokenHeader } from '../test/session';

const sessionCalls = [
  '/api/hr/current-anetar-data/',
  '/api/hr/currentuser/',
  '/api/hr/profile/my-accesses/',
  '/api/hr/current-member-data/',
  '/api/core/mypermissions/',
  '/api/core/permission-tree/',
  '/api/division/regional-data/',
  '/api/hr/usernotifications/',
  '/api/sns/my-new-notifications/',
];

describe('session calls', () => {
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

  it('mypermissions lists the caller’s codes; permission-tree nests children', async () => {
    const adminPermissions = myPermissions.parse((await get('/api/core/mypermissions/', admin)).json());
    expect(adminPermissions.map((p) => p.code)).toEqual(expect.arrayContaining(['Detyra', 'DetyratMarra']));
    const plainPermissions = myPermissions.parse((await get('/api/core/mypermissions/', plain)).json());
    expect(plainPermissions.map((p) => p.code)).toEqual(['DetyratMarra']);

    const tree = permissionTree.parse((await get('/api/core/permission-tree/', plain)).json());
    const tasks = tree.find((n) => n.code === 'Detyra');
    expect(tasks?.children.map((c) => c.code)).toContain('DetyratMarra');
    expect(tree.some((n) => n.code === 'DetyratMarra')).toBe(false);
  });

  it('regional-data links every child to an existing parent', async () => {
    const data = regionalData.parse((await get('/api/division/regional-data/', plain)).json());
    expect(data.regions.map((r) => r.name)).toEqual(['Tiranë', 'Durrës', 'Shkodër']);
    const regionIds = new Set(data.regions.map((r) => r.id));
    const municipalityIds = new Set(data.municipalities.map((m) => m.id));
    expect(data.municipalities.every((m) => regionIds.has(m.region_id))).toBe(true);
    expect(data.units.every((u) => municipalityIds.has(u.municipality_id))).toBe(true);
    expect(data.divisions.length).toBeGreaterThan(0);
  });

  it('usernotifications counts unseen tasks and lists the newest first', async () => {
    const body = userNotifications.parse((await get('/api/hr/usernotifications/', plain)).json());
    expect(body.task_nr).toBeGreaterThan(0);
    expect(body.member_tasks.length).toBeGreaterThan(0);
    const dates = body.member_tasks.map((m) => m.start_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.member_tasks[0]?.task.create_member).toEqual({ name: 'Arbër', surname: 'Hoxha', photo: null });
  });

  it('my-new-notifications lists only unread ones, newest first', async () => {
    const body = myNewNotifications.parse((await get('/api/sns/my-new-notifications/', plain)).json());
    expect(body.map((n) => n.title)).toEqual(['Mirë se vini në Terren', 'Trajnimi i vëzhguesve']);
    expect(Date.parse(body[0]?.create_date ?? '')).toBeGreaterThan(Date.parse(body[1]?.create_date ?? ''));
  });
});
