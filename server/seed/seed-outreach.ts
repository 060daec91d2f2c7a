/**
 * Demo data of the patronage outreach screens: the patronazhist's patronaged list (every row colour,
 * some emigrants) and referrals ("Të referuarit"), some of them on that list so the colours work.
 */
import type { PreferenceStance } from '../../src/contract/patronaged-edit';
import { insertInBatches } from '../db/batch-insert';
import type { Db } from '../db/client';
import { patronagerVoters, voterReferences } from '../db/schema';
import type { Prng } from './prng';
import { femaleNames, maleNames, surnames } from './seed-names';
import type { SeedCalendar } from './seed-dates';

/** The patronazhist's referrals. */
export const REFERRAL_LIST_SIZE = 20;
/** How many of them are voters on the patronazhist's own list. */
export const REFERRALS_IN_PATRONAGE_LIST = 10;

export interface OutreachVoter {
  id: number;
  phone: string | null;
  email: string | null;
}

export interface OutreachPlan {
  patronagerId: number;
  /** The patronaged list, in the order the rows are inserted. */
  listVoters: readonly OutreachVoter[];
  /** Voters off the list, for the referrals that are not on it. */
  otherVoterIds: readonly number[];
  preferences: readonly { id: number; stance: PreferenceStance }[];
  countryIds: readonly number[];
  /** Other members who refer a few voters, so a referral by anyone colours the row. */
  otherReferrers: readonly number[];
  calendar: SeedCalendar;
}

type PatronageRow = typeof patronagerVoters.$inferInsert;
type ReferralRow = typeof voterReferences.$inferInsert;

const cities = ['Milano', 'Athinë', 'Mynih', 'Londër', 'Nju Jork', 'Paris', 'Cyrih', 'Bruksel'];
const comments = ['Takuar në shtëpi, kërkon informacion për qendrën e votimit.', 'Kërkon ndihmë me transportin ditën e votimit.', 'Flet me familjen para se të vendosë.'];
const referralComments = ['Fqinj i familjes.', 'Koleg pune i referuesit.', 'E njohur nga takimi i lagjes.'];

function phone(prng: Prng): string {
  return `06${prng.pick(['7', '8', '9'])}${String(prng.int(0, 9_999_999)).padStart(7, '0')}`;
}

function withStance(plan: OutreachPlan, stance: PreferenceStance): number {
  const found = plan.preferences.find((p) => p.stance === stance);
  if (!found) throw new Error(`the seed has no '${stance}' preference`);
  return found.id;
}

function randomRow(prng: Prng, plan: OutreachPlan, voter: OutreachVoter): PatronageRow {
  const preference = prng.chance(0.8) ? prng.pick(plan.preferences).id : null;
  const emigrant = prng.chance(0.1);
  return {
    memberId: plan.patronagerId,
    voterId: voter.id,
    politicalPreferenceId: preference,
    // No safety without a preference: what an edit would store (spec 02 §5).
    safetyRating: preference === null ? 0 : prng.int(1, 3),
    verified: prng.chance(0.4),
    comment: prng.chance(0.2) ? prng.pick(comments) : null,
    phone: voter.phone,
    email: voter.email,
    isEmigrant: emigrant,
    ...(emigrant
      ? {
          countryEmigrantId: prng.pick(plan.countryIds),
          emigrantCity: prng.pick(cities),
          emigrantHasDocuments: prng.chance(0.7),
          emigrantVotesInBox: prng.chance(0.5),
        }
      : {}),
  };
}

function referral(prng: Prng, calendar: SeedCalendar, memberId: number, voterId: number, hoursAgo: number): ReferralRow {
  const female = prng.chance(0.5);
  return {
    memberId,
    voterId,
    referues: `${prng.pick(female ? femaleNames : maleNames)} ${prng.pick(surnames)}`,
    referuesPhone: phone(prng),
    comment: prng.chance(0.5) ? prng.pick(referralComments) : null,
    createdAt: calendar.hoursBefore(hoursAgo),
  };
}

/**
 * Inserts the patronaged list and the referrals. Random rows, then a few set on purpose so every
 * colour occurs whatever the seed: yellow (no preference, referred), orange (negative, referred),
 * red (opposed), white (supporter), and two emigrants with a country.
 */
export async function seedOutreach(db: Db, prng: Prng, plan: OutreachPlan): Promise<void> {
  const rows = plan.listVoters.map((voter) => randomRow(prng, plan, voter));
  const order = prng.sample(
    rows.map((_, i) => i),
    rows.length,
  );
  const referredOnList = order.slice(0, REFERRALS_IN_PATRONAGE_LIST);
  const [red, white, emigrantA, emigrantB, ...rest] = order.slice(REFERRALS_IN_PATRONAGE_LIST);
  const set = (index: number | undefined, change: Partial<PatronageRow>) => {
    const row = index === undefined ? undefined : rows[index];
    if (row) Object.assign(row, change);
  };
  referredOnList.forEach((index, i) => {
    if (i < 3) set(index, { politicalPreferenceId: null, safetyRating: 0 });
    else if (i < 6) set(index, { politicalPreferenceId: withStance(plan, 'negative'), safetyRating: 2 });
  });
  set(red, { politicalPreferenceId: withStance(plan, 'opposed'), safetyRating: 1 });
  set(white, { politicalPreferenceId: withStance(plan, 'supporter'), safetyRating: 1 });
  for (const [index, city] of [
    [emigrantA, 'Milano'],
    [emigrantB, 'Athinë'],
  ] as const) {
    set(index, { isEmigrant: true, countryEmigrantId: plan.countryIds[0] ?? null, emigrantCity: city, emigrantAddress: 'Rruga e Stacionit 4', emigrantZipcode: '20121' });
  }
  await insertInBatches(db, patronagerVoters, rows);

  const voterAt = (index: number) => plan.listVoters[index]?.id ?? 0;
  const own = [...referredOnList.map(voterAt), ...prng.sample(plan.otherVoterIds, REFERRAL_LIST_SIZE - referredOnList.length)];
  // Others refer two listed voters the patronazhist did not, and one the patronazhist did.
  const others = [...rest.slice(0, 2).map(voterAt), ...own.slice(0, 1)];
  const referrals = [
    ...own.map((voterId, i) => referral(prng, plan.calendar, plan.patronagerId, voterId, i * 7 + 1)),
    ...others.flatMap((voterId, i) => {
      const memberId = plan.otherReferrers[i % Math.max(1, plan.otherReferrers.length)];
      return memberId === undefined ? [] : [referral(prng, plan.calendar, memberId, voterId, i * 5 + 2)];
    }),
  ];
  if (referrals.length > 0) await insertInBatches(db, voterReferences, referrals);
}
