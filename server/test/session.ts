import type { FastifyInstance } from 'fastify';
import { loginResponse } from '../../src/contract/auth';
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
