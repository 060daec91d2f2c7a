import { describe, expect, it } from 'vitest';
import { sq } from './i18n/sq';
import { validateLogin } from './login-schema';

const texts: Readonly<Record<string, unknown>> = sq;
const t = (key: string) => {
  const value = texts[key];
  return typeof value === 'string' ? value : key;
};

function messages(input: { username: string; password: string }): Record<string, string | undefined> {
  const result = validateLogin(input, t);
  return result.errors ?? {};
}

describe('login form check (spec 01 §5)', () => {
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
    expect(validateLogin({ username: '  ÇelëSi.Admin ', password: ' Pa55 ' }, t)).toEqual({ values: { username: 'çelësi.admin', password: ' Pa55 ' } });
  });
});
