import { z } from 'zod';
import { normalizeFtvVoterEdit, type FtvVoterEdit } from '../../../contract/ftv-voter-edit';
import { EMAIL_PATTERN } from '../../../contract/patterns';

export type Translate = (key: 'form.preferenceRequired' | 'form.safetyRequired' | 'form.emailInvalid') => string;

/** The form's values as the inputs hold them: the select's and the radios' values are strings. */
export interface FtvEditFormValues {
  political_preference_id: string;
  /** '' while unanswered (a voter not assessed yet has safety 0). */
  safety_rating: string;
  email: string;
  phone: string;
  comment: string;
}

/**
 * The first-time-voter form (spec 02 §5) with the spec's messages: preference and safety required,
 * email optional but valid, phone and comment free. The output is the edit as it is stored and
 * sent (trimmed, empty as null, email lowercased). Lengths are the API's (ftvVoterPreferenceBody).
 */
export function createFtvEditSchema(t: Translate) {
  return z
    .object({
      political_preference_id: z.string().regex(/^[1-9]\d*$/, t('form.preferenceRequired')),
      safety_rating: z.string().regex(/^[123]$/, t('form.safetyRequired')),
      email: z
        .string()
        .max(254)
        .refine((value) => value.trim() === '' || EMAIL_PATTERN.test(value.trim()), t('form.emailInvalid')),
      phone: z.string().max(30),
      comment: z.string().max(1000),
    })
    .transform(
      (values): FtvVoterEdit =>
        normalizeFtvVoterEdit({
          political_preference_id: Number(values.political_preference_id),
          safety_rating: Number(values.safety_rating) as 1 | 2 | 3,
          email: values.email,
          phone: values.phone,
          comment: values.comment,
        }),
    );
}

export type FtvEditOutput = z.output<ReturnType<typeof createFtvEditSchema>>;

/** The form's starting values: the member's current intent for the voter. */
export function formValuesOf(edit: FtvVoterEdit): FtvEditFormValues {
  return {
    political_preference_id: edit.political_preference_id === null ? '' : String(edit.political_preference_id),
    safety_rating: edit.safety_rating === 0 ? '' : String(edit.safety_rating),
    email: edit.email ?? '',
    phone: edit.phone ?? '',
    comment: edit.comment ?? '',
  };
}
