/**
 * Demo data of the coordinators' screens: emigrant references for several members, the `diaspora`
 * coordinator's references (every type, every combination of the three voting flags, with and
 * without a referrer, some in evidence) and the `vhp` coordinator's first-time voters (every safety
 * value, some preferences).
 */
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { BUSINESS_REFERENCE_CODE } from '../../src/contract/diaspora-reference-edit';
import { insertInBatches } from '../db/batch-insert';
import type { Db } from '../db/client';
import { diasporaReferences, diasporaReferenceTypes, emigrantReferences, ftvVoters, patronagerVoters, voters } from '../db/schema';
import type { Prng } from './prng';
import type { SeedCalendar } from './seed-dates';
import { femaleNames, maleNames, surnames } from './seed-names';

export const DIASPORA_REFERENCE_TYPES = [
  { code: 'familje', label: 'Familje', name: 'Referencë nga familja' },
  { code: 'miq', label: 'Miq', name: 'Referencë nga miqtë' },
  { code: BUSINESS_REFERENCE_CODE, label: 'Biznes', name: 'Referencë nga një biznes' },
  { code: 'studente', label: 'Studentë', name: 'Student jashtë vendit' },
  { code: 'shoqata', label: 'Shoqatë', name: 'Shoqatë e komunitetit shqiptar' },
] as const;
export const DIASPORA_REFERENCE_COUNT = 25;
export const EMIGRANT_REFERENCES_PER_MEMBER = 12;
export const FTV_LIST_SIZE = 40;
/** First-time voters: 18 to 21 on the demo's "today" (see FIRST_TIME_MAX_AGE in the patronaged repository). */
const FTV_MIN_AGE = 18;
const FTV_MAX_AGE = 21;

export interface CoordinatorPlan {
  diasporaId: number;
  vhpId: number;
  /** Members given emigrant references. */
  emigrantMembers: readonly number[];
  countryIds: readonly number[];
  preferenceIds: readonly number[];
  calendar: SeedCalendar;
}

const emigrantCities = ['Milano', 'Romë', 'Athinë', 'Selanik', 'Mynih', 'Berlin', 'Londër', 'Nju Jork', 'Paris', 'Cyrih', 'Bruksel', 'Toronto'];
const albanianCities = ['Tiranë', 'Durrës', 'Shkodër', 'Elbasan', 'Fier', 'Korçë', 'Vlorë', 'Berat', 'Kukës', 'Lezhë'];
const notes = ['Kthehet për pushime në gusht.', 'Ka nevojë për ndihmë me regjistrimin.', 'Kontakt përmes vëllait.'];
const ftvComments = ['Student në universitet, voton për herë të parë.', 'Kërkon informacion për qendrën e votimit.', 'Takuar në aktivitetin e të rinjve.'];

function phone(prng: Prng, abroad: boolean): string {
  return abroad ? `+${prng.pick(['39', '30', '49', '44', '1'])} ${String(prng.int(100_000_000, 999_999_999))}` : `06${prng.pick(['7', '8', '9'])}${String(prng.int(0, 9_999_999)).padStart(7, '0')}`;
}

function person(prng: Prng): { name: string; surname: string } {
  return { name: prng.pick(prng.chance(0.5) ? femaleNames : maleNames), surname: prng.pick(surnames) };
}

