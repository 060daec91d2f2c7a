import { describe, expect, it } from 'vitest';
import { sq } from '../i18n/sq';
import { createPatronagedEditSchema, formValuesOf, type PatronagedEditFormValues } from './patronaged-edit-schema';

const schema = createPatronagedEditSchema((key) => {
  const [group, name] = key.split('.') as ['edit', keyof typeof sq.edit];
  return sq[group][name];
});

const valid: PatronagedEditFormValues = {
  political_preference_id: '2',
  safety_rating: '1',
  is_emigrant: false,
  country_emigrant_id: '',
  phone: ' 069 123 4567 ',
  email: '',
  comment: '',
  emigrant_city: '',
  emigrant_address: '',
  emigrant_zipcode: '',
  emigrant_has_documents: '',
  emigrant_votes_in_box: '',
};

function messages(values: PatronagedEditFormValues): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('patronaged edit schema', () => {
  it('requires a preference', () => {
    expect(messages({ ...valid, political_preference_id: '' })).toEqual({ political_preference_id: 'Ju lutem, zgjidhni preferencën!' });
  });

  it('requires a safety rating', () => {
    expect(messages({ ...valid, safety_rating: '' })).toEqual({
      safety_rating: 'Ju lutem, zgjidhni një nga opsionet e sigurisë së votuesit!',
    });
  });

  it('requires the emigration country of an emigrant, together with the other messages', () => {
    expect(messages({ ...valid, is_emigrant: true })).toEqual({ country_emigrant_id: 'Ju lutem, zgjidhni shtetin e emigrimit!' });
    expect(messages({ ...valid, is_emigrant: true, political_preference_id: '' })).toEqual({
      political_preference_id: 'Ju lutem, zgjidhni preferencën!',
      country_emigrant_id: 'Ju lutem, zgjidhni shtetin e emigrimit!',
    });
    expect(messages({ ...valid, is_emigrant: false })).toEqual({});
  });

  it('refuses an invalid email', () => {
    expect(messages({ ...valid, email: 'ana@' })).toEqual({ email: 'Ju lutem jepni një email të vlefshëm!' });
    expect(messages({ ...valid, email: 'ana hoxha@x.al' })).toEqual({ email: 'Ju lutem jepni një email të vlefshëm!' });
  });

  it('lowercases the email and normalises the rest', () => {
    const edit = schema.parse({ ...valid, email: ' Ana.Hoxha@Example.AL ', comment: '  ' });
    expect(edit).toMatchObject({
      political_preference_id: 2,
      safety_rating: 1,
      email: 'ana.hoxha@example.al',
      phone: '069 123 4567',
      comment: null,
      country_emigrant_id: null,
    });
  });

  it('keeps emigrant details only for an emigrant, with not-known as null', () => {
    const emigrant = schema.parse({
      ...valid,
      is_emigrant: true,
      country_emigrant_id: '7',
      emigrant_city: ' Milano ',
      emigrant_has_documents: 'true',
      emigrant_votes_in_box: '',
    });
    expect(emigrant).toMatchObject({ country_emigrant_id: 7, emigrant_city: 'Milano', emigrant_has_documents: true, emigrant_votes_in_box: null });
    const stayed = schema.parse({ ...valid, country_emigrant_id: '7', emigrant_city: 'Milano', emigrant_has_documents: 'true' });
    expect(stayed).toMatchObject({ country_emigrant_id: null, emigrant_city: null, emigrant_has_documents: null });
  });

  it('round-trips the stored edit through the form values', () => {
    const edit = schema.parse({ ...valid, is_emigrant: true, country_emigrant_id: '3', emigrant_votes_in_box: 'false', email: 'a@b.al' });
    expect(schema.parse(formValuesOf(edit))).toEqual(edit);
  });
});
