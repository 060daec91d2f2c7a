import { z } from 'zod';
import { normalizeDiasporaReferenceEdit, type DiasporaReferenceEdit } from '../../../contract/diaspora-reference-edit';

export type ReferenceMessage =
  | 'form.voterRequired'
  | 'form.countryRequired'
  | 'form.typeRequired'
  | 'form.phoneRequired'
  | 'form.referrerNameRequired'
  | 'form.businessNeedsReferrer';
export type Translate = (key: ReferenceMessage) => string;

/** The form's values as the inputs hold them: select values and text as strings. */
export interface ReferenceFormValues {
  /** The picked voter's id; '' before one is picked (and on edit, where the voter is fixed). */
  voter_id: string;
  country_id: string;
  reference_type: string;
  emigrant_city: string;
  emigrant_phone: string;
  zip_code: string;
  note: string;
  has_referues: boolean;
  referues_name: string;
  referues_surname: string;
  referues_phone: string;
}

export interface ReferenceFormOutput {
  /** Null on edit. */
  voterId: number | null;
  /** Normalised: trimmed, empty as null, no referrer details without a referrer. */
  edit: DiasporaReferenceEdit;
}

export interface ReferenceFormRules {
  /** The new form requires a picked voter; the edit form's voter is fixed. */
  requireVoter: boolean;
  /** The ids of the 'biznesi' type: such a reference always has a referrer (spec 02 §4; the server refuses one without). */
  businessTypeIds: ReadonlySet<number>;
}

function idOf(value: string): number | null {
  const id = Number(value);
  return value.trim() !== '' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The diaspora reference form (spec 02 §5) with the spec's messages, all said at once. Lengths are
 * the API's (contract diasporaReferenceBody); the inputs cap them too.
 */
export function createReferenceFormSchema(t: Translate, rules: ReferenceFormRules) {
  return z
    .object({
      voter_id: z.string(),
      country_id: z.string(),
      reference_type: z.string(),
      emigrant_city: z.string().max(100),
      emigrant_phone: z.string().max(30),
      zip_code: z.string().max(20),
      note: z.string().max(1000),
      has_referues: z.boolean(),
      referues_name: z.string().max(100),
      referues_surname: z.string().max(100),
      referues_phone: z.string().max(30),
    })
    .superRefine((values, ctx) => {
      const problem = (path: keyof ReferenceFormValues, message: ReferenceMessage) => ctx.addIssue({ code: 'custom', path: [path], message: t(message) });
      if (rules.requireVoter && idOf(values.voter_id) === null) problem('voter_id', 'form.voterRequired');
      if (idOf(values.country_id) === null) problem('country_id', 'form.countryRequired');
      const type = idOf(values.reference_type);
      if (type === null) problem('reference_type', 'form.typeRequired');
      if (values.emigrant_phone.trim() === '') problem('emigrant_phone', 'form.phoneRequired');
      if (type !== null && rules.businessTypeIds.has(type) && !values.has_referues) problem('has_referues', 'form.businessNeedsReferrer');
      if (values.has_referues && values.referues_name.trim() === '') problem('referues_name', 'form.referrerNameRequired');
    })
    .transform(
      (values): ReferenceFormOutput => ({
        voterId: rules.requireVoter ? idOf(values.voter_id) : null,
        edit: normalizeDiasporaReferenceEdit({
          country_id: Number(values.country_id),
          reference_type: Number(values.reference_type),
          emigrant_city: values.emigrant_city,
          emigrant_phone: values.emigrant_phone,
          zip_code: values.zip_code,
          note: values.note,
          has_referues: values.has_referues,
          referues_name: values.referues_name,
          referues_surname: values.referues_surname,
          referues_phone: values.referues_phone,
        }),
      }),
    );
}

export const EMPTY_REFERENCE_FORM: ReferenceFormValues = {
  voter_id: '',
  country_id: '',
  reference_type: '',
  emigrant_city: '',
  emigrant_phone: '',
  zip_code: '',
  note: '',
  has_referues: false,
  referues_name: '',
  referues_surname: '',
  referues_phone: '',
};

/** The edit form's starting values: the member's current intent for the reference. */
export function formValuesOf(edit: DiasporaReferenceEdit): ReferenceFormValues {
  return {
    voter_id: '',
    country_id: String(edit.country_id),
    reference_type: String(edit.reference_type),
    emigrant_city: edit.emigrant_city ?? '',
    emigrant_phone: edit.emigrant_phone,
    zip_code: edit.zip_code ?? '',
    note: edit.note ?? '',
    has_referues: edit.has_referues,
    referues_name: edit.referues_name ?? '',
    referues_surname: edit.referues_surname ?? '',
    referues_phone: edit.referues_phone ?? '',
  };
}
