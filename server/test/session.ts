import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { loginResponse } from '../../src/contract/auth';
import { messages } from '../http/messages';
import { DEMO_PASSWORD } from '../seed/seed';

/** Signs in through the real login call and returns the token. */
export async function login(app: FastifyInstance, username: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/rest-auth/login/', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login ${username} failed: ${response.statusCode} ${response.body}`);
  return loginResponse.parse(response.json()).key;
}

export function tokenHeader(token: string): { authorization: string } {
  return { authorization: `Token ${token}` };
}

/**
 * One test per URL: a GET without a token, with an unknown one, or with a malformed Authorization
 * header is refused with 403 (the first two with the sign-in text). Call it inside a describe block;
 * `app` is read only when the tests run.
 */
export function itRefusesWithoutToken(urls: readonly string[], app: () => FastifyInstance): void {
  it.each(urls)('%s refuses a missing or unknown token with 403', async (url) => {
    const missing = await app().inject({ method: 'GET', url });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ Error: messages.signInAgain });
    const unknown = await app().inject({ method: 'GET', url, headers: tokenHeader('f'.repeat(64)) });
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toEqual({ Error: messages.signInAgain });
    const malformed = await app().inject({ method: 'GET', url, headers: { authorization: 'Bearer abc' } });
    expect(malformed.statusCode).toBe(403);
  });
}
