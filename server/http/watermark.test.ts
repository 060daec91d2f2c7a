import { describe, expect, it } from 'vitest';
import { CLIENT_ID_HEADER, WATERMARK_HEADER } from '../../src/contract/headers';
import { myEmigrantReferences } from '../../src/contract/emigrant-references';
import { countries } from '../../src/contract/patronaged-voters';
import { tokenHeader } from '../test/session';
import { useTestApp } from '../test/use-test-app';

const LIST = '/api/patronage/my-emigrant-references/?limit=1000';
const one = (id: number) => `/api/patronage/emigrant-reference/${id}/`;

describe('the change watermark', () => {
  const t = useTestApp({ logins: ['anetar'] });
  const watermark = (headers: Record<string, unknown>): number => {
    const value = headers[WATERMARK_HEADER];
    expect(typeof value).toBe('string');
    return Number(value);
  };
  const listAt = async () => {
    const response = await t.get(LIST, t.tokens.anetar);
    expect(response.statusCode).toBe(200);
    return { at: watermark(response.headers), ids: myEmigrantReferences.parse(response.json()).data.map((r) => r.id) };
  };
  const outbox = { [CLIENT_ID_HEADER]: 'device-a' };

  it('grows with every list answer', async () => {
    const first = await listAt();
    const second = await listAt();
    expect(second.at).toBeGreaterThan(first.at);
  });

  it('orders a list against a write: a list taken after the write is greater and holds it, one taken before is not', async () => {
    const before = await listAt();
    const target = before.ids[0] ?? -1;
    const deleted = await t.app.inject({ method: 'DELETE', url: one(target), headers: { ...tokenHeader(t.tokens.anetar), ...outbox } });
    expect(deleted.statusCode).toBe(204);
    const ackAt = watermark(deleted.headers);
    // The device keeps its acknowledged change unless a download's watermark is greater.
    expect(before.at).toBeLessThanOrEqual(ackAt);
    const after = await listAt();
    expect(after.at).toBeGreaterThan(ackAt);
    expect(after.ids).not.toContain(target);
  });

  it('comes with an outbox write’s refusal too (a 404 gone settles a delete), and not with a plain browser write', async () => {
    const gone = await t.app.inject({ method: 'DELETE', url: one(2_000_000_000), headers: { ...tokenHeader(t.tokens.anetar), ...outbox } });
    expect(gone.statusCode).toBe(404);
    watermark(gone.headers);
    const country = countries.parse((await t.get('/api/patronage/country-emigrant/', t.tokens.anetar)).json())[0]?.id;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/patronage/emigrant-reference/',
      headers: { ...tokenHeader(t.tokens.anetar), 'content-type': 'application/json' },
      payload: JSON.stringify({ country_id: country, city: 'Milano', city_albania: 'Fier', name: 'Arta', surname: 'Kola', phone: '+39 333', referues_name: null }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers[WATERMARK_HEADER]).toBeUndefined();
  });
});
