import { z } from 'zod';
import { plainText } from '../../../contract/common';
import { normalizeEmigrantReferenceEdit, type EmigrantReferenceEdit } from '../../../contract/emigrant-reference-edit';
import { emigrantReferenceBody } from '../../../contract/emigrant-references';

export type Translate = (key: 'form.countryRequired' | 'form.cityRequired' | 'form.nameRequired' | 'form.phoneRequired') => string;

/** The API's lengths (contract emigrantReferenceBody), so the form refuses no less and no more than the server. */
const shape = emigrantReferenceBody.shape;
export const MAX_LENGTH = {
  city: shape.city.maxLength ?? 100,
  city_albania: shape.city_albania.maxLength ?? 100,
  name: shape.name.maxLength ?? 100,
  surname: shape.surname.maxLength ?? 100,
  phone: shape.phone.maxLength ?? 30,
  referues_name: shape.referues_name.unwrap().unwrap().maxLength ?? 100,
} as const;

/** The form's values as the inputs hold them: the country select's id as a string, every text as typed. */
export interface EmigrantFormValues {
  country_id: string;
  city: string;
  city_albania: string;
  name: string;
  surname: string;
  phone: string;
  referues_name: string;
}

export interface EmigrantFormOutput {
  countryId: number;
  edit: EmigrantReferenceEdit;
}

/** A required text with the spec's message; blank (spaces only) counts as empty, as on the server. */
const required = (max: number, message: string) => plainText(max).trim().min(1, message);

/**
 * The create and edit form of an emigrant reference (spec 02 §5) with the spec's messages: country,
 * both cities, name, surname (with the name's message, as the spec says) and phone required; the
 * referrer optional. The output is the edit as it is stored and sent (trimmed, no referrer as null).
 */
export function createEmigrantFormSchema(t: Translate) {
  return z
    .object({
      country_id: z.string().regex(/^[1-9]\d*$/, t('form.countryRequired')),
      city: required(MAX_LENGTH.city, t('form.cityRequired')),
      city_albania: required(MAX_LENGTH.city_albania, t('form.cityRequired')),
      name: required(MAX_LENGTH.name, t('form.nameRequired')),
      surname: required(MAX_LENGTH.surname, t('form.nameRequired')),
      phone: required(MAX_LENGTH.phone, t('form.phoneRequired')),
      referues_name: plainText(MAX_LENGTH.referues_name),
    })
    .transform(
      ({ country_id, ...edit }): EmigrantFormOutput => ({
        countryId: Number(country_id),
        edit: normalizeEmigrantReferenceEdit(edit),
      }),
    );
}

/** The form's starting values: empty for a new reference, the member's current intent for an edit. */
export function formValuesOf(countryId: number | null, edit: EmigrantReferenceEdit | null): EmigrantFormValues {
  return {
    country_id: countryId === null ? '' : String(countryId),
    city: edit?.city ?? '',
    city_albania: edit?.city_albania ?? '',
    name: edit?.name ?? '',
    surname: edit?.surname ?? '',
    phone: edit?.phone ?? '',
    referues_name: edit?.referues_name ?? '',
  };
}
