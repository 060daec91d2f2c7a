import { describe, expect, it } from 'vitest';
import { sq } from '../i18n/sq';
import { createEmigrantFormSchema, formValuesOf, MAX_LENGTH, type EmigrantFormValues } from './emigrant-form-schema';

const schema = createEmigrantFormSchema((key) => sq.form[key.slice('form.'.length) as keyof typeof sq.form]);

const valid: EmigrantFormValues = {
  country_id: '5',
  city: ' Milano ',
  city_albania: 'Fier',
  name: 'Ëngjëll',
  surname: 'Çela',
  phone: ' +39 333 1234567 ',
  referues_name: '',
};

function messages(values: EmigrantFormValues): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('emigrant reference form schema (spec 02 §5)', () => {
  it('accepts a complete reference', () => {
    expect(messages(valid)).toEqual({});
  });

  it('requires the country', () => {
    expect(messages({ ...valid, country_id: '' })).toEqual({ country_id: 'Ju lutem zgjidhni shtetin!' });
  });

  it('requires both cities with the one city message', () => {
    expect(messages({ ...valid, city: '', city_albania: '' })).toEqual({
      city: 'Ju lutem plotësoni qytetin!',
      city_albania: 'Ju lutem plotësoni qytetin!',
    });
  });

  it('requires the name, and the surname with the same message', () => {
    expect(messages({ ...valid, name: '', surname: '' })).toEqual({
      name: 'Ju lutem, plotësoni emrin!',
      surname: 'Ju lutem, plotësoni emrin!',
    });
  });

  it('requires the phone', () => {
    expect(messages({ ...valid, phone: '' })).toEqual({ phone: 'Ju lutem, plotësoni telefonin!' });
  });

  it('says every message at once, and counts spaces alone as empty', () => {
    const blank = { country_id: '', city: '  ', city_albania: ' ', name: ' ', surname: '', phone: '   ', referues_name: '' };
    expect(messages(blank)).toEqual({
      country_id: 'Ju lutem zgjidhni shtetin!',
      city: 'Ju lutem plotësoni qytetin!',
      city_albania: 'Ju lutem plotësoni qytetin!',
      name: 'Ju lutem, plotësoni emrin!',
      surname: 'Ju lutem, plotësoni emrin!',
      phone: 'Ju lutem, plotësoni telefonin!',
    });
  });

  it('leaves the referrer optional and stores none as null; everything is trimmed', () => {
    expect(schema.parse(valid)).toEqual({
      countryId: 5,
      edit: { city: 'Milano', city_albania: 'Fier', name: 'Ëngjëll', surname: 'Çela', phone: '+39 333 1234567', referues_name: null },
    });
    expect(schema.parse({ ...valid, referues_name: ' Arben Kola ' }).edit.referues_name).toBe('Arben Kola');
  });

  it("keeps the API's lengths", () => {
    expect(MAX_LENGTH).toEqual({ city: 100, city_albania: 100, name: 100, surname: 100, phone: 30, referues_name: 100 });
    expect(messages({ ...valid, phone: '1'.repeat(31) })).toHaveProperty('phone');
  });

  it('round-trips a stored reference through the form values', () => {
    const { countryId, edit } = schema.parse({ ...valid, referues_name: 'Arben' });
    expect(schema.parse(formValuesOf(countryId, edit))).toEqual({ countryId, edit });
    expect(formValuesOf(null, null)).toEqual({ country_id: '', city: '', city_albania: '', name: '', surname: '', phone: '', referues_name: '' });
  });
});
