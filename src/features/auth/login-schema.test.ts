import { describe, expect, it } from 'vitest';
import { sq } from './i18n/sq';
import { createLoginSchema } from './login-schema';

const texts: Readonly<Record<string, unknown>> = sq;
const t = (key: string) => {
  const value = texts[key];
  return typeof value === 'string' ? value : key;
};
const schema = createLoginSchema(t);

function messages(input: { username: string; password: string }): Record<string, string | undefined> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('login schema (spec 01 §5)', () => {
  it('requires the username with the spec message', () => {
    expect(messages({ username: '', password: 'x' })).toEqual({ username: 'Ju lutemi vendosni username ose kodin e përdoruesit!' });
  });

  it('treats a username of spaces as missing', () => {
    expect(messages({ username: '   ', password: 'x' }).username).toBe('Ju lutemi vendosni username ose kodin e përdoruesit!');
  });

  it('requires the password with the spec message', () => {
    expect(messages({ username: 'ana', password: '' })).toEqual({ password: 'Ju lutemi vendosni fjalëkalimin!' });
  });

  it('reports both fields at once', () => {
    expect(Object.keys(messages({ username: '', password: '' })).sort()).toEqual(['password', 'username']);
  });

  it('lowercases and trims the username, and keeps the password as typed', () => {
    expect(schema.parse({ username: '  ÇelëSi.Admin ', password: ' Pa55 ' })).toEqual({ username: 'çelësi.admin', password: ' Pa55 ' });
  });
});
