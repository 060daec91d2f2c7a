import { describe, expect, it } from 'vitest';
import { myPermissions, permissionTree } from '../../../src/contract/permissions';
import { itRefusesWithoutToken } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';

const sessionCalls = [
  '/api/core/mypermissions/',
  '/api/core/permission-tree/',
];

describe('permissions', () => {
  const t = useTestApp({ logins: ['admin', 'anetar'] });

  itRefusesWithoutToken(sessionCalls, () => t.app);

  it('mypermissions lists the caller’s codes; permission-tree nests children', async () => {
    const adminPermissions = myPermissions.parse((await t.get('/api/core/mypermissions/', t.tokens.admin)).json());
    expect(adminPermissions.map((p) => p.code)).toEqual(expect.arrayContaining(['Detyra', 'DetyratMarra']));
    const plainPermissions = myPermissions.parse((await t.get('/api/core/mypermissions/', t.tokens.anetar)).json());
    expect(plainPermissions.map((p) => p.code)).toEqual(['DetyratMarra']);

    const tree = permissionTree.parse((await t.get('/api/core/permission-tree/', t.tokens.anetar)).json());
    const tasks = tree.find((n) => n.code === 'Detyra');
    expect(tasks?.children.map((c) => c.code)).toContain('DetyratMarra');
    expect(tree.some((n) => n.code === 'DetyratMarra')).toBe(false);
  });
});
