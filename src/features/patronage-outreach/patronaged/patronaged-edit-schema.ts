import { z } from 'zod';
import { normalizePatronagedEdit, type PatronagedEdit, type SafetyRating } from '../../../contract/patronaged-edit';
import { EMAIL_PATTERN } from '../../../contract/patterns';

export type Translate = (
  key: 'edit.preferenceRequired' | 'edit.safetyRequired' | 'edit.countryRequired' | 'edit.emailInvalid',
) => string;

/** A yes / no / not known select: '' is "not known" (null), as the server keeps it. */
const triState = z.enum(['', 'true', 'false']).transform((value) => (value === '' ? null : value === 'true'));

/** The form's values as the inputs hold them: select values and text as strings. */
export interface PatronagedEditFormValues {
  political_preference_id: string;
  safety_rating: string;
  is_emigrant: boolean;
  country_emigrant_id: string;
  phone: string;
  email: string;
  comment: string;
  emigrant_city: string;
  emigrant_address: string;
  emigrant_zipcode: string;
  emigrant_has_documents: '' | 'true' | 'false';
  emigrant_votes_in_box: '' | 'true' | 'false';
}

/**
 * The patronaged-voter edit (spec 02 §5) with the spec's messages. The output is the edit as it is
 * stored and sent: normalised (trimmed, empty as null, email lowercased, no emigrant details
 * unless emigrant). Lengths are the API's (contract patronagedVoterUpdateBody).
 */
export function createPatronagedEditSchema(t: Translate) {
  return z
    .object({
      political_preference_id: z.string().min(1, t('edit.preferenceRequired')),
      safety_rating: z.string().regex(/^[123]$/, t('edit.safetyRequired')),
      is_emigrant: z.boolean(),
      country_emigrant_id: z.string(),
      phone: z.string().max(30),
      email: z
        .string()
        .max(254)
        .refine((value) => value.trim() === '' || EMAIL_PATTERN.test(value.trim()), t('edit.emailInvalid')),
      comment: z.string().max(1000),
      emigrant_city: z.string().max(100),
      emigrant_address: z.string().max(200),
      emigrant_zipcode: z.string().max(20),
      emigrant_has_documents: triState,
      emigrant_votes_in_box: triState,
    })
    .refine((values) => !values.is_emigrant || values.country_emigrant_id !== '', {
      path: ['country_emigrant_id'],
      error: t('edit.countryRequired'),
      // Said together with the other fields' messages, not only once they are all right.
      when: (payload) => emigrantWithoutCountry(payload.value),
    })
    .transform(
      (values): PatronagedEdit =>
        normalizePatronagedEdit({
          political_preference_id: Number(values.political_preference_id),
          safety_rating: Number(values.safety_rating) as SafetyRating,
          is_emigrant: values.is_emigrant,
          country_emigrant_id: values.country_emigrant_id === '' ? null : Number(values.country_emigrant_id),
          phone: values.phone,
          email: values.email,
          comment: values.comment,
          emigrant_city: values.emigrant_city,
          emigrant_address: values.emigrant_address,
          emigrant_zipcode: values.emigrant_zipcode,
          emigrant_has_documents: values.emigrant_has_documents,
          emigrant_votes_in_box: values.emigrant_votes_in_box,
        }),
    );
}

function emigrantWithoutCountry(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { is_emigrant, country_emigrant_id } = value as Record<string, unknown>;
  return is_emigrant === true && (country_emigrant_id === '' || country_emigrant_id === undefined);
}

export type PatronagedEditOutput = z.output<ReturnType<typeof createPatronagedEditSchema>>;

const text = (value: string | null): string => value ?? '';
const tri = (value: boolean | null): '' | 'true' | 'false' => (value === null ? '' : value ? 'true' : 'false');

/** The form's starting values: the member's current intent for the voter. */
export function formValuesOf(edit: PatronagedEdit): PatronagedEditFormValues {
  return {
    political_preference_id: edit.political_preference_id === null ? '' : String(edit.political_preference_id),
    safety_rating: edit.safety_rating === null ? '' : String(edit.safety_rating),
    is_emigrant: edit.is_emigrant,
    country_emigrant_id: edit.country_emigrant_id === null ? '' : String(edit.country_emigrant_id),
    phone: text(edit.phone),
    email: text(edit.email),
    comment: text(edit.comment),
    emigrant_city: text(edit.emigrant_city),
    emigrant_address: text(edit.emigrant_address),
    emigrant_zipcode: text(edit.emigrant_zipcode),
    emigrant_has_documents: tri(edit.emigrant_has_documents),
    emigrant_votes_in_box: tri(edit.emigrant_votes_in_box),
  };
}
