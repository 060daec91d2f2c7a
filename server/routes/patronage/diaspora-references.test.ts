import { and, asc, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIASPORA_REFERENCE_GONE, diasporaEditOfListed, type DiasporaReferenceEdit } from '../../../src/contract/diaspora-reference-edit';
import {
  diasporaReference,
  diasporaReferenceTypes,
  diasporaVoterSearchResults,
  myDiasporaReferences,
  type DiasporaReferenceConflict,
} from '../../../src/contract/diaspora-references';
import { CLIENT_ID_HEADER, CLIENT_SEQ_HEADER } from '../../../src/contract/headers';
import { countries } from '../../../src/contract/patronaged-voters';
import { clientEntitySeqs, diasporaReferences, patronagerVoters, voters } from '../../db/schema';
import { messages } from '../../http/messages';
import { createMember } from '../../seed/seed-accounts';
import { DIASPORA_REFERENCE_COUNT, DIASPORA_REFERENCE_TYPES } from '../../seed/seed-coordinators';
import { itRefusesWithoutToken, login, tokenHeader } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';

const P = '/api/patronage';
const LIST = `${P}/my-diaspora-references/`;
const TYPES = `${P}/diaspora-reference-types/`;
const SEARCH = `${P}/diaspora-voter-search/`;
const CREATE = `${P}/register-diaspora-reference/`;
const one = (id: number | string) => `${P}/diaspora-reference/${id}/`;
const statusUrl = (id: number | string) => `${P}/update-diaspora-reference-status/${id}/`;

