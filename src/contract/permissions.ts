/** Permissions: GET /api/core/mypermissions/ and /api/core/permission-tree/. */
import { z } from 'zod';

/** GET /api/core/mypermissions/ — a plain array; the client keys it by code. */
export const permission = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export const myPermissions = z.array(permission);
export type Permission = z.infer<typeof permission>;

export type PermissionNode = { id: number; code: string; name: string; children: PermissionNode[] };
export const permissionNode: z.ZodType<PermissionNode> = z.lazy(() =>
  z.object({ id: z.number().int(), code: z.string(), name: z.string(), children: z.array(permissionNode) }),
);
/** GET /api/core/permission-tree/ */
export const permissionTree = z.array(permissionNode);
