import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../../../contract/password';

type Key = 'password.currentRequired' | 'password.nextRequired' | 'password.confirmRequired' | 'password.tooShort' | 'password.differ';
export type Translate = (key: Key, options?: { min: number }) => string;

export interface PasswordFormValues {
  old_password: string;
  new_password: string;
  confirm_new_password: string;
}

/**
 * Spec 02 §5: all three fields required, each with its own message. The length and the match
 * are the server's rules too (with its texts), checked here so the member hears them before a
 * round trip; the server stays the judge.
 */
export function createPasswordSchema(t: Translate) {
  return z
    .object({
      old_password: z.string().min(1, t('password.currentRequired')).max(256),
      new_password: z.string().min(1, t('password.nextRequired')).max(256),
      confirm_new_password: z.string().min(1, t('password.confirmRequired')).max(256),
    })
    .superRefine((values, context) => {
      if (values.new_password !== '' && values.new_password.length < MIN_PASSWORD_LENGTH) {
        context.addIssue({ code: 'custom', path: ['new_password'], message: t('password.tooShort', { min: MIN_PASSWORD_LENGTH }) });
      }
      if (values.confirm_new_password !== '' && values.new_password !== values.confirm_new_password) {
        context.addIssue({ code: 'custom', path: ['confirm_new_password'], message: t('password.differ') });
      }
    });
}

export const EMPTY_PASSWORDS: PasswordFormValues = { old_password: '', new_password: '', confirm_new_password: '' };
