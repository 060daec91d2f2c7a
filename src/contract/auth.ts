import { z } from 'zod';
import { plainText } from './common';

/**
 * POST /api/rest-auth/login/ body. The client lowercases the username; the server folds it again.
 * Both are free of NUL and control characters: PostgreSQL refuses NUL in text, and neither
 * belongs in a name or a typed password.
 */
export const loginBody = z.object({
  username: plainText(150).trim().min(1),
  password: plainText(256).min(1),
});
export type LoginBody = z.infer<typeof loginBody>;

export const userData = z.object({ id: z.number().int(), name: z.string(), surname: z.string() });
export type UserData = z.infer<typeof userData>;

/** Login answer: the token under `key` (stored as authUser), plus userData and permission codes. */
export const loginResponse = z.object({
  key: z.string(),
  user: userData.extend({ username: z.string() }),
  permissions: z.array(z.string()),
});
export type LoginResponse = z.infer<typeof loginResponse>;

// The session calls' schemas live in their area files. Re-exported here because client code
// imports them from this file; new code imports from the area file.
export { currentAnetarData, currentMemberData, currentUser, memberRole, myAccesses, observerRecord } from './member';
export type { CurrentAnetarData, CurrentMemberData, CurrentUser, MyAccesses } from './member';
export { myNewNotifications, notificationItem } from './notifications';
export type { NotificationItem } from './notifications';
export { myPermissions, permission, permissionNode, permissionTree } from './permissions';
export type { Permission, PermissionNode } from './permissions';
export { regionalData } from './regional-data';
export type { RegionalData } from './regional-data';
export { userNotifications } from './tasks';
export type { UserNotifications } from './tasks';
