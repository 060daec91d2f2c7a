import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ID_HEADER, CLIENT_SEQ_HEADER } from '../../../src/contract/headers';
import { EMIGRANT_REFERENCE_GONE, emigrantEditOfListed, type EmigrantReferenceEdit } from '../../../src/contract/emigrant-reference-edit';
import { emigrantReference, myEmigrantReferences, type EmigrantReferenceConflict } from '../../../src/contract/emigrant-references';
import { countries } from '../../../src/contract/patronaged-voters';
import { clientEntitySeqs, emigrantReferences } from '../../db/schema';
import { messages } from '../../http/messages';
import { EMIGRANT_REFERENCES_PER_MEMBER } from '../../seed/seed-coordinators';
import { itRefusesWithoutToken, tokenHeader } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';

const LIST = '/api/patronage/my-emigrant-references/';
const CREATE = '/api/patronage/emigrant-reference/';
const one = (id: number | string) => `/api/patronage/emigrant-reference/${id}/`;

describe('emigrant references', () => {
  const t = useTestApp({ logins: ['anetar', 'diaspora', 'vezhgues'] });
  let countryIds: number[];

  beforeAll(async () => {
    countryIds = countries.parse((await t.get('/api/patronage/country-emigrant/', t.tokens.anetar)).json()).map((c) => c.id);
  });
  const countryId = (i = 0) => countryIds[i] ?? -1;

  const fields = (over: Record<string, unknown> = {}) => ({
    country_id: countryId(),
    city: 'Milano',
    city_albania: 'Fier',
    name: 'Arta',
    surname: 'Kola',
    phone: '+39 333 1234567',
    referues_name: 'Besnik Hoxha',
    ...over,
  });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: unknown, token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...tokenHeader(token), 'content-type': 'application/json', ...headers }, payload: payload === undefined ? '' : JSON.stringify(payload) });
  const device = (clientId: string, seq: number) => ({ [CLIENT_ID_HEADER]: clientId, [CLIENT_SEQ_HEADER]: String(seq) });
  async function create(token = t.tokens.anetar, over: Record<string, unknown> = {}) {
    const response = await send('POST', CREATE, fields(over), token);
    expect(response.statusCode).toBe(201);
    return emigrantReference.parse(response.json());
  }
  async function stored(id: number) {
    return (await t.db.select().from(emigrantReferences).where(eq(emigrantReferences.id, id)))[0];
  }
  const list = async (token: string, query = '') => {
    const response = await t.get(`${LIST}?limit=1000${query}`, token);
    expect(response.statusCode).toBe(200);
    return myEmigrantReferences.parse(response.json());
  };

  itRefusesWithoutToken([LIST], () => t.app);

  describe('list', () => {
    it('holds the member’s own references, newest first, paged with the total', async () => {
      const all = await list(t.tokens.diaspora);
      expect(all.count).toBeGreaterThanOrEqual(EMIGRANT_REFERENCES_PER_MEMBER);
      const mine = new Set((await t.db.select({ id: emigrantReferences.id }).from(emigrantReferences).where(eq(emigrantReferences.memberId, t.seed.accounts.diaspora))).map((r) => r.id));
      expect(all.data.every((r) => mine.has(r.id))).toBe(true);
      const dates = all.data.map((r) => r.create_date);
      expect(dates).toEqual([...dates].sort().reverse());
      const page = myEmigrantReferences.parse((await t.get(`${LIST}?limit=5&offset=5`, t.tokens.diaspora)).json());
      expect(page).toEqual({ data: all.data.slice(5, 10), count: all.count });
      // A member with none has an empty list, not a 404: every member has the module.
      expect(await list(t.tokens.vezhgues)).toEqual({ data: [], count: 0 });
    });

    it('filters by text prefixes ignoring case and ë, by country and by creation day', async () => {
      const all = await list(t.tokens.diaspora);
      const sample = all.data[3];
      if (!sample) throw new Error('too few seeded references');
      const byName = await list(t.tokens.diaspora, `&name=${encodeURIComponent(sample.name.slice(0, 2).toUpperCase().replace('Ë', 'E'))}`);
      expect(byName.data.map((r) => r.id)).toContain(sample.id);
      for (const [filter, value] of [
        ['surname', sample.surname],
        ['city', sample.city],
        ['city_albania', sample.city_albania],
        ['phone', sample.phone.slice(0, 4)],
      ] as const) {
        const found = await list(t.tokens.diaspora, `&${filter}=${encodeURIComponent(value)}`);
        expect(found.data.map((r) => r.id), filter).toContain(sample.id);
      }
      const byCountry = await list(t.tokens.diaspora, `&country=${sample.country.id}`);
      expect(byCountry.count).toBe(all.data.filter((r) => r.country.id === sample.country.id).length);
      const day = sample.create_date.slice(0, 10);
      const onDay = await list(t.tokens.diaspora, `&from_date=${day}&to_date=${day}`);
      expect(onDay.data.map((r) => r.id)).toContain(sample.id);
      expect(onDay.data.every((r) => r.create_date.slice(0, 10) === day)).toBe(true);
      const after = await list(t.tokens.diaspora, `&from_date=${day}`);
      expect(after.data.every((r) => r.create_date.slice(0, 10) >= day)).toBe(true);
      expect((await list(t.tokens.diaspora, '&referues_name=zzzz')).count).toBe(0);
    });

    it.each(['limit=0', 'limit=1001', 'offset=-1', 'country=0', 'country=2147483648', 'from_date=2025-02-30', 'to_date=01-05-2025', 'name=a%00b'])(
      'refuses %s with 400',
      async (query) => {
        const response = await t.get(`${LIST}?${query}`, t.tokens.anetar);
        expect(response.statusCode).toBe(400);
        expect(typeof response.json<{ Error: unknown }>().Error).toBe('string');
      },
    );
  });

  describe('create', () => {
    it('stores a trimmed reference and answers 201 with it', async () => {
      const response = await send('POST', CREATE, fields({ name: '  Ëlira ', referues_name: '  ' }), t.tokens.anetar);
      expect(response.statusCode).toBe(201);
      const created = emigrantReference.parse(response.json());
      expect(created).toMatchObject({ name: 'Ëlira', referues_name: null, country: { id: countryId() }, city: 'Milano' });
      expect(await stored(created.id)).toMatchObject({ memberId: t.seed.accounts.anetar, name: 'Ëlira', referuesName: null, clientRef: null });
    });

    it('is idempotent per member and client_ref: a repeat answers 200 with the first record', async () => {
      const first = await send('POST', CREATE, fields({ client_ref: 'local-e1' }), t.tokens.anetar);
      expect(first.statusCode).toBe(201);
      const repeat = await send('POST', CREATE, fields({ client_ref: 'local-e1', name: 'Tjetër' }), t.tokens.anetar);
      expect(repeat.statusCode).toBe(200);
      expect(emigrantReference.parse(repeat.json())).toEqual(emigrantReference.parse(first.json()));
      const rows = await t.db.select().from(emigrantReferences).where(eq(emigrantReferences.clientRef, 'local-e1'));
      expect(rows).toHaveLength(1);
      // The same local id from another member is another record.
      expect((await send('POST', CREATE, fields({ client_ref: 'local-e1' }), t.tokens.diaspora)).statusCode).toBe(201);
      // Without client_ref every create is new.
      const a = await create();
      const b = await create();
      expect(a.id).not.toBe(b.id);
    });

    it('never adds again a reference deleted after this device’s create was applied (a retry or a late copy of it): 404 gone', async () => {
      const made = await send('POST', CREATE, fields({ client_ref: 'local-e-late' }), t.tokens.anetar, device('dev-late', 4));
      expect(made.statusCode).toBe(201);
      const { id } = emigrantReference.parse(made.json());
      expect((await send('DELETE', one(id), undefined, t.tokens.anetar)).statusCode).toBe(204);
      for (const seq of [4, 3]) {
        const late = await send('POST', CREATE, fields({ client_ref: 'local-e-late' }), t.tokens.anetar, device('dev-late', seq));
        expect(late.statusCode).toBe(404);
        expect(late.json()).toEqual({ Error: EMIGRANT_REFERENCE_GONE });
      }
      expect(await t.db.select().from(emigrantReferences).where(eq(emigrantReferences.clientRef, 'local-e-late'))).toEqual([]);
    });

    it("lists each reference with the local id it was created under, so a device whose create's answer was lost knows it", async () => {
      const made = emigrantReference.parse((await send('POST', CREATE, fields({ client_ref: 'local-e7' }), t.tokens.anetar)).json());
      const plain = await create();
      const listed = (await list(t.tokens.anetar)).data;
      expect(listed.find((r) => r.id === made.id)?.client_ref).toBe('local-e7');
      expect(listed.find((r) => r.id === plain.id)?.client_ref).toBeNull();
    });

    it.each([
      ['no country', { country_id: undefined }, messages.emigrantReferenceCountryRequired],
      ['an empty country', { country_id: null }, messages.emigrantReferenceCountryRequired],
      ['no city', { city: ' ' }, messages.emigrantCityRequired],
      ['no origin city', { city_albania: undefined }, messages.emigrantCityRequired],
      ['no name', { name: '' }, messages.emigrantNameRequired],
      ['no surname', { surname: null }, messages.emigrantNameRequired],
      ['no phone', { phone: '  ' }, messages.emigrantPhoneRequired],
      ['an unknown country', { country_id: 999_999 }, messages.countryUnknown],
    ])('refuses %s with 400 and the form’s text', async (_, over, text) => {
      const before = await t.db.select({ id: emigrantReferences.id }).from(emigrantReferences);
      const response = await send('POST', CREATE, fields(over), t.tokens.anetar);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: text });
      expect(await t.db.select({ id: emigrantReferences.id }).from(emigrantReferences)).toHaveLength(before.length);
    });

    it.each([
      ['no body', () => undefined],
      ['an array', () => [1]],
      ['a country as text', () => fields({ country_id: 'abc' })],
      ['a country above int4', () => fields({ country_id: 2_147_483_648 })],
      ['NUL in the name', () => fields({ name: 'a\u0000b' })],
      ['a phone too long', () => fields({ phone: '1'.repeat(31) })],
      ['a number as city', () => fields({ city: 5 })],
      ['a client_ref too long', () => fields({ client_ref: 'x'.repeat(65) })],
    ])('refuses %s with 400', async (_, payload) => {
      const response = await send('POST', CREATE, payload(), t.tokens.anetar);
      expect(response.statusCode).toBe(400);
      expect(typeof response.json<{ Error: unknown }>().Error).toBe('string');
    });
  });

  describe('edit', () => {
    const edit = (over: Partial<EmigrantReferenceEdit> & { country_id?: number } = {}) => fields({ city: 'Romë', name: 'Arta', ...over });

    it('saves the new values and answers with the reference', async () => {
      const { id } = await create();
      const response = await send('PUT', one(id), edit({ phone: ' +39 1 ', referues_name: '' }), t.tokens.anetar);
      expect(response.statusCode).toBe(200);
      expect(emigrantReference.parse(response.json())).toMatchObject({ id, city: 'Romë', phone: '+39 1', referues_name: null });
      expect(await stored(id)).toMatchObject({ city: 'Romë', phone: '+39 1', referuesName: null });
    });

    it('refuses another country with 400, changing nothing', async () => {
      const { id } = await create();
      const before = await stored(id);
      const response = await send('PUT', one(id), edit({ country_id: countryId(1) }), t.tokens.anetar);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: messages.emigrantCountryFixed });
      expect(await stored(id)).toEqual(before);
    });

    it.each([
      ['no city', { city: '' }, messages.emigrantCityRequired],
      ['no name', { name: ' ' }, messages.emigrantNameRequired],
      ['no phone', { phone: null }, messages.emigrantPhoneRequired],
      ['no country', { country_id: undefined }, messages.emigrantReferenceCountryRequired],
    ])('refuses %s with 400 and the form’s text', async (_, over, text) => {
      const { id } = await create();
      const response = await send('PUT', one(id), fields(over), t.tokens.anetar);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: text });
    });

    it('answers another member’s reference and an unknown id with 404 "Emigranti nuk gjendet!", changing nothing', async () => {
      const mine = await create();
      const before = await stored(mine.id);
      for (const id of [mine.id, 2_000_000]) {
        const response = await send('PUT', one(id), edit({ name: 'Nuk duhet' }), t.tokens.diaspora);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ Error: EMIGRANT_REFERENCE_GONE });
      }
      expect(await stored(mine.id)).toEqual(before);
    });

    it.each(['0', '-1', '2147483648', 'abc'])('refuses the id %s with 400', async (id) => {
      const response = await send('PUT', one(id), edit(), t.tokens.anetar);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ Error: string }>().Error).toContain("'id'");
    });

    it('answers a stale base with 409 and the server’s values, writing nothing and claiming no seq', async () => {
      const created = await create();
      const seen = emigrantEditOfListed(created);
      expect((await send('PUT', one(created.id), { ...edit({ city: 'Nga B' }), base: seen }, t.tokens.anetar)).statusCode).toBe(200);
      const conflict = await send('PUT', one(created.id), { ...edit({ city: 'Nga A' }), base: seen }, t.tokens.anetar, device('dev-a', 3));
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json<EmigrantReferenceConflict>()).toEqual({ Error: messages.referenceConflict, current: { ...seen, city: 'Nga B', name: 'Arta' }, fields: ['city'] });
      expect((await stored(created.id))?.city).toBe('Nga B');
      const seqs = await t.db.select().from(clientEntitySeqs).where(and(eq(clientEntitySeqs.clientId, 'dev-a'), eq(clientEntitySeqs.entity, `emigrant-reference:${created.id}`)));
      expect(seqs).toEqual([]);
      // The member's decision: write again on the server's values, with the same seq.
      const decided = await send('PUT', one(created.id), { ...edit({ city: 'Nga A' }), base: conflict.json<EmigrantReferenceConflict>().current }, t.tokens.anetar, device('dev-a', 3));
      expect(decided.statusCode).toBe(200);
      expect((await stored(created.id))?.city).toBe('Nga A');
    });

    it('accepts a repeat whose first answer was lost, and a base differing only in blanks', async () => {
      const created = await create();
      const seen = emigrantEditOfListed(created);
      const change = { ...edit({ city: 'Një herë' }), base: seen };
      expect((await send('PUT', one(created.id), change, t.tokens.anetar)).statusCode).toBe(200);
      expect((await send('PUT', one(created.id), change, t.tokens.anetar)).statusCode).toBe(200);
      const padded = { ...seen, city: ' Një herë ', name: 'Arta ', referues_name: seen.referues_name ?? '' };
      expect((await send('PUT', one(created.id), { ...edit({ city: 'Dy herë' }), base: padded }, t.tokens.anetar)).statusCode).toBe(200);
    });

    it('ignores an older or repeated seq from the same device, answering with the stored reference', async () => {
      const { id } = await create();
      expect((await send('PUT', one(id), edit({ city: 'seq 5' }), t.tokens.anetar, device('phone-e', 5))).statusCode).toBe(200);
      for (const seq of [4, 5]) {
        const late = await send('PUT', one(id), edit({ city: `seq ${seq} vonë` }), t.tokens.anetar, device('phone-e', seq));
        expect(late.statusCode).toBe(200);
        expect(emigrantReference.parse(late.json()).city).toBe('seq 5');
      }
      expect((await send('PUT', one(id), edit({ city: 'tablet' }), t.tokens.anetar, device('tablet-e', 1))).statusCode).toBe(200);
      expect((await stored(id))?.city).toBe('tablet');
    });
  });

  describe('edit field by field', () => {
    const put = (id: number, payload: unknown, headers: Record<string, string> = {}, token = t.tokens.anetar) => send('PUT', one(id), payload, token, headers);

    it('applies only the fields the base names: another device’s change to other fields stays', async () => {
      const created = await create();
      const seen = emigrantEditOfListed(created);
      expect((await put(created.id, { ...fields({ ...seen }), phone: '+39 999', referues_name: 'Nga B', base: { phone: seen.phone, referues_name: seen.referues_name } }, device('dev-b', 1))).statusCode).toBe(200);
      const response = await put(created.id, { ...fields({ ...seen }), city: 'Torino', base: { city: seen.city } }, device('dev-a', 1));
      expect(response.statusCode).toBe(200);
      expect(emigrantReference.parse(response.json())).toMatchObject({ city: 'Torino', phone: '+39 999', referues_name: 'Nga B' });
      expect(await stored(created.id)).toMatchObject({ city: 'Torino', phone: '+39 999', referuesName: 'Nga B' });
    });

    it('answers a changed field whose base is stale with 409 naming exactly it, writing nothing and claiming no seq', async () => {
      const created = await create();
      const seen = emigrantEditOfListed(created);
      expect((await put(created.id, { ...fields({ ...seen }), name: 'Nga B', surname: 'Nga B' })).statusCode).toBe(200);
      const before = await stored(created.id);
      const conflict = await put(created.id, { ...fields({ ...seen }), name: 'Nga A', city: 'Torino', base: { name: seen.name, city: seen.city } }, device('dev-c', 2));
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json<EmigrantReferenceConflict>()).toEqual({ Error: messages.referenceConflict, current: { ...seen, name: 'Nga B', surname: 'Nga B' }, fields: ['name'] });
      expect(await stored(created.id)).toEqual(before);
      const seqs = await t.db.select().from(clientEntitySeqs).where(and(eq(clientEntitySeqs.clientId, 'dev-c'), eq(clientEntitySeqs.entity, `emigrant-reference:${created.id}`)));
      expect(seqs).toEqual([]);
    });

    it('accepts the retry of an applied change with 200, not 409', async () => {
      const created = await create();
      const seen = emigrantEditOfListed(created);
      const change = { ...fields({ ...seen }), city: 'Një herë', base: { city: seen.city } };
      expect((await put(created.id, change)).statusCode).toBe(200);
      expect((await put(created.id, { ...fields({ ...seen }), city: 'Një herë', phone: '+39 555' })).statusCode).toBe(200);
      const retry = await put(created.id, change);
      expect(retry.statusCode).toBe(200);
      expect(emigrantReference.parse(retry.json())).toMatchObject({ city: 'Një herë', phone: '+39 555' });
    });

    it('takes a value of an unanswered earlier send (also_base) as the base too, and still 409s on any other', async () => {
      const created = await create();
      const seen = emigrantEditOfListed(created);
      // The device's first change landed, its answer was lost; its next change is based on either outcome.
      expect((await put(created.id, { ...fields({ ...seen }), city: 'Torino', base: { city: seen.city } }, device('dev-d', 1))).statusCode).toBe(200);
      const next = { ...fields({ ...seen }), city: 'Napoli', base: { city: seen.city }, also_base: { city: ['Torino'] } };
      const landed = await put(created.id, next, device('dev-d', 2));
      expect(landed.statusCode).toBe(200);
      expect((await stored(created.id))?.city).toBe('Napoli');
      // Another device's value is neither: a conflict naming the field.
      expect((await put(created.id, { ...fields({ ...seen }), city: 'Nga B' }, device('dev-e', 1))).statusCode).toBe(200);
      const conflict = await put(created.id, { ...next, city: 'Bari' }, device('dev-d', 3));
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json<EmigrantReferenceConflict>().fields).toEqual(['city']);
    });

    it('refuses a malformed also_base with 400, changing nothing', async () => {
      const created = await create();
      const seen = emigrantEditOfListed(created);
      const before = await stored(created.id);
      for (const also of [{ city: 'Torino' }, { city: Array.from({ length: 17 }, (_, i) => `q${i}`) }, { city: [42] }, 'x']) {
        const response = await put(created.id, { ...fields({ ...seen }), city: 'Napoli', base: { city: seen.city }, also_base: also });
        expect(response.statusCode).toBe(400);
      }
      expect(await stored(created.id)).toEqual(before);
    });

    it('refuses a merged record the form would refuse with 400 and its text, changing nothing', async () => {
      const created = await create();
      // A stored reference without a phone (an old import): an edit of another field must complete it.
      await t.db.update(emigrantReferences).set({ phone: '' }).where(eq(emigrantReferences.id, created.id));
      const before = await stored(created.id);
      const response = await put(created.id, { ...fields({ ...emigrantEditOfListed(created) }), city: 'Torino', base: { city: created.city } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: messages.emigrantPhoneRequired });
      expect(await stored(created.id)).toEqual(before);
      // The country stays, whatever the base names.
      const moved = await put(created.id, { ...fields({ ...emigrantEditOfListed(created) }), country_id: countryId(1), phone: '+39 1', base: { phone: '' } });
      expect(moved.statusCode).toBe(400);
      expect(moved.json()).toEqual({ Error: messages.emigrantCountryFixed });
      expect(await stored(created.id)).toEqual(before);
    });

    it('applies the whole body without a base, and nothing for an empty base', async () => {
      const created = await create();
      expect((await put(created.id, fields({ city: 'E para', referues_name: null }))).statusCode).toBe(200);
      expect(await stored(created.id)).toMatchObject({ city: 'E para', referuesName: null });
      const before = await stored(created.id);
      const response = await put(created.id, { ...fields({ city: 'Nuk ruhet' }), base: {} });
      expect(response.statusCode).toBe(200);
      expect(emigrantReference.parse(response.json()).city).toBe('E para');
      expect(await stored(created.id)).toEqual(before);
    });

    it('answers another member’s reference with 404 for a partial base, changing nothing', async () => {
      const created = await create();
      const before = await stored(created.id);
      const response = await put(created.id, { ...fields({ ...emigrantEditOfListed(created) }), city: 'Nuk duhet', base: { city: created.city } }, {}, t.tokens.diaspora);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: EMIGRANT_REFERENCE_GONE });
      expect(await stored(created.id)).toEqual(before);
    });

    it.each([
      ['a city as a number', { city: 5 }],
      ['a null name', { name: null }],
      ['a phone too long', { phone: '1'.repeat(31) }],
      ['NUL in the referrer', { referues_name: 'a\u0000b' }],
      ['an array', [1]],
      ['null', null],
    ])('refuses a partial base with %s with 400, changing nothing', async (_, base) => {
      const created = await create();
      const before = await stored(created.id);
      const response = await put(created.id, { ...fields(), city: 'Jo', base });
      expect(response.statusCode).toBe(400);
      expect(typeof response.json<{ Error: unknown }>().Error).toBe('string');
      expect(await stored(created.id)).toEqual(before);
    });

    it('ignores a field the base names that is not editable', async () => {
      const created = await create();
      const before = await stored(created.id);
      const response = await put(created.id, { ...fields(), city: 'Jo', base: { country_id: countryId(1), create_date: 'dje' } });
      expect(response.statusCode).toBe(200);
      expect(await stored(created.id)).toEqual(before);
    });
  });

  describe('delete', () => {
    it('deletes the member’s own reference with 204; again, or another member’s, is 404 with the gone text', async () => {
      const mine = await create();
      const other = await send('DELETE', one(mine.id), undefined, t.tokens.diaspora);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ Error: EMIGRANT_REFERENCE_GONE });
      expect(await stored(mine.id)).toBeDefined();
      expect((await send('DELETE', one(mine.id), undefined, t.tokens.anetar)).statusCode).toBe(204);
      expect(await stored(mine.id)).toBeUndefined();
      const again = await send('DELETE', one(mine.id), undefined, t.tokens.anetar);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ Error: EMIGRANT_REFERENCE_GONE });
    });

    it.each(['0', '2147483648', 'abc'])('refuses the id %s with 400', async (id) => {
      const response = await send('DELETE', one(id), undefined, t.tokens.anetar);
      expect(response.statusCode).toBe(400);
    });
  });

  it('leaves the seeded lists of other members untouched', async () => {
    const rows = await t.db.select({ id: emigrantReferences.id }).from(emigrantReferences).where(eq(emigrantReferences.memberId, t.seed.accounts.diaspora)).orderBy(asc(emigrantReferences.id));
    // The seed's dozen plus the one created above under another member's local id.
    expect(rows).toHaveLength(EMIGRANT_REFERENCES_PER_MEMBER + 1);
  });
});
