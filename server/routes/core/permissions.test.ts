import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myPermissions, permissionTree } from '../../../src/contract/permissions';
import { messages } from '../../http/messages';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { login, tokenHeader } from '../../test/session';

const sessionCalls = [
  '/api/core/mypermissions/',
  '/api/core/permission-tree/',
];

describe('permissions', () => {
  let t: TestApp;
  let admin: string;
  let plain: string;

  beforeAll(async () => {
    t = await buildTestApp();
    [admin, plain] = await Promise.all([login(t.app, 'admin'), login(t.app, 'anetar')]);
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
});
