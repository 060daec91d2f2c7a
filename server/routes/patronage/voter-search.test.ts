import { asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VOTER_NAME_SEARCH_LIMIT, voterSearchResults } from '../../../src/contract/referred-voters';
import { pollingStations, voters } from '../../db/schema';
import { messages } from '../../http/messages';
import { createStations } from '../../seed/seed-accounts';
import { itRefusesWithoutToken } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';

const NID = '/api/patronage/voter-search-nid/';
const NAME = '/api/patronage/anetar-search-voters-name-surname/';

const fold = (s: string) => s.toLowerCase().replaceAll('ë', 'e').replaceAll('ç', 'c');
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe('national voter searches (the referral form)', () => {
  const t = useTestApp({ logins: ['anetar'] });

  itRefusesWithoutToken([`${NID}?nid=A`, `${NAME}?name=a&surname=b`], () => t.app);

  it('finds one voter by nid, ignoring case, with the station code', async () => {
    const [voter] = await t.db
      .select({ id: voters.id, nid: voters.nid, code: pollingStations.code })
      .from(voters)
      .innerJoin(pollingStations, eq(pollingStations.id, voters.qvId))
      .orderBy(asc(voters.id))
      .limit(1);
    if (!voter) throw new Error('no voter');
    for (const typed of [voter.nid, voter.nid.toLowerCase(), ` ${voter.nid} `]) {
      const response = await t.get(`${NID}?${q({ nid: typed })}`, t.tokens.anetar);
      expect(response.statusCode).toBe(200);
      const found = voterSearchResults.parse(response.json());
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ id: voter.id, nid: voter.nid, qv_code_full: voter.code });
    }
    // Exact only: a prefix finds nothing.
    expect(voterSearchResults.parse((await t.get(`${NID}?${q({ nid: voter.nid.slice(0, 6) })}`, t.tokens.anetar)).json())).toEqual([]);
  });

  it.each(['', 'nid=', 'nid=%20', 'nid=A%00B', `nid=${'A'.repeat(21)}`, 'nid=a&nid=b'])('refuses the nid query "%s" with 400', async (query) => {
    const response = await t.get(`${NID}?${query}`, t.tokens.anetar);
    expect(response.statusCode).toBe(400);
    expect(typeof response.json<{ Error: unknown }>().Error).toBe('string');
  });

  it('finds voters by name and surname prefixes, ignoring case, ë and ç', async () => {
    const [voter] = await t.db
      .select({ id: voters.id, name: voters.name, surname: voters.surname, fatherName: voters.fatherName })
      .from(voters)
      .where(like(voters.name, '%ë%'))
      .orderBy(asc(voters.id))
      .limit(1);
    if (!voter) throw new Error('the seed has no voter with ë in the name');
    const name = fold(voter.name).slice(0, 4);
    const surname = fold(voter.surname).slice(0, 3).toUpperCase();
    const response = await t.get(`${NAME}?${q({ name, surname })}`, t.tokens.anetar);
    expect(response.statusCode).toBe(200);
    const found = voterSearchResults.parse(response.json());
    expect(found.map((v) => v.id)).toContain(voter.id);
    for (const v of found) {
      expect(fold(v.name).startsWith(name)).toBe(true);
      expect(fold(v.surname).startsWith(surname.toLowerCase())).toBe(true);
    }
    const withFather = voterSearchResults.parse((await t.get(`${NAME}?${q({ name, surname, father_name: fold(voter.fatherName) })}`, t.tokens.anetar)).json());
    expect(withFather.map((v) => v.id)).toContain(voter.id);
    expect(withFather.every((v) => v.father_name === voter.fatherName)).toBe(true);
    const wrongFather = voterSearchResults.parse((await t.get(`${NAME}?${q({ name, surname, father_name: 'qqq' })}`, t.tokens.anetar)).json());
    expect(wrongFather).toEqual([]);
  });

  it(`returns at most ${VOTER_NAME_SEARCH_LIMIT} voters, by surname, name and id`, async () => {
    const [qvId] = await createStations(t.db, [VOTER_NAME_SEARCH_LIMIT + 10]);
    await t.db.update(voters).set({ name: 'Zërjan', surname: 'Çupëzi' }).where(eq(voters.qvId, qvId ?? -1));
    const ids = (await t.db.select({ id: voters.id }).from(voters).where(eq(voters.qvId, qvId ?? -1)).orderBy(asc(voters.id))).map((r) => r.id);
    const found = voterSearchResults.parse((await t.get(`${NAME}?${q({ name: 'zerj', surname: 'CUPE' })}`, t.tokens.anetar)).json());
    expect(found.map((v) => v.id)).toEqual(ids.slice(0, VOTER_NAME_SEARCH_LIMIT));
  });

  it('asks for the name, then the surname, with the spec’s texts', async () => {
    for (const [query, text] of [
      ['', messages.searchNameRequired],
      [q({ surname: 'Hoxha' }), messages.searchNameRequired],
      [q({ name: '   ', surname: 'Hoxha' }), messages.searchNameRequired],
      [q({ name: 'Arbër' }), messages.searchSurnameRequired],
      [q({ name: 'Arbër', surname: '' }), messages.searchSurnameRequired],
    ] as const) {
      const response = await t.get(`${NAME}?${query}`, t.tokens.anetar);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({ Error: text });
    }
  });

  it.each([q({ name: 'a\u0000', surname: 'b' }), q({ name: 'a', surname: 'b'.repeat(101) }), q({ name: 'a', surname: 'b', father_name: 'c\u0000' }), 'name=a&name=b&surname=c'])(
    'refuses the name query %s with 400',
    async (query) => {
      const response = await t.get(`${NAME}?${query}`, t.tokens.anetar);
      expect(response.statusCode).toBe(400);
      expect(typeof response.json<{ Error: unknown }>().Error).toBe('string');
    },
  );
});
