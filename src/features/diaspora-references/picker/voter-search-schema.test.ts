import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { sq } from '../i18n/sq';
import { createVoterSearchSchema, type Translate, type VoterSearchInput } from './voter-search-schema';

function translator(bundle: typeof sq | typeof en): Translate {
  return (key, options) => bundle.picker[key.split('.')[1] as 'nameRequired' | 'surnameRequired' | 'tooShort'].replace('{{min}}', String(options?.min));
}

function messages(bundle: typeof sq | typeof en, values: VoterSearchInput): Record<string, string> {
  const result = createVoterSearchSchema(translator(bundle)).safeParse(values);
  if (result.success) return {};
  // The form shows a field's first message.
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('diaspora voter picker filters', () => {
  it('requires name and surname', () => {
    expect(messages(sq, { name: '', surname: ' ', father_name: '' })).toEqual({ name: 'Plotësoni emrin!', surname: 'Plotësoni mbiemrin!' });
    expect(messages(en, { name: '', surname: '', father_name: '' })).toEqual({ name: 'Fill in the first name!', surname: 'Fill in the surname!' });
  });

  it('needs at least two characters of each, spaces aside', () => {
    expect(messages(sq, { name: ' A ', surname: 'H', father_name: '' })).toEqual({ name: 'Plotësoni të paktën 2 karaktere!', surname: 'Plotësoni të paktën 2 karaktere!' });
    expect(messages(en, { name: 'An', surname: 'H', father_name: '' })).toEqual({ surname: 'Fill in at least 2 characters!' });
  });

  it("leaves the father's name optional and trims everything", () => {
    expect(createVoterSearchSchema(translator(sq)).parse({ name: ' Ana ', surname: 'Ho ', father_name: '  ' })).toEqual({ name: 'Ana', surname: 'Ho', father_name: '' });
  });
});
