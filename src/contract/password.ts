/** Password change and ending sessions (spec 02 §5, §7 profile). */
import { z } from 'zod';
import { plainText } from './common';

/** The shortest new password the server accepts. */
export const MIN_PASSWORD_LENGTH = 8;

/** The three fields in the order the form shows them (and the server reports a missing one). */
export const changePasswordFields = ['old_password', 'new_password', 'confirm_new_password'] as const;
export type ChangePasswordField = (typeof changePasswordFields)[number];

/**
 * POST /api/hr/changepassword/. A missing or empty field is a 400 with the spec's text for it; a
 * confirmation that differs, a new password shorter than MIN_PASSWORD_LENGTH or a wrong current
 * password are 400s with their own texts. Success ends the member's other sessions and keeps the
 * one that made the call.
 */
export const changePasswordBody = z.object({
  old_password: plainText(256).min(1),
  new_password: plainText(256).min(1),
  confirm_new_password: plainText(256).min(1),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const changePasswordResponse = z.object({ detail: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;
