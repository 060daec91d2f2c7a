/** The signed-in member's own data: GET /api/hr/current-anetar-data/, currentuser/, profile/my-accesses/, current-member-data/. */
import { z } from 'zod';

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
