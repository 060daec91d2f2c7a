import { and, asc, eq } from 'drizzle-orm';
import type { Permission, PermissionNode } from '../../src/contract/auth';
import type { Db } from '../db/client';
import { memberPermissions, permissions } from '../db/schema';

export async function memberPermissionList(db: Db, memberId: number): Promise<Permission[]> {
  return db
    .select({ id: permissions.id, code: permissions.code, name: permissions.name })
    .from(memberPermissions)
    .innerJoin(permissions, eq(permissions.id, memberPermissions.permissionId))
    .where(eq(memberPermissions.memberId, memberId))
    .orderBy(asc(permissions.id));
}

/**
 * The whole permission catalogue as a forest (it is reference data, the same for everyone).
 * A row whose parent is missing is treated as a root rather than dropped.
 */
export async function permissionForest(db: Db): Promise<PermissionNode[]> {
  const rows = await db
    .select({ id: permissions.id, code: permissions.code, name: permissions.name, parentId: permissions.parentId })
    .from(permissions)
    .orderBy(asc(permissions.id));
  const nodes = new Map<number, PermissionNode>(rows.map((r) => [r.id, { id: r.id, code: r.code, name: r.name, children: [] }]));
  const roots: PermissionNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id);
    if (!node) continue;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Whether the member holds the permission `code` itself (a parent code does not imply its children). */
export async function holdsPermission(db: Db, memberId: number, code: string): Promise<boolean> {
  const rows = await db
    .select({ id: permissions.id })
    .from(memberPermissions)
    .innerJoin(permissions, eq(permissions.id, memberPermissions.permissionId))
    .where(and(eq(memberPermissions.memberId, memberId), eq(permissions.code, code)))
    .limit(1);
  return rows.length > 0;
}
