/**
 * The hash of DEMO_PASSWORD ('demo') as the server stored it before argon2id (scrypt N=2^14, r=8,
 * p=1, made by the previous `hashPassword`): what a member who has not signed in since still has.
 */
export const LEGACY_DEMO_HASH =
  'scrypt$16384$8$1$9POn9I/39i3Rufqx+EshPg==$eym9K9Xq1wGjfJoyc+JvAXNUEtsqp8dwSQIkGQSh+ILBqxWesXreIJfsYsRgjQ87n2yoYCdvQjo/FvE6UA4i/A==';
