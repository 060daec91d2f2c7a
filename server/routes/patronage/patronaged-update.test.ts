import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ID_HEADER, CLIENT_SEQ_HEADER } from '../../../src/contract/headers';
import { editOfListed, normalizePatronagedEdit, type PatronagedEdit } from '../../../src/contract/patronaged-edit';
import { countries, patronagedVoter, politicalPreferences, type PatronagedConflict } from '../../../src/contract/patronaged-voters';
import { clientEntitySeqs, patronagerVoters, voters } from '../../db/schema';
import { messages } from '../../http/messages';
import { seedExtraPatronager } from '../../seed/seed-accounts';
import { login, tokenHeader } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';

const url = (id: number | string) => `/api/patronage/patronager/voter-update/${id}/`;

describe('patronaged voter update', () => {
  const t = useTestApp({ logins: ['patronazhist', 'anetar'] });
  /** The patronazhist's rows, handed out one per test so tests stay independent. */
  let free: number[];
  let supporter: number;
  let negative: number;
  let countryId: number;

  beforeAll(async () => {
    free = (
      await t.db.select({ id: patronagerVoters.id }).from(patronagerVoters).where(eq(patronagerVoters.memberId, t.seed.accounts.patronazhist)).orderBy(asc(patronagerVoters.id))
    ).map((r) => r.id);
    const preferences = politicalPreferences.parse((await t.get('/api/patronage/politicalpreference/', t.tokens.patronazhist)).json());
    supporter = preferences.find((p) => p.stance === 'supporter')?.id ?? -1;
    negative = preferences.find((p) => p.stance === 'negative')?.id ?? -1;
    countryId = countries.parse((await t.get('/api/patronage/country-emigrant/', t.tokens.patronazhist)).json())[0]?.id ?? -1;
  });

  function take(): number {
    const id = free.shift();
    if (id === undefined) throw new Error('the seed ran out of patronaged voters');
    return id;
  }
  const edit = (over: Partial<PatronagedEdit> = {}): PatronagedEdit => ({
    political_preference_id: supporter,
    safety_rating: 1,
    is_emigrant: false,
    country_emigrant_id: null,
    phone: null,
    email: null,
    comment: null,
    emigrant_city: null,
    emigrant_address: null,
    emigrant_zipcode: null,
    emigrant_has_documents: null,
    emigrant_votes_in_box: null,
    ...over,
  });
  const put = (id: number | string, payload: unknown, options: { token?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({
      method: 'PUT',
      url: url(id),
      headers: { ...tokenHeader(options.token ?? t.tokens.patronazhist), 'content-type': 'application/json', ...options.headers },
      payload: payload === undefined ? '' : JSON.stringify(payload),
    });
  const device = (clientId: string, seq: number | string) => ({ [CLIENT_ID_HEADER]: clientId, [CLIENT_SEQ_HEADER]: String(seq) });
  async function stored(id: number) {
    const [row] = await t.db.select().from(patronagerVoters).where(eq(patronagerVoters.id, id));
    if (!row) throw new Error(`no row ${id}`);
    return row;
  }
  /** What the server holds now, as the update call takes it. */
  async function currentEdit(id: number): Promise<PatronagedEdit> {
    const response = await t.get(`/api/patronage/myvoters-colors/?limit=1000`, t.tokens.patronazhist);
    const voter = (response.json<{ data: unknown[] }>().data.map((v) => patronagedVoter.parse(v))).find((v) => v.id === id);
    if (!voter) throw new Error(`row ${id} is not listed`);
    return normalizePatronagedEdit(editOfListed(voter));
  }

  it('saves a normalised edit and answers with the listed voter', async () => {
    const id = take();
    const response = await put(id, {
      ...edit({ political_preference_id: negative, safety_rating: 2, phone: ' 0691112223 ', email: ' Ana.Hoxha@Example.COM ', comment: 'Takuar sot' }),
      is_emigrant: true,
      country_emigrant_id: countryId,
      emigrant_city: 'Milano',
      emigrant_zipcode: '',
      emigrant_has_documents: true,
    });
    expect(response.statusCode).toBe(200);
    const voter = patronagedVoter.parse(response.json());
    expect(voter).toMatchObject({
      id,
      political_preference: { id: negative },
      safety_rating: 2,
      comment: 'Takuar sot',
      voter: { phone: '0691112223', email: 'ana.hoxha@example.com', is_emigrant: true },
      emigrant_info: { country_emigrant: { id: countryId }, city: 'Milano', zip_code: null, has_regular_documents: true, votes_in_box: null },
    });
    expect(await stored(id)).toMatchObject({ politicalPreferenceId: negative, safetyRating: 2, email: 'ana.hoxha@example.com', countryEmigrantId: countryId, emigrantZipcode: null });
    // The national list is untouched: the phone is the patronager's own copy.
    const [listed] = await t.db.select({ phone: voters.phone }).from(voters).innerJoin(patronagerVoters, eq(patronagerVoters.voterId, voters.id)).where(eq(patronagerVoters.id, id));
    expect(listed?.phone).not.toBe('0691112223');
  });

  it('stores no safety without a preference and drops emigrant details of a non-emigrant', async () => {
    const id = take();
    const response = await put(id, edit({ political_preference_id: null, safety_rating: 3, country_emigrant_id: countryId, emigrant_city: 'Paris' }));
    expect(response.statusCode).toBe(200);
    const voter = patronagedVoter.parse(response.json());
    expect(voter).toMatchObject({ political_preference: null, safety_rating: null, emigrant_info: null });
    expect(await stored(id)).toMatchObject({ politicalPreferenceId: null, safetyRating: 0, countryEmigrantId: null, emigrantCity: null });
  });

  it.each([
    ['a preference without safety', { safety_rating: null }, messages.safetyRequired],
    ['an emigrant without a country', { is_emigrant: true, country_emigrant_id: null }, messages.emigrantCountryRequired],
    ['an invalid email', { email: 'jo-email' }, messages.emailInvalid],
    ['an unknown preference', { political_preference_id: 999_999 }, messages.preferenceUnknown],
    ['an unknown country', { is_emigrant: true, country_emigrant_id: 999_999 }, messages.countryUnknown],
  ])('refuses %s with 400 and the form’s text, changing nothing', async (_, over, text) => {
    const id = free[0] ?? -1;
    const before = await stored(id);
    const response = await put(id, edit(over));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: text });
    expect(await stored(id)).toEqual(before);
  });

  it.each([
    ['no body', undefined],
    ['an array', [1]],
    ['a missing is_emigrant', { political_preference_id: null, safety_rating: null }],
    ['is_emigrant as text', { ...edit(), is_emigrant: 'yes' }],
    ['a preference above int4', { ...edit(), political_preference_id: 2_147_483_648 }],
    ['a preference 0', { ...edit(), political_preference_id: 0 }],
    ['a safety of 4', { ...edit(), safety_rating: 4 }],
    ['a country as text', { ...edit(), country_emigrant_id: 'abc' }],
    ['NUL in the comment', { ...edit(), comment: 'a\u0000b' }],
    ['a phone too long', { ...edit(), phone: '1'.repeat(31) }],
    ['a malformed base', { ...edit(), base: { is_emigrant: 'no' } }],
  ])('refuses %s with 400', async (_, payload) => {
    const response = await put(free[0] ?? -1, payload);
    expect(response.statusCode).toBe(400);
    expect(typeof response.json<{ Error: unknown }>().Error).toBe('string');
  });

  it.each(['0', '-1', '2147483648', 'abc'])('refuses the id %s with 400', async (id) => {
    const response = await put(id, edit());
    expect(response.statusCode).toBe(400);
    expect(response.json<{ Error: string }>().Error).toContain("'id'");
  });

  it('refuses without a token (403) and without the role (404 with the module text)', async () => {
    const id = free[0] ?? -1;
    const before = await stored(id);
    const anonymous = await t.app.inject({ method: 'PUT', url: url(id), payload: edit() });
    expect(anonymous.statusCode).toBe(403);
    const member = await put(id, edit(), { token: t.tokens.anetar });
    expect(member.statusCode).toBe(404);
    expect(member.json()).toEqual({ Error: messages.noModuleAccess });
    expect(await stored(id)).toEqual(before);
  });

  it('answers another patronager’s row, and an unknown one, with 404 and changes nothing', async () => {
    const [voter] = await t.db.select({ id: voters.id }).from(voters).orderBy(asc(voters.id)).limit(1);
    const other = await seedExtraPatronager(t.db, { username: 'patronazhist-tjeter', password: 'tjeter', voterIds: [voter?.id ?? 1] });
    const otherToken = await login(t.app, 'patronazhist-tjeter', 'tjeter');
    const mine = free[0] ?? -1;
    const before = await stored(mine);
    for (const [id, token] of [
      [mine, otherToken],
      [other.patronagerVoterIds[0] ?? -1, t.tokens.patronazhist],
      [2_000_000, t.tokens.patronazhist],
    ] as const) {
      const response = await put(id, edit({ comment: 'nuk duhet' }), { token });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: messages.voterNotInPatronage });
    }
    expect(await stored(mine)).toEqual(before);
    expect((await stored(other.patronagerVoterIds[0] ?? -1)).comment).toBeNull();
  });

  describe('two devices', () => {
    it('answers a stale base with 409 and the server’s values, writing nothing', async () => {
      const id = take();
      const seen = await currentEdit(id);
      const fromB = edit({ comment: 'Nga pajisja B', safety_rating: 2 });
      expect((await put(id, { ...fromB, base: seen })).statusCode).toBe(200);

      const fromA = { ...edit({ comment: 'Nga pajisja A' }), base: seen };
      // A full base names every field: the contested ones are those B changed to a value A does not set.
      const contested = (['safety_rating', 'comment'] as const).filter((field) => seen[field] !== normalizePatronagedEdit(fromB)[field]);
      const conflict = await put(id, fromA, { headers: device('device-a', 3) });
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json<PatronagedConflict>()).toEqual({ Error: messages.patronagedConflict, current: normalizePatronagedEdit(fromB), fields: contested });
      expect((await stored(id)).comment).toBe('Nga pajisja B');
      // The refused change claimed no sequence number: the same seq can carry the member's decision.
      const seqs = await t.db.select().from(clientEntitySeqs).where(and(eq(clientEntitySeqs.clientId, 'device-a'), eq(clientEntitySeqs.entity, `patronaged:${id}`)));
      expect(seqs).toEqual([]);

      const decided = await put(id, { ...edit({ comment: 'Nga pajisja A' }), base: normalizePatronagedEdit(fromB) }, { headers: device('device-a', 3) });
      expect(decided.statusCode).toBe(200);
      expect(patronagedVoter.parse(decided.json()).comment).toBe('Nga pajisja A');
    });

    it('accepts a repeat whose first answer was lost, though its base is now old', async () => {
      const id = take();
      const seen = await currentEdit(id);
      const change = { ...edit({ comment: 'Një herë', email: 'x@y.al' }), base: seen };
      expect((await put(id, change)).statusCode).toBe(200);
      const repeat = await put(id, change);
      expect(repeat.statusCode).toBe(200);
      expect(patronagedVoter.parse(repeat.json())).toMatchObject({ comment: 'Një herë', voter: { email: 'x@y.al' } });
    });

    it('compares normalised values: a base differing only in blanks and case is current', async () => {
      const id = take();
      const seen = await currentEdit(id);
      const base = { ...seen, comment: seen.comment === null ? '  ' : ` ${seen.comment} `, email: seen.email?.toUpperCase() ?? null };
      const response = await put(id, { ...edit({ comment: 'Pa konflikt' }), base });
      expect(response.statusCode).toBe(200);
    });

    it('overwrites without a base (older clients)', async () => {
      const id = take();
      expect((await put(id, edit({ comment: 'E para' }))).statusCode).toBe(200);
      expect((await put(id, edit({ comment: 'E dyta' }))).statusCode).toBe(200);
      expect((await stored(id)).comment).toBe('E dyta');
    });
  });

  describe('per-device order', () => {
    it('ignores an older or repeated seq from the same device and answers with the stored voter', async () => {
      const id = take();
      const newer = await put(id, edit({ comment: 'seq 5' }), { headers: device('phone-p', 5) });
      expect(newer.statusCode).toBe(200);

      for (const seq of [4, 5]) {
        const late = await put(id, edit({ comment: `seq ${seq} vonë` }), { headers: device('phone-p', seq) });
        expect(late.statusCode).toBe(200);
        expect(patronagedVoter.parse(late.json()).comment).toBe('seq 5');
      }
      expect((await stored(id)).comment).toBe('seq 5');

      expect((await put(id, edit({ comment: 'seq 6' }), { headers: device('phone-p', 6) })).statusCode).toBe(200);
      // Another device is not ordered against this one.
      expect((await put(id, edit({ comment: 'tablet 1' }), { headers: device('tablet-p', 1) })).statusCode).toBe(200);
      expect((await stored(id)).comment).toBe('tablet 1');
      const [seq] = await t.db
        .select({ seq: clientEntitySeqs.seq })
        .from(clientEntitySeqs)
        .where(and(eq(clientEntitySeqs.clientId, 'phone-p'), eq(clientEntitySeqs.entity, `patronaged:${id}`)));
      expect(seq?.seq).toBe(6);
    });

    it('refuses a malformed seq with 400, changing nothing', async () => {
      const id = free[0] ?? -1;
      const before = await stored(id);
      const response = await put(id, edit({ comment: 'jo' }), { headers: device('phone-q', 'abc') });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: messages.clientSeqInvalid });
      expect(await stored(id)).toEqual(before);
    });
  });

  describe('field by field', () => {
    /** The bug: B sets phone and comment, A (offline, still seeing the old ones) sets the preference; A's edit must not undo B's. */
    it('applies only the fields the base names: another device’s change to other fields stays', async () => {
      const id = take();
      const seen = await currentEdit(id);
      const fromB = { ...seen, phone: '0692223334', comment: 'Nga B' };
      expect((await put(id, { ...fromB, base: { phone: seen.phone, comment: seen.comment } }, { headers: device('device-b', 1) })).statusCode).toBe(200);

      const fromA = { ...seen, political_preference_id: negative, safety_rating: 3 };
      const response = await put(id, { ...fromA, base: { political_preference_id: seen.political_preference_id, safety_rating: seen.safety_rating } }, { headers: device('device-a', 1) });
      expect(response.statusCode).toBe(200);
      expect(patronagedVoter.parse(response.json())).toMatchObject({ political_preference: { id: negative }, safety_rating: 3, comment: 'Nga B', voter: { phone: '0692223334' } });
      expect(await stored(id)).toMatchObject({ politicalPreferenceId: negative, safetyRating: 3, phone: '0692223334', comment: 'Nga B' });
    });

    it('answers a changed field whose base is stale with 409 naming exactly it, writing nothing and claiming no seq', async () => {
      const id = take();
      const seen = await currentEdit(id);
      expect((await put(id, { ...seen, comment: 'Nga B', phone: '0693334445' }, { headers: device('device-b', 1) })).statusCode).toBe(200);
      const before = await stored(id);

      const fromA = { ...seen, comment: 'Nga A', email: 'a@shembull.al' };
      const conflict = await put(id, { ...fromA, base: { comment: seen.comment, email: seen.email } }, { headers: device('device-a', 7) });
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json<PatronagedConflict>()).toEqual({ Error: messages.patronagedConflict, current: await currentEdit(id), fields: ['comment'] });
      expect(await stored(id)).toEqual(before);
      const seqs = await t.db.select().from(clientEntitySeqs).where(and(eq(clientEntitySeqs.clientId, 'device-a'), eq(clientEntitySeqs.entity, `patronaged:${id}`)));
      expect(seqs).toEqual([]);

      // Keep mine: the same change on the server's value of the contested field, with the same seq.
      const decided = await put(id, { ...fromA, base: { comment: 'Nga B', email: seen.email } }, { headers: device('device-a', 7) });
      expect(decided.statusCode).toBe(200);
      expect(await stored(id)).toMatchObject({ comment: 'Nga A', email: 'a@shembull.al', phone: '0693334445' });
    });

    it('accepts the retry of an applied change (the server already holds it) with 200, not 409', async () => {
      const id = take();
      const seen = await currentEdit(id);
      const change = { ...seen, comment: 'Një herë', base: { comment: seen.comment } };
      expect((await put(id, change)).statusCode).toBe(200);
      // Meanwhile another device changes another field; the lost answer's retry still applies cleanly.
      expect((await put(id, { ...seen, comment: 'Një herë', phone: '0694445556' }, { headers: device('device-b', 1) })).statusCode).toBe(200);
      const retry = await put(id, change);
      expect(retry.statusCode).toBe(200);
      expect(patronagedVoter.parse(retry.json())).toMatchObject({ comment: 'Një herë', voter: { phone: '0694445556' } });
    });

    it('compares normalised values: a partial base differing only in blanks and case is current', async () => {
      const id = take();
      const seen = await currentEdit(id);
      const base = { comment: seen.comment === null ? '  ' : ` ${seen.comment} `, email: seen.email?.toUpperCase() ?? null };
      const response = await put(id, { ...seen, comment: 'Pa konflikt', email: 'Tjeter@Shembull.AL', base });
      expect(response.statusCode).toBe(200);
      expect(await stored(id)).toMatchObject({ comment: 'Pa konflikt', email: 'tjeter@shembull.al' });
    });

    it.each([
      [
        'an emigrant without a country (the body names one, but only is_emigrant changed)',
        (seen: PatronagedEdit) => ({ ...seen, is_emigrant: true, country_emigrant_id: countryId, base: { is_emigrant: false } }),
        messages.emigrantCountryRequired,
      ],
      ['a preference whose safety is cleared', (seen: PatronagedEdit) => ({ ...seen, safety_rating: null, base: { safety_rating: seen.safety_rating } }), messages.safetyRequired],
      ['an invalid email', (seen: PatronagedEdit) => ({ ...seen, email: 'jo-email', base: { email: seen.email } }), messages.emailInvalid],
    ])('refuses a merged record with %s: 400 with the form’s text, changing nothing', async (_, payload, text) => {
      const id = take();
      expect((await put(id, edit({ political_preference_id: supporter, safety_rating: 2 }))).statusCode).toBe(200);
      const before = await stored(id);
      const response = await put(id, payload(await currentEdit(id)));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: text });
      expect(await stored(id)).toEqual(before);
    });

    it('checks the merged record, not the fields the base leaves out', async () => {
      const id = take();
      const seen = await currentEdit(id);
      // A preference without safety in the body, but only the comment changed: the stored record stays valid.
      const response = await put(id, { ...seen, political_preference_id: supporter, safety_rating: null, comment: 'Vetëm komenti', base: { comment: seen.comment } });
      expect(response.statusCode).toBe(200);
      expect(await stored(id)).toMatchObject({ politicalPreferenceId: seen.political_preference_id, comment: 'Vetëm komenti' });
    });

    it('applies the whole body without a base', async () => {
      const id = take();
      expect((await put(id, edit({ phone: '0695556667', comment: 'E para' }))).statusCode).toBe(200);
      expect((await put(id, edit({ comment: 'E dyta' }))).statusCode).toBe(200);
      expect(await stored(id)).toMatchObject({ phone: null, comment: 'E dyta' });
    });

    it('applies nothing for an empty base and answers with the stored voter', async () => {
      const id = take();
      expect((await put(id, edit({ comment: 'Ruajtur' }))).statusCode).toBe(200);
      const before = await stored(id);
      const response = await put(id, { ...edit({ comment: 'Nuk ruhet', email: 'jo-email' }), base: {} });
      expect(response.statusCode).toBe(200);
      expect(patronagedVoter.parse(response.json()).comment).toBe('Ruajtur');
      expect(await stored(id)).toEqual(before);
    });

    it('answers another patronager’s row with 404 for a partial base, changing nothing', async () => {
      const [voter] = await t.db.select({ id: voters.id }).from(voters).orderBy(asc(voters.id)).limit(1);
      await seedExtraPatronager(t.db, { username: 'patronazhist-fusha', password: 'fusha', voterIds: [voter?.id ?? 1] });
      const otherToken = await login(t.app, 'patronazhist-fusha', 'fusha');
      const id = take();
      const seen = await currentEdit(id);
      const before = await stored(id);
      const response = await put(id, { ...seen, comment: 'nuk duhet', base: { comment: seen.comment } }, { token: otherToken });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: messages.voterNotInPatronage });
      expect(await stored(id)).toEqual(before);
    });

    it.each([
      ['a preference id as text', { political_preference_id: 'abc' }],
      ['a preference id 0', { political_preference_id: 0 }],
      ['a safety of 7', { safety_rating: 7 }],
      ['a null is_emigrant', { is_emigrant: null }],
      ['NUL in a comment', { comment: 'a\u0000b' }],
      ['an array', [1]],
      ['null', null],
    ])('refuses a partial base with %s with 400, changing nothing', async (_, base) => {
      const id = free[0] ?? -1;
      const before = await stored(id);
      const response = await put(id, { ...edit({ comment: 'jo' }), base });
      expect(response.statusCode).toBe(400);
      expect(typeof response.json<{ Error: unknown }>().Error).toBe('string');
      expect(await stored(id)).toEqual(before);
    });

    it('ignores a field the base names that is not editable', async () => {
      const id = take();
      const before = await stored(id);
      const response = await put(id, { ...edit({ comment: 'jo' }), base: { verified: true, memberId: 1 } });
      expect(response.statusCode).toBe(200);
      expect(await stored(id)).toEqual(before);
    });
  });
});
