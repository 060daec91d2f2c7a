import { z } from 'zod';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../../../contract/profile';

export type Translate = (key: 'details.phoneInvalid' | 'details.emailInvalid') => string;

export interface DetailsFormValues {
  phone: string;
  email: string;
}

/**
 * The 'Modifiko' form: phone and email may be left empty (that clears them); a filled one must pass
 * the server's own patterns, so a change saved offline is not refused later. Lengths are the API's.
 */
export function createDetailsSchema(t: Translate) {
  return z.object({
    phone: z
      .string()
      .max(30, t('details.phoneInvalid'))
      .refine((value) => value.trim() === '' || PHONE_PATTERN.test(value.trim()), t('details.phoneInvalid')),
    email: z
      .string()
      .max(254, t('details.emailInvalid'))
      .refine((value) => value.trim() === '' || EMAIL_PATTERN.test(value.trim().toLowerCase()), t('details.emailInvalid')),
  });
}
