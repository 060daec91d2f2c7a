import { asc, count, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { useTestApp } from '../test/use-test-app';
import { Prng } from './prng';
import { diasporaReferences, diasporaReferenceTypes, emigrantReferences, ftvVoters, members, observerStations, patronagerVoters, politicalPreferences, pollingStations, voterReferences, voters } from '../db/schema';
import { allPatronagedVoters } from '../repositories/patronaged-voters';
import { DEMO_PASSWORD, PATRONAGE_LIST_SIZE } from './seed';
import { seedBenchObserver, seedExtraPatronager } from './seed-accounts';
import { DIASPORA_REFERENCE_COUNT, DIASPORA_REFERENCE_TYPES, EMIGRANT_REFERENCES_PER_MEMBER, FTV_LIST_SIZE } from './seed-coordinators';
import { REFERRAL_LIST_SIZE, REFERRALS_IN_PATRONAGE_LIST } from './seed-outreach';
import { TEST_SEED_NOW } from '../test/seed-now';
import { stationSizes, stationVoters } from './seed-voters';

describe('station sizes', () => {
  it('add up exactly and stay within 400–900 at the default size', () => {
    const sizes = stationSizes(new Prng(1), 13_000);
    expect(sizes.length).toBeGreaterThanOrEqual(20);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(13_000);
    expect(sizes.every((s) => s >= 400 && s <= 900)).toBe(true);
    expect(new Set(sizes).size).toBeGreaterThan(1);
  });

  it('are deterministic for a seed', () => {
    expect(stationSizes(new Prng(7), 100_000)).toEqual(stationSizes(new Prng(7), 100_000));
  });
});

describe('station voters', () => {
  it('number the list 1…n alphabetically with unique personal numbers', () => {
    const taken = new Set<string>();
    const list = stationVoters(new Prng(3), 1, 600, taken, TEST_SEED_NOW);
    expect(list.map((v) => v.listNumber)).toEqual(Array.from({ length: 600 }, (_, i) => i + 1));
    expect(taken.size).toBe(600);
    const collator = new Intl.Collator('sq');
    for (let i = 1; i < list.length; i++) {
      expect(collator.compare(list[i - 1]?.surname ?? '', list[i]?.surname ?? '')).toBeLessThanOrEqual(0);
    }
    expect(list.some((v) => /[ëç]/i.test(`${v.name}${v.surname}`))).toBe(true);
  });
});

describe('demo seed', () => {
  const t = useTestApp();

  it('creates the six accounts with password demo and their roles', async () => {
    const rows = await t.db
      .select({ username: members.username, hash: members.passwordHash, patronager: members.isPatronager, diaspora: members.isDiasporaCoordinator, ftv: members.isFtvCoordinator, high: members.highDivision })
      .from(members)
      .where(inArray(members.username, ['admin', 'vezhgues', 'patronazhist', 'diaspora', 'vhp', 'anetar']))
      .orderBy(asc(members.id));
    expect(rows.map((r) => r.username)).toEqual(['admin', 'vezhgues', 'patronazhist', 'diaspora', 'vhp', 'anetar']);
    for (const row of rows) expect(await verifyPassword(DEMO_PASSWORD, row.hash)).toBe(true);
    expect(rows.find((r) => r.username === 'admin')?.high).toBe(true);
    expect(rows.find((r) => r.username === 'patronazhist')?.patronager).toBe(true);
    expect(rows.find((r) => r.username === 'diaspora')?.diaspora).toBe(true);
    expect(rows.find((r) => r.username === 'vhp')?.ftv).toBe(true);
  });

  it('gives the observer two stations and the patronager exactly 150 voters over several stations', async () => {
    const stations = await t.db.select({ qvId: observerStations.qvId }).from(observerStations).where(eq(observerStations.observerId, t.seed.observerId));
    expect(stations).toHaveLength(2);
    const patronage = await t.db
      .select({ qvId: voters.qvId })
      .from(patronagerVoters)
      .innerJoin(voters, eq(voters.id, patronagerVoters.voterId))
      .where(eq(patronagerVoters.memberId, t.seed.accounts.patronazhist));
    expect(patronage).toHaveLength(PATRONAGE_LIST_SIZE);
    expect(new Set(patronage.map((p) => p.qvId)).size).toBeGreaterThan(1);
  });

  it('gives the preferences every stance', async () => {
    const rows = await t.db.select({ stance: politicalPreferences.stance }).from(politicalPreferences);
    expect(new Set(rows.map((r) => r.stance))).toEqual(new Set(['supporter', 'undecided', 'negative', 'opposed']));
  });

  it('gives the patronazhist a list with every row colour, emigrants and the voters’ own contact details', async () => {
    const list = await allPatronagedVoters(t.db, t.seed.accounts.patronazhist, {});
    expect(list).toHaveLength(PATRONAGE_LIST_SIZE);
    for (const color of ['red', 'orange', 'yellow', 'white'] as const) expect(list.filter((v) => v.voter_color === color).length, color).toBeGreaterThan(0);
    expect(list.filter((v) => v.emigrant_info?.country_emigrant != null).length).toBeGreaterThanOrEqual(2);
    expect(list.every((v) => v.political_preference !== null || v.safety_rating === null)).toBe(true);
    const contacts = await t.db
      .select({ copied: patronagerVoters.phone, copiedEmail: patronagerVoters.email, phone: voters.phone, email: voters.email })
      .from(patronagerVoters)
      .innerJoin(voters, eq(voters.id, patronagerVoters.voterId))
      .where(eq(patronagerVoters.memberId, t.seed.accounts.patronazhist));
    expect(contacts.every((c) => c.copied === c.phone && c.copiedEmail === c.email)).toBe(true);
  });

  it('gives the patronazhist referrals, some on the patronage list, and other members a few', async () => {
    const own = await t.db
      .select({ voterId: voterReferences.voterId, referues: voterReferences.referues, phone: voterReferences.referuesPhone })
      .from(voterReferences)
      .where(eq(voterReferences.memberId, t.seed.accounts.patronazhist));
    expect(own).toHaveLength(REFERRAL_LIST_SIZE);
    expect(own.every((r) => r.referues !== null && r.phone !== null)).toBe(true);
    const listed = new Set(
      (await t.db.select({ voterId: patronagerVoters.voterId }).from(patronagerVoters).where(eq(patronagerVoters.memberId, t.seed.accounts.patronazhist))).map((r) => r.voterId),
    );
    expect(own.filter((r) => listed.has(r.voterId))).toHaveLength(REFERRALS_IN_PATRONAGE_LIST);
    const others = await t.db.select({ n: count() }).from(voterReferences).where(ne(voterReferences.memberId, t.seed.accounts.patronazhist));
    expect(others[0]?.n).toBeGreaterThan(0);
  });

  it('gives diaspora and anetar a dozen emigrant references each, over several countries and days', async () => {
    for (const account of ['diaspora', 'anetar'] as const) {
      const rows = await t.db.select().from(emigrantReferences).where(eq(emigrantReferences.memberId, t.seed.accounts[account]));
      expect(rows, account).toHaveLength(EMIGRANT_REFERENCES_PER_MEMBER);
      expect(new Set(rows.map((r) => r.countryId)).size).toBeGreaterThan(3);
      expect(new Set(rows.map((r) => r.createdAt.toISOString().slice(0, 10))).size).toBeGreaterThan(3);
      expect(rows.some((r) => r.referuesName === null) && rows.some((r) => r.referuesName !== null)).toBe(true);
    }
  });

  it('gives the diaspora coordinator references of every type and flag combination, with and without a referrer', async () => {
    const rows = await t.db
      .select({ ref: diasporaReferences, code: diasporaReferenceTypes.code })
      .from(diasporaReferences)
      .innerJoin(diasporaReferenceTypes, eq(diasporaReferenceTypes.id, diasporaReferences.referenceTypeId))
      .where(eq(diasporaReferences.memberId, t.seed.accounts.diaspora));
    expect(rows).toHaveLength(DIASPORA_REFERENCE_COUNT);
    expect(new Set(rows.map((r) => r.code))).toEqual(new Set(DIASPORA_REFERENCE_TYPES.map((type) => type.code)));
    const combinations = new Set(rows.map(({ ref }) => `${ref.perRegistered}-${ref.envelopeReceived}-${ref.voted}`));
    expect(combinations.size).toBe(8);
    expect(new Set(rows.map(({ ref }) => ref.countryId)).size).toBeGreaterThan(3);
    expect(rows.some(({ ref }) => ref.hasReferues) && rows.some(({ ref }) => !ref.hasReferues)).toBe(true);
    expect(rows.filter((r) => r.code === 'biznesi').every(({ ref }) => ref.hasReferues && ref.referuesName !== null)).toBe(true);
    expect(rows.every(({ ref }) => ref.hasReferues || (ref.referuesName === null && ref.referuesSurname === null && ref.referuesPhone === null))).toBe(true);
  });

  it('gives the vhp coordinator 40 first-time voters aged 18–21 with every safety value', async () => {
    const rows = await t.db
      .select({ safety: ftvVoters.safetyRating, preference: ftvVoters.politicalPreferenceId, dob: voters.dob })
      .from(ftvVoters)
      .innerJoin(voters, eq(voters.id, ftvVoters.voterId))
      .where(eq(ftvVoters.memberId, t.seed.accounts.vhp));
    expect(rows).toHaveLength(FTV_LIST_SIZE);
    expect(new Set(rows.map((r) => r.safety))).toEqual(new Set([0, 1, 2, 3]));
    expect(rows.every((r) => (r.safety === 0) === (r.preference === null))).toBe(true);
    const year = TEST_SEED_NOW.getUTCFullYear();
    for (const { dob } of rows) {
      const age = year - Number(dob.slice(0, 4)) - (dob.slice(5) > TEST_SEED_NOW.toISOString().slice(5, 10) ? 1 : 0);
      expect(age, dob).toBeGreaterThanOrEqual(18);
      expect(age, dob).toBeLessThanOrEqual(21);
    }
  });

  it('starts an extra patronager’s contact copy from the voter list', async () => {
    const withPhone = await t.db.select({ id: voters.id, phone: voters.phone }).from(voters).where(isNotNull(voters.phone)).orderBy(asc(voters.id)).limit(2);
    const extra = await seedExtraPatronager(t.db, { username: 'seed-extra', password: 'x', voterIds: withPhone.map((v) => v.id) });
    const rows = await t.db.select({ phone: patronagerVoters.phone }).from(patronagerVoters).where(inArray(patronagerVoters.id, extra.patronagerVoterIds)).orderBy(asc(patronagerVoters.id));
    expect(rows.map((r) => r.phone)).toEqual(withPhone.map((v) => v.phone));
  });

  it('seeds the requested number of voters', async () => {
    const [row] = await t.db.select({ n: count() }).from(voters);
    expect(row?.n).toBe(2000);
  });

  it('adds a bench observer with stations of exactly the given sizes', async () => {
    const bench = await seedBenchObserver(t.db, { username: 'bench1', password: 'bench', stationSizes: [1200, 30] });
    expect(bench.qvIds).toHaveLength(2);
    const sizes = await Promise.all(bench.qvIds.map(async (qvId) => (await t.db.select({ n: count() }).from(voters).where(eq(voters.qvId, qvId)))[0]?.n));
    expect(sizes).toEqual([1200, 30]);
    const codes = await t.db.select({ code: pollingStations.code }).from(pollingStations).where(inArray(pollingStations.id, bench.qvIds));
    expect(codes).toHaveLength(2);
    const assigned = await t.db.select({ qvId: observerStations.qvId }).from(observerStations).where(eq(observerStations.observerId, bench.observerId));
    expect(assigned.map((a) => a.qvId).sort()).toEqual([...bench.qvIds].sort());
  });
});
