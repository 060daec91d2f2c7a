import { describe, expect, it } from 'vitest';
import { loginResponse } from '../../../src/contract/auth';
import { errorBody } from '../../../src/contract/common';
import { messages } from '../../http/messages';
import { useTestApp } from '../../test/use-test-app';

const LOGIN = '/api/rest-auth/login/';

describe('login', () => {
  const t = useTestApp();

  it('signs in with the demo password and answers the contract shape', async () => {
    const response = await t.app.inject({ method: 'POST', url: LOGIN, payload: { username: 'admin', password: 'demo' } });
    expect(response.statusCode).toBe(200);
    const body = loginResponse.parse(response.json());
    expect(body.key).toMatch(/^[0-9a-f]{64}$/);
    expect(body.user).toEqual({ id: t.seed.accounts.admin, name: 'Arbër', surname: 'Hoxha', username: 'admin' });
    expect(body.permissions).toEqual(expect.arrayContaining(['Detyra', 'DetyratMarra']));
  });

  it('folds the username: "  VEZHGUES " signs in as vezhgues', async () => {
    const response = await t.app.inject({ method: 'POST', url: LOGIN, payload: { username: '  VEZHGUES ', password: 'demo' } });
    expect(response.statusCode).toBe(200);
    expect(loginResponse.parse(response.json()).user.username).toBe('vezhgues');
  });

  it('gives one text for a wrong password and an unknown username', async () => {
    const wrongPassword = await t.app.inject({ method: 'POST', url: LOGIN, payload: { username: 'admin', password: 'nope' } });
    const unknownUser = await t.app.inject({ method: 'POST', url: LOGIN, payload: { username: 'askush', password: 'demo' } });
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.statusCode).toBe(400);
      expect(errorBody.parse(response.json())).toEqual({ Error: messages.wrongCredentials });
    }
  });

  it('answers malformed JSON with 400 and an Error text', async () => {
    const response = await t.app.inject({ method: 'POST', url: LOGIN, headers: { 'content-type': 'application/json' }, payload: '{"username": "admin",' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: messages.invalidJson });
  });

  it('names the missing or wrong-typed field', async () => {
    const missing = await t.app.inject({ method: 'POST', url: LOGIN, payload: { username: 'admin' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ Error: messages.fieldRequired('password') });

    const wrongType = await t.app.inject({ method: 'POST', url: LOGIN, payload: { username: 42, password: 'demo' } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ Error: messages.fieldInvalid('username') });

    const blank = await t.app.inject({ method: 'POST', url: LOGIN, payload: { username: '   ', password: 'demo' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ Error: messages.fieldEmpty('username') });

    const noBody = await t.app.inject({ method: 'POST', url: LOGIN });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json()).toEqual({ Error: messages.bodyMissing });
  });

  it('refuses a NUL or other control character in the username or password with 400, not a database error', async () => {
    for (const [payload, field] of [
      [{ username: 'admin\u0000', password: 'demo' }, 'username'],
      [{ username: '\u0000', password: 'demo' }, 'username'],
      [{ username: 'ad\u001bmin', password: 'demo' }, 'username'],
      [{ username: 'admin', password: 'de\u0000mo' }, 'password'],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url: LOGIN, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: messages.fieldInvalid(field) });
    }
  });
});

