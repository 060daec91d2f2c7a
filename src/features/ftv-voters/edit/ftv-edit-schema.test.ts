import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { sq } from '../i18n/sq';
import { createFtvEditSchema, formValuesOf, type FtvEditFormValues, type Translate } from './ftv-edit-schema';

type Message = 'preferenceRequired' | 'safetyRequired' | 'emailInvalid';
/** The schema's messages from one language file, as the form takes them from i18next. */
const from =
  (bundle: { form: Record<Message, string> }): Translate =>
  (key) =>
    bundle.form[key.replace('form.', '') as Message];

const schema = createFtvEditSchema(from(sq));

const valid: FtvEditFormValues = { political_preference_id: '2', safety_rating: '1', email: '', phone: '', comment: '' };

function messages(values: FtvEditFormValues, s = schema): Record<string, string> {
  const result = s.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('first-time-voter form schema', () => {
  it('requires a political preference', () => {
    expect(messages({ ...valid, political_preference_id: '' })).toEqual({ political_preference_id: 'Ju lutem, zgjidhni preferencën politike!' });
  });

  it('requires a safety of 1, 2 or 3: an unassessed voter (0) must be answered', () => {
    expect(messages({ ...valid, safety_rating: '' })).toEqual({ safety_rating: 'Ju lutem, zgjidhni sigurinë e votuesit!' });
    expect(messages({ ...valid, safety_rating: '0' })).toEqual({ safety_rating: 'Ju lutem, zgjidhni sigurinë e votuesit!' });
    expect(messages({ ...valid, safety_rating: '4' })).toEqual({ safety_rating: 'Ju lutem, zgjidhni sigurinë e votuesit!' });
  });

  it('takes the email as optional but refuses an invalid one', () => {
    expect(messages({ ...valid, email: '   ' })).toEqual({});
    expect(messages({ ...valid, email: 'era@' })).toEqual({ email: 'Ju lutem, jepni një email të vlefshëm' });
    expect(messages({ ...valid, email: 'era dema@x.al' })).toEqual({ email: 'Ju lutem, jepni një email të vlefshëm' });
  });

  it('says every message at once', () => {
    expect(messages({ political_preference_id: '', safety_rating: '', email: 'x', phone: '', comment: '' })).toEqual({
      political_preference_id: 'Ju lutem, zgjidhni preferencën politike!',
      safety_rating: 'Ju lutem, zgjidhni sigurinë e votuesit!',
      email: 'Ju lutem, jepni një email të vlefshëm',
    });
  });

  it('says them in English exactly as the spec quotes them', () => {
    expect(messages({ political_preference_id: '', safety_rating: '', email: 'x', phone: '', comment: '' }, createFtvEditSchema(from(en)))).toEqual({
      political_preference_id: 'Please select the political preference!',
      safety_rating: "Please select the voter's safety!",
      email: 'Please provide a valid email',
    });
  });

  it('leaves phone and comment free', () => {
    expect(messages({ ...valid, phone: 'nuk ka', comment: '' })).toEqual({});
  });

  it('gives the normalised edit: numbers, trimmed text, empty as null, email lowercased', () => {
    expect(schema.parse({ political_preference_id: '3', safety_rating: '2', email: ' Era.Dema@Example.AL ', phone: ' 069 123 4567 ', comment: '  ' })).toEqual({
      political_preference_id: 3,
      safety_rating: 2,
      email: 'era.dema@example.al',
      phone: '069 123 4567',
      comment: null,
    });
  });

  it('starts an unassessed voter with nothing chosen, and round-trips a stored edit', () => {
    expect(formValuesOf({ political_preference_id: null, safety_rating: 0, email: null, phone: null, comment: null })).toEqual({
      political_preference_id: '',
      safety_rating: '',
      email: '',
      phone: '',
      comment: '',
    });
    const edit = schema.parse({ ...valid, safety_rating: '3', email: 'a@b.al', comment: 'Takuar në shkollë' });
    expect(schema.parse(formValuesOf(edit))).toEqual(edit);
  });
});
