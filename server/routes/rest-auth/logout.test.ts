import { describe, expect, it } from 'vitest';
import { logoutResponse } from '../../../src/contract/logout';
import { messages } from '../../http/messages';
import { login, tokenHeader } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';

const LOGOUT = '/api/rest-auth/logout/?format=json';

describe('logout', () => {
  const t = useTestApp();

  it('logout deletes the token: the next call with it is 403', async () => {
    const token = await login(t.app, 'anetar');
    const before = await t.get('/api/hr/currentuser/', token);
    expect(before.statusCode).toBe(200);

    const out = await t.app.inject({ method: 'POST', url: LOGOUT, headers: tokenHeader(token) });
    expect(out.statusCode).toBe(200);
    logoutResponse.parse(out.json());

    const after = await t.get('/api/hr/currentuser/', token);
    expect(after.statusCode).toBe(403);
    expect(after.json()).toEqual({ Error: messages.signInAgain });
  });

  it('logout only ends its own session', async () => {
    const first = await login(t.app, 'vhp');
    const second = await login(t.app, 'vhp');
    await t.app.inject({ method: 'POST', url: LOGOUT, headers: tokenHeader(first) });
    const stillIn = await t.get('/api/hr/currentuser/', second);
    expect(stillIn.statusCode).toBe(200);
  });

  it('logout without a token is 403 with the sign-in text', async () => {
    const response = await t.app.inject({ method: 'POST', url: LOGOUT });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ Error: messages.signInAgain });
  });
});
