import { z } from 'zod';

/** POST /api/rest-auth/login/ body. The client lowercases the username; the server folds it again. */
export const loginBody = z.object({
  username: z.string().trim().min(1).max(150),
  password: z.string().min(1).max(256),
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

export const observerRecord = z.object({ observer_id: z.number().int() });

/** GET /api/hr/current-anetar-data/ — the session member with role flags (spec 01 §3 "Member state"). */
export const currentAnetarData = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  photo: z.string().nullable(),
  is_patronager: z.boolean(),
  is_diaspora_coordinator: z.boolean(),
  is_ftv_coordinator: z.boolean(),
  /** The special-division flag; the client reads it as high_division. */
  dashboardspecial_status: z.boolean(),
  observer: observerRecord.nullable(),
});
export type CurrentAnetarData = z.infer<typeof currentAnetarData>;

/** GET /api/hr/currentuser/ */
export const currentUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  name: z.string(),
  surname: z.string(),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const memberRole = z.object({ id: z.number().int(), name: z.string() });

/** GET /api/hr/current-member-data/ — the profile member (spec 02 §3 "Member (profile)"). */
export const currentMemberData = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  photo: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  living_place: z.string().nullable(),
  user: z.object({ username: z.string() }),
  member_role: memberRole.nullable(),
});
export type CurrentMemberData = z.infer<typeof currentMemberData>;

/** GET /api/hr/profile/my-accesses/ */
export const myAccesses = z.object({
  observer: observerRecord.nullable(),
  member_profile: currentMemberData,
  member_role: memberRole.nullable(),
});
export type MyAccesses = z.infer<typeof myAccesses>;

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

const named = z.object({ id: z.number().int(), name: z.string() });
/** GET /api/division/regional-data/ — flat lists, children point at their parent. */
export const regionalData = z.object({
  divisions: z.array(named),
  regions: z.array(named.extend({ division_id: z.number().int().nullable() })),
  municipalities: z.array(named.extend({ region_id: z.number().int(), alias: z.string().nullable() })),
  units: z.array(named.extend({ municipality_id: z.number().int() })),
});
export type RegionalData = z.infer<typeof regionalData>;

const person = z.object({ name: z.string(), surname: z.string(), photo: z.string().nullable() });
/** GET /api/hr/usernotifications/ — unread task count and the newest assigned tasks for the top bar. */
export const userNotifications = z.object({
  task_nr: z.number().int().nonnegative(),
  member_tasks: z.array(
    z.object({
      id: z.number().int(),
      task: z.object({ id: z.number().int(), name: z.string(), create_member: person }),
      start_date: z.string(),
    }),
  ),
});
export type UserNotifications = z.infer<typeof userNotifications>;

/** GET /api/sns/my-new-notifications/ — a plain array of unread notifications. */
export const notificationItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  create_date: z.string(),
});
export const myNewNotifications = z.array(notificationItem);
export type NotificationItem = z.infer<typeof notificationItem>;
