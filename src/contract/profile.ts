/** The member's profile: photo, contact details, social networks (spec 02 §2.2, §3, §7 "Profile", §8). */
import { z } from 'zod';
import { dbId, plainText } from './common';

/** The largest photo the server accepts. */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
/** What the server accepts, checked on the file's first bytes. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The multipart field of PUT /api/hr/update-my-photo/. */
export const PHOTO_FIELD = 'photo';

/** PUT /api/hr/update-my-photo/ and POST /api/hr/delete-my-photo/: the member's photo address afterwards (null once deleted). */
export const photoResponse = z.object({ photo: z.string().nullable() });
export type PhotoResponse = z.infer<typeof photoResponse>;

export { EMAIL_PATTERN } from './patterns';
/** Digits with an optional leading + and spaces, dashes or dots between groups: 6 to 15 digits. */
export const PHONE_PATTERN = /^\+?[0-9](?:[ .-]?[0-9]){5,14}$/;

/**
 * PUT /api/hr/update-my-info/ — the two fields the profile form edits. Empty or null clears one; a
 * field left out stays as it is. The same values sent twice store the same thing, so an offline
 * retry is harmless; with x-terren-client-id and x-terren-seq an older change from the same device
 * is ignored. The answer is what is stored afterwards.
 */
export const updateMyInfoBody = z.object({
  phone: plainText(30).nullable().optional(),
  email: plainText(254).nullable().optional(),
});
export type UpdateMyInfoBody = z.infer<typeof updateMyInfoBody>;

export const myInfo = z.object({ phone: z.string().nullable(), email: z.string().nullable() });
export type MyInfo = z.infer<typeof myInfo>;

const textOrNull = (value: string | null): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** The fields sent, in the one form they are stored and compared in: trimmed, empty as null, email lowercased. */
export function normalizeMyInfo(body: UpdateMyInfoBody): Partial<MyInfo> {
  return {
    ...(body.phone === undefined ? {} : { phone: textOrNull(body.phone) }),
    ...(body.email === undefined ? {} : { email: textOrNull(body.email)?.toLowerCase() ?? null }),
  };
}

export const socialMedia = z.object({ id: z.number().int(), name: z.string() });

/** One of the member's accounts; `id` is the network's id, as the form saves it back (`socialmedia_id`). */
export const socialAccount = z.object({
  id: z.number().int(),
  socialmedia_id: z.number().int(),
  name: z.string(),
  account_name: z.string(),
  user_url: z.string(),
});

/** GET /api/social/my-social-accounts/ (and the answer of the update): the member's accounts and every network. */
export const mySocialAccounts = z.object({ social_accounts: z.array(socialAccount), social_medias: z.array(socialMedia) });
export type MySocialAccounts = z.infer<typeof mySocialAccounts>;

/**
 * POST /api/social/my-social-accounts-update/ — the member's whole set: a network left out, or
 * sent with an empty name and address, is removed. `member` is the caller's own id (another
 * member's is a 404); the address must start with http:// or https://.
 */
export const mySocialAccountsUpdateBody = z.object({
  member: dbId.optional(),
  social_accounts: z
    .array(
      z.object({
        socialmedia_id: dbId,
        account_name: plainText(100).nullable().optional(),
        user_url: plainText(500).nullable().optional(),
      }),
    )
    .max(20),
});
export type MySocialAccountsUpdateBody = z.infer<typeof mySocialAccountsUpdateBody>;
