import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ftvEditOfListed, type FtvVoterEdit } from '../../../src/contract/ftv-voter-edit';
import { ftvVoter, myFtvVoters, type FtvVoterConflict } from '../../../src/contract/ftv-voters';
import { CLIENT_ID_HEADER, CLIENT_SEQ_HEADER } from '../../../src/contract/headers';
import { politicalPreferences } from '../../../src/contract/patronaged-voters';
import { clientEntitySeqs, ftvVoters, voters } from '../../db/schema';
import { messages } from '../../http/messages';
import { createMember } from '../../seed/seed-accounts';
import { FTV_LIST_SIZE } from '../../seed/seed-coordinators';
import { login, itRefusesWithoutToken, tokenHeader } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';

const LIST = '/api/patronage/my-ftv-voters/';
const url = (id: number | string) => `/api/patronage/set-ftv-voter-preference/${id}/`;

describe('first-time voters', () => {
  const t = useTestApp({ logins: ['vhp', 'anetar', 'diaspora'] });
  /** The vhp coordinator's rows, handed out one per test so tests stay independent. */
  let free: number[];
  let preferenceIds: number[];
  let otherToken: string;
  let otherRow: number;

  beforeAll(async () => {
    free = (await t.db.select({ id: ftvVoters.id }).from(ftvVoters).where(eq(ftvVoters.memberId, t.seed.accounts.vhp)).orderBy(asc(ftvVoters.id))).map((r) => r.id);
    preferenceIds = politicalPreferences.parse((await t.get('/api/patronage/politicalpreference/', t.tokens.vhp)).json()).map((p) => p.id);
    // A second coordinator with one voter of their own.
    const memberId = await createMember(t.db, { username: 'vhp-tjeter', password: 'tjeter', name: 'Erion', surname: 'Dema', isFtvCoordinator: true });
    const [voter] = await t.db.select({ id: voters.id }).from(voters).orderBy(asc(voters.id)).limit(1);
    const [row] = await t.db.insert(ftvVoters).values({ memberId, voterId: voter?.id ?? 1 }).returning({ id: ftvVoters.id });
    otherRow = row?.id ?? -1;
    otherToken = await login(t.app, 'vhp-tjeter', 'tjeter');
  });

  function take(): number {
    const id = free.shift();
    if (id === undefined) throw new Error('the seed ran out of first-time voters');
    return id;
  }
  const edit = (over: Partial<FtvVoterEdit> = {}): FtvVoterEdit => ({
    political_preference_id: preferenceIds[0] ?? -1,
    safety_rating: 1,
    email: null,
    phone: null,
    comment: null,
    ...over,
  });
  const put = (id: number | string, payload: unknown, options: { token?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({
      method: 'PUT',
      url: url(id),
      headers: { ...tokenHeader(options.token ?? t.tokens.vhp), 'content-type': 'application/json', ...options.headers },
      payload: payload === undefined ? '' : JSON.stringify(payload),
    });
  const device = (clientId: string, seq: number) => ({ [CLIENT_ID_HEADER]: clientId, [CLIENT_SEQ_HEADER]: String(seq) });
  async function stored(id: number) {
    const [row] = await t.db.select().from(ftvVoters).where(eq(ftvVoters.id, id));
    if (!row) throw new Error(`no row ${id}`);
    return row;
  }
  const list = async (token: string, query = '') => {
    const response = await t.get(`${LIST}?limit=1000${query}`, token);
    expect(response.statusCode).toBe(200);
    return myFtvVoters.parse(response.json());
  };
  async function seen(id: number): Promise<FtvVoterEdit> {
    const voter = (await list(t.tokens.vhp)).data.find((v) => v.id === id);
    if (!voter) throw new Error(`row ${id} is not listed`);
    return ftvEditOfListed(voter);
  }

  itRefusesWithoutToken([LIST], () => t.app);

  it('lists the coordinator’s own voters with every safety value, paged with the total', async () => {
    const all = await list(t.tokens.vhp);
    expect(all.count).toBe(FTV_LIST_SIZE);
    expect(new Set(all.data.map((v) => v.safety_rating))).toEqual(new Set([0, 1, 2, 3]));
    expect(all.data.every((v) => (v.safety_rating === 0) === (v.political_preference === null))).toBe(true);
    const page = myFtvVoters.parse((await t.get(`${LIST}?limit=5&offset=10`, t.tokens.vhp)).json());
    expect(page).toEqual({ data: all.data.slice(10, 15), count: FTV_LIST_SIZE });
    expect((await list(otherToken)).data.map((v) => v.id)).toEqual([otherRow]);
  });

  it('filters by nid, name, surname and station code prefixes ignoring case', async () => {
    const all = await list(t.tokens.vhp);
    const sample = all.data[7];
    if (!sample) throw new Error('too few seeded voters');
    for (const [filter, value] of [
      ['code', sample.voter.nid.slice(0, 4).toLowerCase()],
      ['name', sample.voter.name.slice(0, 3)],
      ['surname', sample.voter.surname.toUpperCase()],
      ['qv_code', sample.voter.qv.code],
    ] as const) {
      const found = await list(t.tokens.vhp, `&${filter}=${encodeURIComponent(value)}`);
      expect(found.data.map((v) => v.id), filter).toContain(sample.id);
      expect(found.count).toBe(found.data.length);
    }
    expect((await list(t.tokens.vhp, '&qv_code=zz')).count).toBe(0);
  });

  it('refuses members without the coordinator flag with 404 and the module text', async () => {
    const id = free[0] ?? -1;
    const before = await stored(id);
    for (const token of [t.tokens.anetar, t.tokens.diaspora]) {
      for (const response of [await t.get(LIST, token), await put(id, edit(), { token })]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ Error: messages.noModuleAccess });
      }
    }
    expect(await stored(id)).toEqual(before);
  });

  it('saves a normalised assessment and answers with the listed voter', async () => {
    const id = take();
    const response = await put(id, edit({ political_preference_id: preferenceIds[2] ?? -1, safety_rating: 3, email: ' Vota@Example.COM ', phone: ' 0691234567 ', comment: '' }));
    expect(response.statusCode).toBe(200);
    expect(ftvVoter.parse(response.json())).toMatchObject({ id, political_preference: { id: preferenceIds[2] }, safety_rating: 3, email: 'vota@example.com', phone: '0691234567', comment: null });
    expect(await stored(id)).toMatchObject({ politicalPreferenceId: preferenceIds[2], safetyRating: 3, email: 'vota@example.com', comment: null });
  });

  it.each([
    ['no preference', { political_preference_id: null }, messages.ftvPreferenceRequired],
    ['no safety', { safety_rating: null }, messages.ftvSafetyRequired],
    ['safety 0 (not assessed)', { safety_rating: 0 }, messages.ftvSafetyRequired],
    ['an invalid email', { email: 'jo-email' }, messages.emailInvalid],
    ['an unknown preference', { political_preference_id: 999_999 }, messages.preferenceUnknown],
  ])('refuses %s with 400 and the form’s text, changing nothing', async (_, over, text) => {
    const id = free[0] ?? -1;
    const before = await stored(id);
    const response = await put(id, { ...edit(), ...over });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: text });
    expect(await stored(id)).toEqual(before);
  });

  it.each([
    ['no body', () => undefined],
    ['an array', () => [1]],
    ['a safety of 4', () => ({ ...edit(), safety_rating: 4 })],
    ['a preference above int4', () => ({ ...edit(), political_preference_id: 2_147_483_648 })],
    ['a preference as text', () => ({ ...edit(), political_preference_id: 'abc' })],
    ['NUL in the comment', () => ({ ...edit(), comment: 'a\u0000b' })],
    ['a phone too long', () => ({ ...edit(), phone: '1'.repeat(31) })],
    ['a malformed base', () => ({ ...edit(), base: { safety_rating: 9 } })],
  ])('refuses %s with 400', async (_, payload) => {
    const response = await put(free[0] ?? -1, payload());
    expect(response.statusCode).toBe(400);
    expect(typeof response.json<{ Error: unknown }>().Error).toBe('string');
  });

  it.each(['0', '-1', '2147483648', 'abc'])('refuses the id %s with 400', async (id) => {
    const response = await put(id, edit());
    expect(response.statusCode).toBe(400);
    expect(response.json<{ Error: string }>().Error).toContain("'id'");
  });

  it('answers another coordinator’s voter, and an unknown one, with 404 and changes nothing', async () => {
    const mine = free[0] ?? -1;
    const before = await stored(mine);
    for (const [id, token] of [
      [mine, otherToken],
      [otherRow, t.tokens.vhp],
      [2_000_000, t.tokens.vhp],
    ] as const) {
      const response = await put(id, edit({ comment: 'nuk duhet' }), { token });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: messages.ftvVoterNotFound });
    }
    expect(await stored(mine)).toEqual(before);
    expect((await stored(otherRow)).comment).toBeNull();
  });

  describe('two devices', () => {
    it('answers a stale base with 409 and the server’s values, writing nothing and claiming no seq', async () => {
      const id = take();
      const base = await seen(id);
      const fromB = edit({ comment: 'Nga pajisja B', safety_rating: 2 });
      expect((await put(id, { ...fromB, base })).statusCode).toBe(200);
      const conflict = await put(id, { ...edit({ comment: 'Nga pajisja A' }), base }, { headers: device('device-f', 3) });
      expect(conflict.statusCode).toBe(409);
      // A full base names every field: contested are those B changed to a value A does not set.
      const fields = (['safety_rating', 'comment'] as const).filter((field) => base[field] !== fromB[field]);
      expect(conflict.json<FtvVoterConflict>()).toEqual({ Error: messages.ftvConflict, current: fromB, fields });
      expect((await stored(id)).comment).toBe('Nga pajisja B');
      const seqs = await t.db.select().from(clientEntitySeqs).where(and(eq(clientEntitySeqs.clientId, 'device-f'), eq(clientEntitySeqs.entity, `ftv:${id}`)));
      expect(seqs).toEqual([]);
      const decided = await put(id, { ...edit({ comment: 'Nga pajisja A' }), base: fromB }, { headers: device('device-f', 3) });
      expect(decided.statusCode).toBe(200);
      expect(ftvVoter.parse(decided.json()).comment).toBe('Nga pajisja A');
    });

    it('accepts a repeat whose first answer was lost, and a base differing only in blanks and case', async () => {
      const id = take();
      const base = await seen(id);
      const change = { ...edit({ comment: 'Një herë', email: 'x@y.al' }), base };
      expect((await put(id, change)).statusCode).toBe(200);
      expect((await put(id, change)).statusCode).toBe(200);
      const now = await seen(id);
      const padded = { ...now, comment: ' Një herë ', email: 'X@Y.AL' };
      expect((await put(id, { ...edit({ comment: 'Dy herë' }), base: padded })).statusCode).toBe(200);
    });

    it('ignores an older or repeated seq from the same device, answering with the stored voter', async () => {
      const id = take();
      expect((await put(id, edit({ comment: 'seq 5' }), { headers: device('phone-f', 5) })).statusCode).toBe(200);
      for (const seq of [4, 5]) {
        const late = await put(id, edit({ comment: `seq ${seq} vonë` }), { headers: device('phone-f', seq) });
        expect(late.statusCode).toBe(200);
        expect(ftvVoter.parse(late.json()).comment).toBe('seq 5');
      }
      expect((await stored(id)).comment).toBe('seq 5');
    });
  });

  describe('field by field', () => {
    /** A row of the coordinator's still free ones with the stored safety asked for (0: not assessed yet). */
    async function takeWhere(assessed: boolean): Promise<number> {
      for (const [index, id] of free.entries()) {
        if (((await stored(id)).safetyRating !== 0) === assessed) {
          free.splice(index, 1);
          return id;
        }
      }
      throw new Error('the seed ran out of first-time voters');
    }

    it('applies only the fields the base names: another device’s change to other fields stays', async () => {
      const id = await takeWhere(true);
      const before = await seen(id);
      const fromB = { ...before, phone: '0692223334', comment: 'Nga B' };
      expect((await put(id, { ...fromB, base: { phone: before.phone, comment: before.comment } }, { headers: device('device-b', 1) })).statusCode).toBe(200);
      const preference = preferenceIds.find((p) => p !== before.political_preference_id) ?? -1;
      const fromA = { ...before, political_preference_id: preference, safety_rating: before.safety_rating === 3 ? 2 : 3 };
      const response = await put(id, { ...fromA, base: { political_preference_id: before.political_preference_id, safety_rating: before.safety_rating } }, { headers: device('device-a', 1) });
      expect(response.statusCode).toBe(200);
      expect(ftvVoter.parse(response.json())).toMatchObject({ political_preference: { id: preference }, safety_rating: fromA.safety_rating, phone: '0692223334', comment: 'Nga B' });
      expect(await stored(id)).toMatchObject({ politicalPreferenceId: preference, safetyRating: fromA.safety_rating, phone: '0692223334', comment: 'Nga B' });
    });

    it('answers a changed field whose base is stale with 409 naming exactly it, writing nothing and claiming no seq', async () => {
      const id = await takeWhere(true);
      const before = await seen(id);
      expect((await put(id, { ...before, comment: 'Nga B', phone: '0693334445' })).statusCode).toBe(200);
      const row = await stored(id);
      const fromA = { ...before, comment: 'Nga A', email: 'a@shembull.al' };
      const conflict = await put(id, { ...fromA, base: { comment: before.comment, email: before.email } }, { headers: device('device-g', 4) });
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json<FtvVoterConflict>()).toEqual({ Error: messages.ftvConflict, current: await seen(id), fields: ['comment'] });
      expect(await stored(id)).toEqual(row);
      const seqs = await t.db.select().from(clientEntitySeqs).where(and(eq(clientEntitySeqs.clientId, 'device-g'), eq(clientEntitySeqs.entity, `ftv:${id}`)));
      expect(seqs).toEqual([]);
    });

    it('accepts the retry of an applied change with 200, not 409', async () => {
      const id = await takeWhere(true);
      const before = await seen(id);
      const change = { ...before, comment: 'Një herë', base: { comment: before.comment } };
      expect((await put(id, change)).statusCode).toBe(200);
      expect((await put(id, { ...before, comment: 'Një herë', phone: '0694445556' })).statusCode).toBe(200);
      const retry = await put(id, change);
      expect(retry.statusCode).toBe(200);
      expect(ftvVoter.parse(retry.json())).toMatchObject({ comment: 'Një herë', phone: '0694445556' });
    });

    it.each([
      ['no preference (only the comment changed on a voter not assessed yet)', (edit: FtvVoterEdit) => ({ base: { comment: edit.comment } }), messages.ftvPreferenceRequired],
      ['no safety (only the preference changed)', () => ({ base: { political_preference_id: null } }), messages.ftvSafetyRequired],
      ['an invalid email', () => ({ email: 'jo-email', base: { political_preference_id: null, safety_rating: 0, email: null } }), messages.emailInvalid],
    ])('refuses a merged record with %s: 400 with the form’s text, changing nothing', async (_, over, text) => {
      const id = await takeWhere(false);
      const row = await stored(id);
      const response = await put(id, { ...edit({ comment: 'Koment' }), ...over(await seen(id)) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: text });
      expect(await stored(id)).toEqual(row);
    });

    it('applies the whole body without a base', async () => {
      const id = await takeWhere(true);
      expect((await put(id, edit({ phone: '0695556667', comment: 'E para' }))).statusCode).toBe(200);
      expect((await put(id, edit({ comment: 'E dyta' }))).statusCode).toBe(200);
      expect(await stored(id)).toMatchObject({ phone: null, comment: 'E dyta' });
    });

    it('applies nothing for an empty base, even on a voter not assessed yet', async () => {
      const id = await takeWhere(false);
      const row = await stored(id);
      const response = await put(id, { ...edit({ comment: 'Nuk ruhet' }), base: {} });
      expect(response.statusCode).toBe(200);
      expect(ftvVoter.parse(response.json())).toMatchObject({ safety_rating: 0, political_preference: null });
      expect(await stored(id)).toEqual(row);
    });

    it('answers another coordinator’s voter with 404 for a partial base, changing nothing', async () => {
      const id = await takeWhere(true);
      const before = await seen(id);
      const row = await stored(id);
      const response = await put(id, { ...before, comment: 'nuk duhet', base: { comment: before.comment } }, { token: otherToken });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: messages.ftvVoterNotFound });
      expect(await stored(id)).toEqual(row);
    });

    it.each([
      ['a preference id as text', { political_preference_id: 'abc' }],
      ['a safety of 4', { safety_rating: 4 }],
      ['a safety of null', { safety_rating: null }],
      ['an email too long', { email: 'a'.repeat(255) }],
      ['an array', [1]],
      ['null', null],
    ])('refuses a partial base with %s with 400, changing nothing', async (_, base) => {
      const id = free[0] ?? -1;
      const row = await stored(id);
      const response = await put(id, { ...edit({ comment: 'jo' }), base });
      expect(response.statusCode).toBe(400);
      expect(typeof response.json<{ Error: unknown }>().Error).toBe('string');
      expect(await stored(id)).toEqual(row);
    });

    it('ignores a field the base names that is not editable', async () => {
      const id = await takeWhere(true);
      const row = await stored(id);
      const response = await put(id, { ...edit({ comment: 'jo' }), base: { voter_id: 1, memberId: 1 } });
      expect(response.statusCode).toBe(200);
      expect(await stored(id)).toEqual(row);
    });
  });
});
