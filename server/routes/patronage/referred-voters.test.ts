import { and, asc, count, eq, like, notInArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ID_HEADER, CLIENT_SEQ_HEADER } from '../../../src/contract/headers';
import { REFERRAL_GONE } from '../../../src/contract/referral-gone';
import { myReferencedVoters, referredVoter } from '../../../src/contract/referred-voters';
import { voterReferences, voters } from '../../db/schema';
import { messages } from '../../http/messages';
import { REFERRAL_LIST_SIZE } from '../../seed/seed-outreach';
import { itRefusesWithoutToken, tokenHeader } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';

const LIST = '/api/patronage/my-referenced-voters/';
const CREATE = '/api/patronage/voter-reference/';
const deleteUrl = (id: number | string) => `/api/patronage/voter-reference/${id}/`;

describe('referred voters', () => {
  const t = useTestApp({ logins: ['patronazhist', 'anetar'] });
  /** Voters nobody referred, handed out one per test. */
  let free: number[];

  beforeAll(async () => {
    const referred = (await t.db.select({ id: voterReferences.voterId }).from(voterReferences)).map((r) => r.id);
    free = (await t.db.select({ id: voters.id }).from(voters).where(notInArray(voters.id, referred)).orderBy(asc(voters.id)).limit(40)).map((r) => r.id);
  });

  function take(): number {
    const id = free.shift();
    if (id === undefined) throw new Error('the seed ran out of unreferred voters');
    return id;
  }
  const post = (token: string, payload: unknown) => t.app.inject({ method: 'POST', url: CREATE, headers: tokenHeader(token), payload: payload as object });
  // As the outbox sends it: labelled JSON with no body, with the device's headers.
  const remove = (token: string, id: number | string) =>
    t.app.inject({ method: 'DELETE', url: deleteUrl(id), headers: { ...tokenHeader(token), 'content-type': 'application/json', [CLIENT_ID_HEADER]: 'pwa-r', [CLIENT_SEQ_HEADER]: '7' } });
  const list = async (token: string, query = '') => {
    const response = await t.get(`${LIST}?limit=1000${query}`, token);
    expect(response.statusCode).toBe(200);
    return myReferencedVoters.parse(response.json());
  };
  async function referralsOf(memberId: number, voterId: number) {
    return t.db.select().from(voterReferences).where(and(eq(voterReferences.memberId, memberId), eq(voterReferences.voterId, voterId)));
  }

  itRefusesWithoutToken([LIST], () => t.app);

  it('refuses a write without a token with 403', async () => {
    for (const request of [
      { method: 'POST' as const, url: CREATE, payload: { voter_id: 1 } },
      { method: 'DELETE' as const, url: deleteUrl(1) },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ Error: messages.signInAgain });
    }
  });

  it('lists the member’s own referrals, newest first, with the voter and the station code', async () => {
    const body = await list(t.tokens.patronazhist);
    expect(body.count).toBe(REFERRAL_LIST_SIZE);
    expect(body.data).toHaveLength(REFERRAL_LIST_SIZE);
    expect(body.data.every((r) => r.member === t.seed.accounts.patronazhist)).toBe(true);
    expect(body.data.every((r) => r.referues !== null && r.referues_phone !== null)).toBe(true);
    const dates = body.data.map((r) => r.create_date);
    expect(dates).toEqual([...dates].sort().reverse());
    const [first] = body.data;
    const [voter] = await t.db.select({ nid: voters.nid, listNumber: voters.listNumber }).from(voters).where(eq(voters.id, first?.voter.id ?? -1));
    expect(first?.voter).toMatchObject({ nid: voter?.nid, list_number: voter?.listNumber });
  });

  it('pages with limit and offset and keeps the total', async () => {
    const all = await list(t.tokens.patronazhist);
    const page = myReferencedVoters.parse((await t.get(`${LIST}?limit=5&offset=5`, t.tokens.patronazhist)).json());
    expect(page.count).toBe(all.count);
    expect(page.data.map((r) => r.id)).toEqual(all.data.slice(5, 10).map((r) => r.id));
    const beyond = myReferencedVoters.parse((await t.get(`${LIST}?offset=1000`, t.tokens.patronazhist)).json());
    expect(beyond).toEqual({ data: [], count: all.count });
  });

  it('every member has the list, and sees only their own referrals', async () => {
    const anetar = await list(t.tokens.anetar);
    expect(anetar.count).toBeGreaterThan(0);
    expect(anetar.data.every((r) => r.member === t.seed.accounts.anetar)).toBe(true);
    const own = new Set((await list(t.tokens.patronazhist)).data.map((r) => r.id));
    expect(anetar.data.some((r) => own.has(r.id))).toBe(false);
  });

  it('filters by nid prefix, name, surname and referrer, ignoring case, ë and ç', async () => {
    const [voter] = await t.db
      .select({ id: voters.id, nid: voters.nid, name: voters.name, surname: voters.surname })
      .from(voters)
      .where(and(like(voters.name, '%ë%'), notInArray(voters.id, free)))
      .limit(1);
    if (!voter) throw new Error('the seed has no voter with ë in the name');
    const created = await post(t.tokens.patronazhist, { voter_id: voter.id, referues: 'Çlirim Kërçova', referues_phone: '0691234567' });
    expect([200, 201]).toContain(created.statusCode);
    const id = referredVoter.parse(created.json()).id;

    const ascii = (s: string) => s.toLowerCase().replaceAll('ë', 'e').replaceAll('ç', 'c');
    for (const query of [
      `&code=${voter.nid.slice(0, 5).toLowerCase()}`,
      `&name=${encodeURIComponent(ascii(voter.name).slice(0, 4))}`,
      `&name=${encodeURIComponent(voter.name.toUpperCase())}&surname=${encodeURIComponent(ascii(voter.surname))}`,
      `&referues=${encodeURIComponent('clirim ker')}`,
      `&referues=${encodeURIComponent('ÇLIRIM')}`,
    ]) {
      const found = await list(t.tokens.patronazhist, query);
      expect(found.data.map((r) => r.id), query).toContain(id);
      expect(found.count, query).toBe(found.data.length);
    }
    // A filter matches from the start only, and LIKE's wildcards are plain characters.
    for (const query of ['&referues=lirim', '&name=%25', '&name=_', `&code=${voter.nid.slice(1, 6)}`]) {
      expect((await list(t.tokens.patronazhist, query)).data.map((r) => r.id), query).not.toContain(id);
    }
    expect((await list(t.tokens.patronazhist, '&name=%25')).count).toBe(0);
  });

  it('creates a referral with 201, capitalises the comment and stores blank fields as null', async () => {
    const voterId = take();
    const response = await post(t.tokens.anetar, { voter_id: voterId, comment: '  është fqinj i familjes ', referues: '  ', referues_phone: '' });
    expect(response.statusCode).toBe(201);
    const referral = referredVoter.parse(response.json());
    expect(referral).toMatchObject({ member: t.seed.accounts.anetar, comment: 'Është fqinj i familjes', referues: null, referues_phone: null });
    expect(referral.voter.id).toBe(voterId);
    const stored = await referralsOf(t.seed.accounts.anetar, voterId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ comment: 'Është fqinj i familjes', referues: null, referuesPhone: null });
  });

  it('answers a repeated create with 200 and the first referral, never a second one', async () => {
    const voterId = take();
    const first = await post(t.tokens.patronazhist, { voter_id: voterId, referues: 'Agron Leka', referues_phone: '+355 69 123 4567', comment: 'e para' });
    expect(first.statusCode).toBe(201);
    const again = await post(t.tokens.patronazhist, { voter_id: voterId, referues: 'Tjetër', referues_phone: '0690000000', comment: 'e dyta' });
    expect(again.statusCode).toBe(200);
    expect(referredVoter.parse(again.json())).toEqual(referredVoter.parse(first.json()));
    expect(await referralsOf(t.seed.accounts.patronazhist, voterId)).toHaveLength(1);
    // Another member may refer the same voter.
    expect((await post(t.tokens.anetar, { voter_id: voterId })).statusCode).toBe(201);
  });

  it('never adds again a referral deleted after this device’s create was applied (a retry or a late copy of it)', async () => {
    const voterId = take();
    const fromDevice = (device: string, seq: number) =>
      t.app.inject({
        method: 'POST',
        url: CREATE,
        headers: { ...tokenHeader(t.tokens.patronazhist), 'content-type': 'application/json', [CLIENT_ID_HEADER]: device, [CLIENT_SEQ_HEADER]: String(seq) },
        payload: JSON.stringify({ voter_id: voterId, referues: 'Agron Leka' }),
      });
    const created = await fromDevice('pwa-late-a', 5);
    expect(created.statusCode).toBe(201);
    expect((await remove(t.tokens.patronazhist, referredVoter.parse(created.json()).id)).statusCode).toBe(204);
    // The same create again (same device, same seq), then an older one of that device: gone.
    for (const seq of [5, 4]) {
      const late = await fromDevice('pwa-late-a', seq);
      expect(late.statusCode).toBe(404);
      expect(late.json()).toEqual({ Error: REFERRAL_GONE });
    }
    expect(await referralsOf(t.seed.accounts.patronazhist, voterId)).toEqual([]);
    // A newer create of that device, or one from another device, refers the voter again.
    expect((await fromDevice('pwa-late-a', 6)).statusCode).toBe(201);
    expect(await referralsOf(t.seed.accounts.patronazhist, voterId)).toHaveLength(1);
    // A repeat applied before while the referral is there still answers it.
    const repeat = await fromDevice('pwa-late-a', 6);
    expect(repeat.statusCode).toBe(200);
    expect((await fromDevice('pwa-late-b', 1)).statusCode).toBe(200);
    expect(await referralsOf(t.seed.accounts.patronazhist, voterId)).toHaveLength(1);
  });

  it('answers an unknown voter with 404 and adds nothing', async () => {
    const [before] = await t.db.select({ n: count() }).from(voterReferences);
    const response = await post(t.tokens.patronazhist, { voter_id: 2_000_000 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Error: messages.voterNotFound });
    expect((await t.db.select({ n: count() }).from(voterReferences))[0]).toEqual(before);
  });

  it.each([
    ['no body', undefined],
    ['an array', [1]],
    ['no voter', { comment: 'x' }],
    ['voter 0', { voter_id: 0 }],
    ['voter -1', { voter_id: -1 }],
    ['voter above int4', { voter_id: 2_147_483_648 }],
    ['voter as text', { voter_id: 'abc' }],
    ['voter as numeric text', { voter_id: '12' }],
    ['a fractional voter', { voter_id: 1.5 }],
    ['NUL in the comment', { voter_id: 1, comment: 'a\u0000b' }],
    ['NUL in the referrer', { voter_id: 1, referues: 'a\u0000' }],
    ['a comment too long', { voter_id: 1, comment: 'x'.repeat(1001) }],
    ['a phone that is not one', { voter_id: 1, referues_phone: 'abc' }],
    ['a referrer that is not text', { voter_id: 1, referues: 5 }],
  ])('refuses %s with 400 and an Error text', async (_, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: CREATE,
      headers: { ...tokenHeader(t.tokens.patronazhist), 'content-type': 'application/json' },
      payload: payload === undefined ? '' : JSON.stringify(payload),
    });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json<{ Error: unknown }>().Error).toBe('string');
  });

  it.each(['limit=0', 'limit=1001', 'offset=-1', 'offset=2147483648', 'limit=abc', 'code=a%00', `name=${'x'.repeat(101)}`, 'name=a&name=b'])(
    'refuses the list query %s with 400',
    async (query) => {
      const response = await t.get(`${LIST}?${query}`, t.tokens.patronazhist);
      expect(response.statusCode).toBe(400);
      expect(typeof response.json<{ Error: unknown }>().Error).toBe('string');
    },
  );

  it('deletes the member’s own referral with 204; a second delete is 404 with the referral text', async () => {
    const voterId = take();
    const id = referredVoter.parse((await post(t.tokens.patronazhist, { voter_id: voterId })).json()).id;
    const deleted = await remove(t.tokens.patronazhist, id);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(await referralsOf(t.seed.accounts.patronazhist, voterId)).toEqual([]);
    const again = await remove(t.tokens.patronazhist, id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ Error: messages.referralNotFound });
    // The outbox recognises "already gone" by this exact text.
    expect(messages.referralNotFound).toBe(REFERRAL_GONE);
  });

  it('answers another member’s referral and an unknown id with 404 and deletes nothing', async () => {
    const theirs = (await list(t.tokens.anetar)).data[0];
    if (!theirs) throw new Error('anetar has no referral');
    for (const id of [theirs.id, 2_000_000]) {
      const response = await remove(t.tokens.patronazhist, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: messages.referralNotFound });
    }
    expect(await t.db.select({ id: voterReferences.id }).from(voterReferences).where(eq(voterReferences.id, theirs.id))).toHaveLength(1);
  });

  it.each(['0', '-1', '2147483648', 'abc', '1.5'])('refuses the id %s with 400', async (id) => {
    const response = await remove(t.tokens.patronazhist, id);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ Error: string }>().Error).toContain("'id'");
  });
});
