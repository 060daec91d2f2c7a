import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regionalData } from '../../../src/contract/regional-data';
import { messages } from '../../http/messages';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { login, tokenHeader } from '../../test/session';

const sessionCalls = [
  '/api/division/regional-data/',
];

describe('regional data', () => {
  let t: TestApp;
  let plain: string;

  beforeAll(async () => {
    t = await buildTestApp();
    plain = await login(t.app, 'anetar');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: tokenHeader(token) });

  it.each(sessionCalls)('%s refuses a missing or unknown token with 403', async (url) => {
    const missing = await t.app.inject({ method: 'GET', url });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ Error: messages.signInAgain });
    const unknown = await get(url, 'f'.repeat(64));
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toEqual({ Error: messages.signInAgain });
    const malformed = await t.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer abc' } });
    expect(malformed.statusCode).toBe(403);
  });

  it('regional-data links every child to an existing parent', async () => {
    const data = regionalData.parse((await get('/api/division/regional-data/', plain)).json());
    expect(data.regions.map((r) => r.name)).toEqual(['Tiranë', 'Durrës', 'Shkodër']);
    const regionIds = new Set(data.regions.map((r) => r.id));
    const municipalityIds = new Set(data.municipalities.map((m) => m.id));
    expect(data.municipalities.every((m) => regionIds.has(m.region_id))).toBe(true);
    expect(data.units.every((u) => municipalityIds.has(u.municipality_id))).toBe(true);
    expect(data.divisions.length).toBeGreaterThan(0);
  });
});
