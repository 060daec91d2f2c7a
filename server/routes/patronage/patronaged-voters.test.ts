import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { voterColor } from '../../../src/contract/patronaged-edit';
import { countries, myVotersColors, politicalPreferences, type MyVotersColors } from '../../../src/contract/patronaged-voters';
import { patronagerVoters, voterReferences, voters } from '../../db/schema';
import { messages } from '../../http/messages';
import { ageOn, localIsoDate } from '../../repositories/patronaged-voters';
import { PATRONAGE_LIST_SIZE } from '../../seed/seed';
import { seedExtraPatronager } from '../../seed/seed-accounts';
import { itRefusesWithoutToken, login } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';

const LIST = '/api/patronage/myvoters-colors/';
const PREFERENCES = '/api/patronage/politicalpreference/';
const COUNTRIES = '/api/patronage/country-emigrant/';

const fold = (s: string) => s.toLowerCase().replaceAll('ë', 'e').replaceAll('ç', 'c');

describe('patronaged voters list', () => {
  const t = useTestApp({ logins: ['patronazhist', 'anetar'] });
  let all: MyVotersColors;

  const list = async (token: string, query = '') => {
    const response = await t.get(`${LIST}?limit=1000${query}`, token);
    expect(response.statusCode).toBe(200);
    return myVotersColors.parse(response.json());
  };

  beforeAll(async () => {
    all = await list(t.tokens.patronazhist);
  });

  itRefusesWithoutToken([LIST, PREFERENCES, COUNTRIES], () => t.app);

  it('answers a member who is not a patronager with 404 and the module text', async () => {
    const response = await t.get(LIST, t.tokens.anetar);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Error: messages.noModuleAccess });
  });

  it('lists the patronager’s whole list by surname, name and id', async () => {
    expect(all.count).toBe(PATRONAGE_LIST_SIZE);
    expect(all.data).toHaveLength(PATRONAGE_LIST_SIZE);
    const own = await t.db.select({ id: patronagerVoters.id }).from(patronagerVoters).where(eq(patronagerVoters.memberId, t.seed.accounts.patronazhist));
    expect(all.data.map((v) => v.id).sort((a, b) => a - b)).toEqual(own.map((r) => r.id).sort((a, b) => a - b));
    const page = myVotersColors.parse((await t.get(`${LIST}?limit=10&offset=10`, t.tokens.patronazhist)).json());
    expect(page.count).toBe(PATRONAGE_LIST_SIZE);
    expect(page.data.map((v) => v.id)).toEqual(all.data.slice(10, 20).map((v) => v.id));
  });

  it('shows every row colour, each following the preference’s stance and any member’s referral', async () => {
    expect(new Set(all.data.map((v) => v.voter_color))).toEqual(new Set(['red', 'orange', 'yellow', 'white']));
    const stances = new Map(politicalPreferences.parse((await t.get(PREFERENCES, t.tokens.patronazhist)).json()).map((p) => [p.id, p.stance]));
    const referred = new Set((await t.db.select({ voterId: voterReferences.voterId }).from(voterReferences)).map((r) => r.voterId));
    for (const v of all.data) {
      expect(v.has_reference).toBe(referred.has(v.voter.id));
      const stance = v.political_preference === null ? null : (stances.get(v.political_preference.id) ?? null);
      expect(v.voter_color).toBe(voterColor(stance, v.has_reference));
    }
  });

  it('carries the patronager’s own contact copy, ages, emigrant details and the safety rating', async () => {
    const stored = new Map(
      (await t.db.select().from(patronagerVoters).where(eq(patronagerVoters.memberId, t.seed.accounts.patronazhist))).map((r) => [r.id, r]),
    );
    const today = localIsoDate();
    for (const v of all.data) {
      const row = stored.get(v.id);
      expect(v.voter.phone).toBe(row?.phone);
      expect(v.voter.email).toBe(row?.email);
      expect(v.voter.age).toBe(ageOn(v.voter.dob, today));
      expect(v.voter.first_time).toBe(v.voter.age <= 21);
      expect(v.voter.is_partymember).toBe(false);
      expect(v.safety_rating).toBe(row?.safetyRating === 0 ? null : row?.safetyRating);
      expect(v.emigrant_info === null).toBe(!v.voter.is_emigrant);
    }
    const emigrants = all.data.filter((v) => v.voter.is_emigrant);
    expect(emigrants.length).toBeGreaterThanOrEqual(2);
    expect(emigrants.some((v) => v.emigrant_info?.country_emigrant !== null)).toBe(true);
    expect(all.data.some((v) => v.voter.phone !== null)).toBe(true);
  });

  it('filters by nid, name and surname prefixes, ignoring case, ë and ç', async () => {
    const sample = all.data.find((v) => /[ëç]/i.test(v.voter.surname)) ?? all.data[0];
    if (!sample) throw new Error('empty list');
    const surname = fold(sample.voter.surname).slice(0, 4);
    for (const [query, check] of [
      [`&nid=${sample.voter.nid.slice(0, 4).toLowerCase()}`, (v: MyVotersColors['data'][number]) => v.voter.nid.toLowerCase().startsWith(sample.voter.nid.slice(0, 4).toLowerCase())],
      [`&surname=${encodeURIComponent(surname.toUpperCase())}`, (v: MyVotersColors['data'][number]) => fold(v.voter.surname).startsWith(surname)],
      [
        `&name=${encodeURIComponent(fold(sample.voter.name))}&surname=${encodeURIComponent(sample.voter.surname)}`,
        (v: MyVotersColors['data'][number]) => fold(v.voter.name).startsWith(fold(sample.voter.name)) && fold(v.voter.surname).startsWith(fold(sample.voter.surname)),
      ],
    ] as const) {
      const found = await list(t.tokens.patronazhist, query);
      expect(found.data.map((v) => v.id), query).toContain(sample.id);
      expect(found.count, query).toBe(found.data.length);
      expect(found.data.map((v) => v.id), query).toEqual(all.data.filter(check).map((v) => v.id));
    }
    expect((await list(t.tokens.patronazhist, '&surname=%25')).count).toBe(0);
  });

  it('shows another patronager only their own voters', async () => {
    const [voter] = await t.db.select({ id: voters.id, phone: voters.phone }).from(voters).orderBy(asc(voters.id)).limit(1);
    const other = await seedExtraPatronager(t.db, { username: 'patronazhist-list', password: 'tjeter', voterIds: [voter?.id ?? 1] });
    const theirs = await list(await login(t.app, 'patronazhist-list', 'tjeter'));
    expect(theirs.count).toBe(1);
    expect(theirs.data.map((v) => v.id)).toEqual(other.patronagerVoterIds);
    expect(theirs.data[0]?.voter.phone).toBe(voter?.phone);
    expect((await list(t.tokens.patronazhist)).count).toBe(PATRONAGE_LIST_SIZE);
  });

  it.each(['limit=0', 'limit=1001', 'offset=-1', 'offset=2147483648', 'nid=a%00', `name=${'x'.repeat(101)}`, 'surname=a&surname=b'])('refuses the query %s with 400', async (query) => {
    const response = await t.get(`${LIST}?${query}`, t.tokens.patronazhist);
    expect(response.statusCode).toBe(400);
    expect(typeof response.json<{ Error: unknown }>().Error).toBe('string');
  });

  it('gives every member the preferences (every stance) and the countries as plain arrays', async () => {
    const preferences = politicalPreferences.parse((await t.get(PREFERENCES, t.tokens.anetar)).json());
    expect(new Set(preferences.map((p) => p.stance))).toEqual(new Set(['supporter', 'undecided', 'negative', 'opposed']));
    const list = countries.parse((await t.get(COUNTRIES, t.tokens.anetar)).json());
    expect(list.length).toBeGreaterThan(5);
    expect(list.map((c) => c.country_name)).toContain('Itali');
  });
});