/** YYYY-MM-DD, `years` years before the demo's today (plus `days`). */
function dayYearsBefore(calendar: SeedCalendar, years: number, days = 0): string {
  const d = new Date(calendar.now);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function emigrantRows(prng: Prng, calendar: SeedCalendar, memberId: number, countryIds: readonly number[]): (typeof emigrantReferences.$inferInsert)[] {
  return Array.from({ length: EMIGRANT_REFERENCES_PER_MEMBER }, (_, i) => ({
    memberId,
    ...person(prng),
    countryId: countryIds[i % countryIds.length] ?? 0,
    city: prng.pick(emigrantCities),
    cityAlbania: prng.pick(albanianCities),
    phone: phone(prng, true),
    referuesName: i % 3 === 0 ? null : `${prng.pick(maleNames)} ${prng.pick(surnames)}`,
    createdAt: calendar.daysBefore(i * 9 + prng.int(0, 5), 8 + (i % 10)),
  }));
}

async function seedDiaspora(db: Db, prng: Prng, plan: CoordinatorPlan): Promise<void> {
  const types = await db.insert(diasporaReferenceTypes).values([...DIASPORA_REFERENCE_TYPES]).returning({ id: diasporaReferenceTypes.id, code: diasporaReferenceTypes.code });
  // A few voters a patronager already records as emigrants, so the evidence filter finds some.
  const emigrants = (await db.selectDistinct({ id: patronagerVoters.voterId }).from(patronagerVoters).where(eq(patronagerVoters.isEmigrant, true)).orderBy(asc(patronagerVoters.voterId)).limit(3)).map(
    (r) => r.id,
  );
  const taken = new Set(emigrants);
  const pool = (await db.select({ id: voters.id }).from(voters).orderBy(asc(voters.id)).limit(500)).map((r) => r.id).filter((id) => !taken.has(id));
  const voterIds = [...emigrants, ...prng.sample(pool, DIASPORA_REFERENCE_COUNT - emigrants.length)];
  const rows = voterIds.map((voterId, i): typeof diasporaReferences.$inferInsert => {
    const type = types[i % types.length];
    const referrer = type?.code === BUSINESS_REFERENCE_CODE || i % 3 === 0;
    return {
      memberId: plan.diasporaId,
      voterId,
      countryId: plan.countryIds[(i * 3) % plan.countryIds.length] ?? 0,
      referenceTypeId: type?.id ?? 0,
      emigrantPhone: phone(prng, true),
      emigrantCity: i % 4 === 3 ? null : prng.pick(emigrantCities),
      zipCode: i % 2 === 0 ? String(prng.int(10_000, 99_999)) : null,
      note: i % 5 === 1 ? prng.pick(notes) : null,
      // i % 8 walks every combination of the three flags.
      perRegistered: (i & 1) !== 0,
      envelopeReceived: (i & 2) !== 0,
      voted: (i & 4) !== 0,
      hasReferues: referrer,
      referuesName: referrer ? prng.pick(maleNames) : null,
      referuesSurname: referrer ? prng.pick(surnames) : null,
      referuesPhone: referrer && i % 2 === 0 ? phone(prng, false) : null,
      createdAt: plan.calendar.daysBefore(i * 4, 9 + (i % 8)),
    };
  });
  await insertInBatches(db, diasporaReferences, rows);
}

async function seedFtv(db: Db, prng: Prng, plan: CoordinatorPlan): Promise<void> {
  const young = and(gt(voters.dob, dayYearsBefore(plan.calendar, FTV_MAX_AGE + 1)), lte(voters.dob, dayYearsBefore(plan.calendar, FTV_MIN_AGE)));
  const chosen = (await db.select({ id: voters.id }).from(voters).where(young).orderBy(asc(voters.id)).limit(FTV_LIST_SIZE)).map((r) => r.id);
  if (chosen.length < FTV_LIST_SIZE) {
    // A small seed has too few young voters: make some older ones young, the same way every run.
    const older = await db.select({ id: voters.id }).from(voters).where(lte(voters.dob, dayYearsBefore(plan.calendar, FTV_MAX_AGE + 1))).orderBy(asc(voters.id)).limit(FTV_LIST_SIZE - chosen.length);
    for (const [i, voter] of older.entries()) {
      await db.update(voters).set({ dob: dayYearsBefore(plan.calendar, FTV_MIN_AGE, -(30 + i * 37)) }).where(eq(voters.id, voter.id));
      chosen.push(voter.id);
    }
  }
  await insertInBatches(
    db,
    ftvVoters,
    chosen.map((voterId, i) => {
      const safety = i % 4;
      return {
        memberId: plan.vhpId,
        voterId,
        // Not assessed yet (0) means no preference either, as a saved assessment never leaves one without the other.
        politicalPreferenceId: safety === 0 ? null : prng.pick(plan.preferenceIds),
        safetyRating: safety,
        email: i % 5 === 2 ? `vhp${i}@example.com` : null,
        phone: i % 3 === 1 ? phone(prng, false) : null,
        comment: i % 6 === 5 ? prng.pick(ftvComments) : null,
      };
    }),
  );
}

export async function seedCoordinators(db: Db, prng: Prng, plan: CoordinatorPlan): Promise<void> {
  await insertInBatches(
    db,
    emigrantReferences,
    plan.emigrantMembers.flatMap((memberId) => emigrantRows(prng, plan.calendar, memberId, plan.countryIds)),
  );
  await seedDiaspora(db, prng, plan);
  await seedFtv(db, prng, plan);
}