describe('diaspora references', () => {
  const t = useTestApp({ logins: ['diaspora', 'anetar', 'vhp'] });
  let countryIds: number[];
  let typeIds: Record<string, number>;
  let voterIds: number[];
  let otherToken: string;

  beforeAll(async () => {
    countryIds = countries.parse((await t.get(`${P}/country-emigrant/`, t.tokens.diaspora)).json()).map((c) => c.id);
    typeIds = Object.fromEntries(diasporaReferenceTypes.parse((await t.get(TYPES, t.tokens.diaspora)).json()).map((type) => [type.code, type.id]));
    voterIds = (await t.db.select({ id: voters.id }).from(voters).orderBy(asc(voters.id)).limit(50)).map((r) => r.id);
    await createMember(t.db, { username: 'diaspora-tjeter', password: 'tjeter', name: 'Mira', surname: 'Deda', isDiasporaCoordinator: true });
    otherToken = await login(t.app, 'diaspora-tjeter', 'tjeter');
  });

  const fields = (over: Record<string, unknown> = {}) => ({
    country_id: countryIds[0],
    reference_type: typeIds.familje,
    emigrant_city: 'Milano',
    emigrant_phone: '+39 333 1112223',
    zip_code: '20121',
    note: null,
    has_referues: false,
    referues_name: null,
    referues_surname: null,
    referues_phone: null,
    ...over,
  });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: unknown, token = t.tokens.diaspora, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...tokenHeader(token), 'content-type': 'application/json', ...headers }, payload: payload === undefined ? '' : JSON.stringify(payload) });
  const device = (clientId: string, seq: number) => ({ [CLIENT_ID_HEADER]: clientId, [CLIENT_SEQ_HEADER]: String(seq) });
  let next = 0;
  async function create(over: Record<string, unknown> = {}, token = t.tokens.diaspora) {
    const response = await send('POST', CREATE, { voter_id: voterIds[next++ % voterIds.length], ...fields(over) }, token);
    expect(response.statusCode).toBe(201);
    return diasporaReference.parse(response.json());
  }
  async function stored(id: number) {
    return (await t.db.select().from(diasporaReferences).where(eq(diasporaReferences.id, id)))[0];
  }
  const list = async (query = '', token = t.tokens.diaspora) => {
    const response = await t.get(`${LIST}?limit=1000${query}`, token);
    expect(response.statusCode).toBe(200);
    return myDiasporaReferences.parse(response.json());
  };

  itRefusesWithoutToken([LIST, TYPES], () => t.app);

  it('refuses members without the diaspora flag with 404 and the module text, changing nothing', async () => {
    const [seeded] = await t.db.select().from(diasporaReferences).where(eq(diasporaReferences.memberId, t.seed.accounts.diaspora)).limit(1);
    const id = seeded?.id ?? -1;
    for (const token of [t.tokens.anetar, t.tokens.vhp]) {
      const calls = [
        await t.get(TYPES, token),
        await t.get(LIST, token),
        await t.get(`${SEARCH}?name=ar&surname=ho`, token),
        await send('POST', CREATE, { voter_id: voterIds[0], ...fields() }, token),
        await send('PUT', one(id), fields({ note: 'jo' }), token),
        await send('PUT', statusUrl(id), { voted: true }, token),
        await send('DELETE', one(id), undefined, token),
      ];
      for (const response of calls) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ Error: messages.noModuleAccess });
      }
    }
    expect(await stored(id)).toEqual(seeded);
  });

  it('lists the reference types, business among them', async () => {
    const types = diasporaReferenceTypes.parse((await t.get(TYPES, t.tokens.diaspora)).json());
    expect(types.map((type) => type.code)).toEqual(DIASPORA_REFERENCE_TYPES.map((type) => type.code));
    expect(types.map((type) => type.code)).toContain('biznesi');
  });

  describe('list', () => {
    it('holds the coordinator’s own references, newest first, with the voter’s place, paged with the total', async () => {
      const all = await list();
      expect(all.count).toBeGreaterThanOrEqual(DIASPORA_REFERENCE_COUNT);
      const dates = all.data.map((r) => r.create_date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(all.data.every((r) => r.voter.region.name !== '' && r.voter.municipality.name !== '' && r.voter.unit.name !== '')).toBe(true);
      const page = myDiasporaReferences.parse((await t.get(`${LIST}?limit=5&offset=5`, t.tokens.diaspora)).json());
      expect(page).toEqual({ data: all.data.slice(5, 10), count: all.count });
      expect(await list('', otherToken)).toEqual({ data: [], count: 0 });
    });

    it('filters by the voter’s names, type, referrer, country and evidence', async () => {
      const all = await list();
      const withReferrer = all.data.find((r) => r.has_referues && r.referues_surname !== null);
      if (!withReferrer) throw new Error('no seeded reference with a referrer');
      for (const [filter, value] of [
        ['name', withReferrer.voter.name.slice(0, 2).toLowerCase()],
        ['surname', withReferrer.voter.surname],
        ['father_name', withReferrer.voter.father_name],
        ['referues_name', withReferrer.referues_name ?? ''],
        ['referues_surname', withReferrer.referues_surname ?? ''],
      ] as const) {
        const found = await list(`&${filter}=${encodeURIComponent(value)}`);
        expect(found.data.map((r) => r.id), filter).toContain(withReferrer.id);
      }
      const byType = await list(`&reference_type=${typeIds.biznesi}`);
      expect(byType.count).toBe(all.data.filter((r) => r.reference_type.code === 'biznesi').length);
      expect(byType.data.every((r) => r.has_referues)).toBe(true);
      const byCountry = await list(`&country=${withReferrer.country.id}`);
      expect(byCountry.count).toBe(all.data.filter((r) => r.country.id === withReferrer.country.id).length);
      const yes = await list('&evidence=yes');
      const no = await list('&evidence=no');
      expect(yes.count).toBeGreaterThan(0);
      expect(yes.count + no.count).toBe(all.count);
      expect(yes.data.every((r) => r.evidenca) && no.data.every((r) => !r.evidenca)).toBe(true);
      const emigrant = await t.db.select({ id: patronagerVoters.id }).from(patronagerVoters).where(and(eq(patronagerVoters.voterId, yes.data[0]?.voter.id ?? -1), eq(patronagerVoters.isEmigrant, true)));
      expect(emigrant.length).toBeGreaterThan(0);
    });

    it.each(['evidence=maybe', 'country=0', 'reference_type=abc', 'limit=1001', 'name=a%00'])('refuses %s with 400', async (query) => {
      const response = await t.get(`${LIST}?${query}`, t.tokens.diaspora);
      expect(response.statusCode).toBe(400);
      expect(typeof response.json<{ Error: unknown }>().Error).toBe('string');
    });
  });

  describe('voter search', () => {
    it('finds voters by name and surname prefixes ignoring case and ë, at most 50', async () => {
      const [voter] = await t.db.select().from(voters).where(like(voters.surname, '%ë%')).limit(1);
      if (!voter) throw new Error('no voter with ë in the surname');
      const query = `name=${encodeURIComponent(voter.name.slice(0, 2).toUpperCase())}&surname=${encodeURIComponent(voter.surname.replace(/ë/g, 'e').slice(0, 4))}`;
      const found = diasporaVoterSearchResults.parse((await t.get(`${SEARCH}?${query}`, t.tokens.diaspora)).json());
      expect(found.map((v) => v.id)).toContain(voter.id);
      const withFather = diasporaVoterSearchResults.parse((await t.get(`${SEARCH}?${query}&father_name=${encodeURIComponent(voter.fatherName)}`, t.tokens.diaspora)).json());
      expect(withFather.every((v) => v.father_name === voter.fatherName)).toBe(true);
      expect(withFather.map((v) => v.id)).toContain(voter.id);
      const broad = diasporaVoterSearchResults.parse((await t.get(`${SEARCH}?name=ar&surname=ho`, t.tokens.diaspora)).json());
      expect(broad.length).toBeLessThanOrEqual(50);
    });

    it.each([
      ['', messages.diasporaSearchNameRequired],
      ['name=%20&surname=hoxha', messages.diasporaSearchNameRequired],
      ['name=a&surname=hoxha', messages.diasporaSearchTooShort(2)],
      ['name=ar', messages.diasporaSearchSurnameRequired],
      ['name=ar&surname=h%20', messages.diasporaSearchTooShort(2)],
    ])('refuses "%s" with 400 and the picker’s text', async (query, text) => {
      const response = await t.get(`${SEARCH}?${query}`, t.tokens.diaspora);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: text });
    });
  });

  describe('create', () => {
    it('registers a voter with all flags false by default and answers 201', async () => {
      const voterId = voterIds[40] ?? -1;
      const response = await send('POST', CREATE, { voter_id: voterId, ...fields({ note: '  ', emigrant_phone: ' +39 1 ' }) });
      expect(response.statusCode).toBe(201);
      const created = diasporaReference.parse(response.json());
      expect(created).toMatchObject({ voter: { id: voterId }, note: null, emigrant_phone: '+39 1', per_registered: false, envelope_received: false, voted: false });
      expect(await stored(created.id)).toMatchObject({ memberId: t.seed.accounts.diaspora, note: null });
    });

    it('takes the flags as sent and drops referrer details without a referrer', async () => {
      const created = await create({ per_registered: true, voted: true, referues_name: 'Nuk ruhet' });
      expect(created).toMatchObject({ per_registered: true, envelope_received: false, voted: true, has_referues: false, referues_name: null });
    });

    it('is idempotent per member and client_ref: a repeat answers 200 with the first record', async () => {
      const body = { voter_id: voterIds[41], ...fields({ client_ref: 'local-d1' }) };
      const first = await send('POST', CREATE, body);
      expect(first.statusCode).toBe(201);
      const repeat = await send('POST', CREATE, { ...body, note: 'ndryshe' });
      expect(repeat.statusCode).toBe(200);
      expect(diasporaReference.parse(repeat.json())).toEqual(diasporaReference.parse(first.json()));
      expect(await t.db.select().from(diasporaReferences).where(eq(diasporaReferences.clientRef, 'local-d1'))).toHaveLength(1);
      expect((await send('POST', CREATE, body, otherToken)).statusCode).toBe(201);
    });

    it('never adds again a reference deleted after this device’s create was applied (a retry or a late copy of it): 404 gone', async () => {
      const body = { voter_id: voterIds[49], ...fields({ client_ref: 'local-d-late' }) };
      const made = await send('POST', CREATE, body, t.tokens.diaspora, device('dev-d-late', 8));
      expect(made.statusCode).toBe(201);
      expect((await send('DELETE', one(diasporaReference.parse(made.json()).id), undefined)).statusCode).toBe(204);
      for (const seq of [8, 7]) {
        const late = await send('POST', CREATE, body, t.tokens.diaspora, device('dev-d-late', seq));
        expect(late.statusCode).toBe(404);
        expect(late.json()).toEqual({ Error: DIASPORA_REFERENCE_GONE });
      }
      expect(await t.db.select().from(diasporaReferences).where(eq(diasporaReferences.clientRef, 'local-d-late'))).toEqual([]);
    });

    it.each([
      ['no voter', { voter_id: undefined }, 400, messages.diasporaVoterRequired],
      ['no country', { country_id: null }, 400, messages.diasporaCountryRequired],
      ['no reference type', { reference_type: undefined }, 400, messages.diasporaTypeRequired],
      ['no phone', { emigrant_phone: ' ' }, 400, messages.diasporaPhoneRequired],
      ['a referrer without a name', { has_referues: true, referues_name: ' ' }, 400, messages.diasporaReferrerNameRequired],
      ['business without a referrer', { reference_type: 'biznesi' }, 400, messages.diasporaBusinessNeedsReferrer],
      ['an unknown type', { reference_type: 999_999 }, 400, messages.diasporaTypeUnknown],
      ['an unknown country', { country_id: 999_999 }, 400, messages.countryUnknown],
      ['an unknown voter', { voter_id: 2_000_000 }, 404, messages.voterNotFound],
    ])('refuses %s with its text, adding nothing', async (_, over: Record<string, unknown>, status, text) => {
      const before = await t.db.select({ id: diasporaReferences.id }).from(diasporaReferences);
      const patch = over.reference_type === 'biznesi' ? { ...over, reference_type: typeIds.biznesi } : over;
      const response = await send('POST', CREATE, { voter_id: voterIds[0], ...fields(patch) });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ Error: text });
      expect(await t.db.select({ id: diasporaReferences.id }).from(diasporaReferences)).toHaveLength(before.length);
    });

    it('accepts business with a referrer', async () => {
      const created = await create({ reference_type: typeIds.biznesi, has_referues: true, referues_name: 'Agim', referues_phone: '' });
      expect(created).toMatchObject({ reference_type: { code: 'biznesi' }, has_referues: true, referues_name: 'Agim', referues_phone: null });
    });

    it.each([
      ['no body', () => undefined],
      ['an array', () => [1]],
      ['a voter above int4', () => ({ ...fields(), voter_id: 2_147_483_648 })],
      ['a flag as text', () => ({ voter_id: voterIds[0], ...fields(), voted: 'po' })],
      ['has_referues missing', () => ({ voter_id: voterIds[0], ...fields(), has_referues: undefined })],
      ['NUL in the note', () => ({ voter_id: voterIds[0], ...fields(), note: 'a\u0000' })],
      ['a client_ref too long', () => ({ voter_id: voterIds[0], ...fields(), client_ref: 'x'.repeat(65) })],
    ])('refuses %s with 400', async (_, payload) => {
      const response = await send('POST', CREATE, payload());
      expect(response.statusCode).toBe(400);
      expect(typeof response.json<{ Error: unknown }>().Error).toBe('string');
    });
  });

  describe('edit', () => {
    const edit = (over: Partial<DiasporaReferenceEdit> = {}) => fields({ emigrant_city: 'Romë', ...over });

    it('saves the edit payload, keeping the voter and the flags', async () => {
      const created = await create({ envelope_received: true });
      const response = await send('PUT', one(created.id), edit({ country_id: countryIds[2], has_referues: true, referues_name: 'Ilir', referues_surname: '' }));
      expect(response.statusCode).toBe(200);
      expect(diasporaReference.parse(response.json())).toMatchObject({
        id: created.id,
        voter: { id: created.voter.id },
        country: { id: countryIds[2] },
        emigrant_city: 'Romë',
        envelope_received: true,
        referues_name: 'Ilir',
        referues_surname: null,
      });
    });

    it.each([
      ['no phone', { emigrant_phone: '' }, messages.diasporaPhoneRequired],
      ['no type', { reference_type: null }, messages.diasporaTypeRequired],
      ['a referrer without a name', { has_referues: true }, messages.diasporaReferrerNameRequired],
      ['an unknown country', { country_id: 999_999 }, messages.countryUnknown],
    ])('refuses %s with 400 and its text, changing nothing', async (_, over, text) => {
      const created = await create();
      const before = await stored(created.id);
      const response = await send('PUT', one(created.id), edit(over as Partial<DiasporaReferenceEdit>));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: text });
      expect(await stored(created.id)).toEqual(before);
    });

    it('answers another coordinator’s reference and an unknown id with 404 and the gone text, changing nothing', async () => {
      const mine = await create();
      const before = await stored(mine.id);
      for (const [id, token] of [
        [mine.id, otherToken],
        [2_000_000, t.tokens.diaspora],
      ] as const) {
        for (const response of [await send('PUT', one(id), edit({ note: 'jo' }), token), await send('PUT', statusUrl(id), { voted: true }, token)]) {
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual({ Error: DIASPORA_REFERENCE_GONE });
        }
      }
      expect(await stored(mine.id)).toEqual(before);
    });

    it('answers a stale base with 409 and the server’s values, writing nothing and claiming no seq', async () => {
      const created = await create();
      const base = diasporaEditOfListed(created);
      const fromB = edit({ note: 'Nga B' }) as DiasporaReferenceEdit;
      expect((await send('PUT', one(created.id), { ...fromB, base })).statusCode).toBe(200);
      const conflict = await send('PUT', one(created.id), { ...edit({ note: 'Nga A' }), base }, t.tokens.diaspora, device('dev-d', 2));
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json<DiasporaReferenceConflict>()).toEqual({ Error: messages.referenceConflict, current: fromB, fields: ['note'] });
      expect((await stored(created.id))?.note).toBe('Nga B');
      expect(await t.db.select().from(clientEntitySeqs).where(and(eq(clientEntitySeqs.clientId, 'dev-d'), eq(clientEntitySeqs.entity, `diaspora-reference:${created.id}`)))).toEqual([]);
      const decided = await send('PUT', one(created.id), { ...edit({ note: 'Nga A' }), base: fromB }, t.tokens.diaspora, device('dev-d', 2));
      expect(decided.statusCode).toBe(200);
      expect((await stored(created.id))?.note).toBe('Nga A');
    });

    it('accepts a repeat whose first answer was lost', async () => {
      const created = await create();
      const change = { ...edit({ note: 'Një herë' }), base: diasporaEditOfListed(created) };
      expect((await send('PUT', one(created.id), change)).statusCode).toBe(200);
      expect((await send('PUT', one(created.id), change)).statusCode).toBe(200);
    });

    it('ignores an older or repeated seq from the same device', async () => {
      const created = await create();
      expect((await send('PUT', one(created.id), edit({ note: 'seq 5' }), t.tokens.diaspora, device('phone-d', 5))).statusCode).toBe(200);
      for (const seq of [4, 5]) {
        const late = await send('PUT', one(created.id), edit({ note: `seq ${seq}` }), t.tokens.diaspora, device('phone-d', seq));
        expect(late.statusCode).toBe(200);
        expect(diasporaReference.parse(late.json()).note).toBe('seq 5');
      }
    });
  });

  describe('edit field by field', () => {
    const put = (id: number, payload: unknown, headers: Record<string, string> = {}, token = t.tokens.diaspora) => send('PUT', one(id), payload, token, headers);
    const body = (over: Record<string, unknown> = {}) => ({ ...fields(), ...over });

    it('applies only the fields the base names: another device’s change to other fields stays', async () => {
      const created = await create();
      expect((await put(created.id, body({ emigrant_phone: '+39 999', note: 'Nga B', base: { emigrant_phone: created.emigrant_phone, note: created.note } }), device('dev-b', 1))).statusCode).toBe(200);
      const response = await put(created.id, body({ emigrant_city: 'Torino', base: { emigrant_city: created.emigrant_city } }), device('dev-a', 1));
      expect(response.statusCode).toBe(200);
      expect(diasporaReference.parse(response.json())).toMatchObject({ emigrant_city: 'Torino', emigrant_phone: '+39 999', note: 'Nga B' });
      expect(await stored(created.id)).toMatchObject({ emigrantCity: 'Torino', emigrantPhone: '+39 999', note: 'Nga B' });
    });

    it('answers a changed field whose base is stale with 409 naming exactly it, writing nothing and claiming no seq', async () => {
      const created = await create();
      expect((await put(created.id, body({ zip_code: '10100', note: 'Nga B' }))).statusCode).toBe(200);
      const before = await stored(created.id);
      const conflict = await put(created.id, body({ zip_code: '20100', emigrant_city: 'Torino', base: { zip_code: created.zip_code, emigrant_city: created.emigrant_city } }), device('dev-e', 2));
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json<DiasporaReferenceConflict>()).toEqual({
        Error: messages.referenceConflict,
        current: { ...diasporaEditOfListed(created), zip_code: '10100', note: 'Nga B' },
        fields: ['zip_code'],
      });
      expect(await stored(created.id)).toEqual(before);
      expect(await t.db.select().from(clientEntitySeqs).where(and(eq(clientEntitySeqs.clientId, 'dev-e'), eq(clientEntitySeqs.entity, `diaspora-reference:${created.id}`)))).toEqual([]);
    });

    it('accepts the retry of an applied change with 200, not 409', async () => {
      const created = await create();
      const change = body({ note: 'Një herë', base: { note: created.note } });
      expect((await put(created.id, change)).statusCode).toBe(200);
      expect((await put(created.id, body({ note: 'Një herë', zip_code: '30100' }))).statusCode).toBe(200);
      const retry = await put(created.id, change);
      expect(retry.statusCode).toBe(200);
      expect(diasporaReference.parse(retry.json())).toMatchObject({ note: 'Një herë', zip_code: '30100' });
    });

    it('refuses a merged record that breaks a rule with 400 and its text, changing nothing', async () => {
      const created = await create({ has_referues: true, referues_name: 'Ilir' });
      // Another device removed the referrer; this one, still seeing it, makes the reference a business one.
      expect((await put(created.id, body({ has_referues: false, base: { has_referues: true } }))).statusCode).toBe(200);
      const before = await stored(created.id);
      const response = await put(created.id, body({ reference_type: typeIds.biznesi, has_referues: true, referues_name: 'Ilir', base: { reference_type: created.reference_type.id } }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: messages.diasporaBusinessNeedsReferrer });
      // The referrer shown again without its name: the form's own rule, on the merged record.
      const nameless = await put(created.id, body({ has_referues: true, referues_name: 'Ilir', base: { has_referues: false } }));
      expect(nameless.statusCode).toBe(400);
      expect(nameless.json()).toEqual({ Error: messages.diasporaReferrerNameRequired });
      expect(await stored(created.id)).toEqual(before);
    });

    it('applies the whole body without a base, and nothing for an empty base', async () => {
      const created = await create({ note: 'E para' });
      expect((await put(created.id, body({ emigrant_city: 'Napoli' }))).statusCode).toBe(200);
      expect(await stored(created.id)).toMatchObject({ emigrantCity: 'Napoli', note: null });
      const before = await stored(created.id);
      const response = await put(created.id, body({ emigrant_city: 'Nuk ruhet', base: {} }));
      expect(response.statusCode).toBe(200);
      expect(diasporaReference.parse(response.json()).emigrant_city).toBe('Napoli');
      expect(await stored(created.id)).toEqual(before);
    });

    it('answers another coordinator’s reference with 404 for a partial base, changing nothing', async () => {
      const created = await create();
      const before = await stored(created.id);
      const response = await put(created.id, body({ note: 'jo', base: { note: created.note } }), {}, otherToken);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: DIASPORA_REFERENCE_GONE });
      expect(await stored(created.id)).toEqual(before);
    });

    it.each([
      ['a country id as text', { country_id: 'abc' }],
      ['a type id 0', { reference_type: 0 }],
      ['has_referues as text', { has_referues: 'po' }],
      ['a null phone', { emigrant_phone: null }],
      ['an array', [1]],
      ['null', null],
    ])('refuses a partial base with %s with 400, changing nothing', async (_, base) => {
      const created = await create();
      const before = await stored(created.id);
      const response = await put(created.id, body({ note: 'jo', base }));
      expect(response.statusCode).toBe(400);
      expect(typeof response.json<{ Error: unknown }>().Error).toBe('string');
      expect(await stored(created.id)).toEqual(before);
    });

    it('ignores a field the base names that is not editable (the voting flags have their own call)', async () => {
      const created = await create();
      const before = await stored(created.id);
      const response = await put(created.id, body({ note: 'jo', base: { voted: false, voter_id: 1 } }));
      expect(response.statusCode).toBe(200);
      expect(await stored(created.id)).toEqual(before);
    });
  });

  describe('voting status', () => {
    it('sets only the flags sent: two coordinators’ devices changing different flags both win', async () => {
      const created = await create();
      const a = await send('PUT', statusUrl(created.id), { per_registered: true }, t.tokens.diaspora, device('dev-s1', 1));
      const b = await send('PUT', statusUrl(created.id), { voted: true }, t.tokens.diaspora, device('dev-s2', 1));
      expect(a.statusCode).toBe(200);
      expect(diasporaReference.parse(b.json())).toMatchObject({ per_registered: true, envelope_received: false, voted: true });
      expect(await stored(created.id)).toMatchObject({ perRegistered: true, envelopeReceived: false, voted: true });
    });

    it('applies the device order per flag: a late change of one flag never undoes a newer one, nor blocks another flag', async () => {
      const created = await create();
      expect((await send('PUT', statusUrl(created.id), { voted: true }, t.tokens.diaspora, device('dev-s3', 5))).statusCode).toBe(200);
      const late = await send('PUT', statusUrl(created.id), { voted: false, envelope_received: true }, t.tokens.diaspora, device('dev-s3', 4));
      expect(late.statusCode).toBe(200);
      expect(diasporaReference.parse(late.json())).toMatchObject({ voted: true, envelope_received: true });
    });

    it.each([
      ['no flag', () => ({}), messages.diasporaStatusRequired],
      ['a flag as text', () => ({ voted: 'po' }), undefined],
      ['no body', () => undefined, undefined],
    ])('refuses %s with 400', async (_, payload, text) => {
      const created = await create();
      const response = await send('PUT', statusUrl(created.id), payload());
      expect(response.statusCode).toBe(400);
      if (text !== undefined) expect(response.json()).toEqual({ Error: text });
    });
  });

  describe('delete', () => {
    it('deletes the coordinator’s own reference with 204; again, or another’s, is 404 with the gone text', async () => {
      const mine = await create();
      const other = await send('DELETE', one(mine.id), undefined, otherToken);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ Error: DIASPORA_REFERENCE_GONE });
      expect(await stored(mine.id)).toBeDefined();
      expect((await send('DELETE', one(mine.id), undefined)).statusCode).toBe(204);
      expect(await stored(mine.id)).toBeUndefined();
      expect((await send('DELETE', one(mine.id), undefined)).json()).toEqual({ Error: DIASPORA_REFERENCE_GONE });
    });

    it.each(['0', '2147483648', 'abc'])('refuses the id %s with 400', async (id) => {
      expect((await send('DELETE', one(id), undefined)).statusCode).toBe(400);
    });
  });
});
