import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { sq } from '../i18n/sq';
import { createReferenceFormSchema, EMPTY_REFERENCE_FORM, formValuesOf, type ReferenceFormValues, type ReferenceMessage } from './reference-form-schema';

const BUSINESS = new Set([2]);
const translate = (bundle: typeof sq | typeof en) => (key: ReferenceMessage) => bundle.form[key.split('.')[1] as keyof typeof sq.form];
const newSchema = createReferenceFormSchema(translate(sq), { requireVoter: true, businessTypeIds: BUSINESS });
const editSchema = createReferenceFormSchema(translate(sq), { requireVoter: false, businessTypeIds: BUSINESS });

const valid: ReferenceFormValues = {
  ...EMPTY_REFERENCE_FORM,
  voter_id: '41',
  country_id: '5',
  reference_type: '1',
  emigrant_phone: ' +39 333 1234567 ',
};

function messages(schema: typeof newSchema, values: ReferenceFormValues): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('diaspora reference form schema', () => {
  it('says every required field at once, in Albanian', () => {
    expect(messages(newSchema, EMPTY_REFERENCE_FORM)).toEqual({
      voter_id: 'Ju lutem, zgjidhni votuesin!',
      country_id: 'Ju lutem, zgjidhni shtetin!',
      reference_type: 'Ju lutem, zgjidhni llojin e referencës!',
      emigrant_phone: 'Ju lutem, plotësoni numrin e telefonit!',
    });
  });

  it("uses the spec's English texts word for word", () => {
    const english = createReferenceFormSchema(translate(en), { requireVoter: true, businessTypeIds: BUSINESS });
    expect(messages(english, { ...EMPTY_REFERENCE_FORM, has_referues: true, emigrant_phone: '   ' })).toEqual({
      voter_id: 'Please select the voter!',
      country_id: 'Please select the country!',
      reference_type: 'Please select the reference type!',
      emigrant_phone: 'Please fill in the phone number!',
      referues_name: 'Please fill in the name',
    });
  });

  it('does not ask for a voter on edit', () => {
    expect(messages(editSchema, { ...valid, voter_id: '' })).toEqual({});
  });

  it("requires the referrer's name only when the referrer section is shown; surname and phone stay optional", () => {
    expect(messages(newSchema, { ...valid, has_referues: true, referues_name: '  ' })).toEqual({ referues_name: 'Ju lutem, plotësoni emrin e referuesit!' });
    expect(messages(newSchema, { ...valid, has_referues: true, referues_name: 'Gjon' })).toEqual({});
    expect(messages(newSchema, { ...valid, has_referues: false, referues_name: '' })).toEqual({});
  });

  it("the 'biznesi' type always has a referrer", () => {
    expect(messages(newSchema, { ...valid, reference_type: '2' })).toEqual({ has_referues: 'Referencat e llojit biznes kanë gjithmonë një referues!' });
    expect(messages(editSchema, { ...valid, reference_type: '2', has_referues: true })).toEqual({ referues_name: 'Ju lutem, plotësoni emrin e referuesit!' });
    expect(messages(editSchema, { ...valid, reference_type: '2', has_referues: true, referues_name: 'Gjon' })).toEqual({});
  });

  it('gives the normalised edit: trimmed, empty as null, no referrer details without a referrer', () => {
    const output = newSchema.parse({ ...valid, emigrant_city: ' Milano ', zip_code: '', note: '  ', referues_name: 'Gjon', referues_phone: '069' });
    expect(output).toEqual({
      voterId: 41,
      edit: {
        country_id: 5,
        reference_type: 1,
        emigrant_city: 'Milano',
        emigrant_phone: '+39 333 1234567',
        zip_code: null,
        note: null,
        has_referues: false,
        referues_name: null,
        referues_surname: null,
        referues_phone: null,
      },
    });
    expect(editSchema.parse(valid).voterId).toBeNull();
  });

  it('round-trips a stored edit through the form values', () => {
    const { edit } = editSchema.parse({ ...valid, reference_type: '2', has_referues: true, referues_name: 'Gjon', referues_surname: 'Marku', note: 'Shënim' });
    expect(editSchema.parse(formValuesOf(edit)).edit).toEqual(edit);
  });
});
