import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { PatronagedEdit, SafetyRating } from '../../src/contract/patronaged-edit';
import { normalizePatronagedEdit, samePatronagedEdit, voterColor } from '../../src/contract/patronaged-edit';
import type { Country, MyVotersColors, PatronagedVoter, PoliticalPreference } from '../../src/contract/patronaged-voters';
import { preferenceStance } from '../../src/contract/patronaged-voters';
import type { Db } from '../db/client';
import { countries, patronagerVoters, politicalPreferences, pollingStations, voterReferences, voters } from '../db/schema';
import { isStale, type EditCaller, type Tx } from './client-entity-seq';
import { foldedPrefix } from './folded-prefix';
import { transactionOr } from './guarded-write';

export async function listPoliticalPreferences(db: Db): Promise<PoliticalPreference[]> {
  const rows = await db
    .select({ id: politicalPreferences.id, name: politicalPreferences.name, stance: politicalPreferences.stance })
    .from(politicalPreferences)
    .orderBy(asc(politicalPreferences.id));
  return rows.map((row) => ({ ...row, stance: preferenceStance.parse(row.stance) }));
}

export async function listCountries(db: Db): Promise<Country[]> {
  return db
    .select({ id: countries.id, country_name: countries.countryName })
    .from(countries)
    .orderBy(asc(countries.countryName), asc(countries.id));
}

/** Today on the server's calendar, YYYY-MM-DD: the day ages and export file names count from. */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole years from `dob` to `today` (both YYYY-MM-DD). */
export function ageOn(dob: string, today: string): number {
  const [by = 0, bm = 0, bd = 0] = dob.split('-').map(Number);
  const [ty = 0, tm = 0, td = 0] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/**
 * The spec does not define first_time. First-time voters are those who could not vote at the
 * previous parliamentary election, four years ago: 18 then means up to 21 now.
 */
const FIRST_TIME_MAX_AGE = 21;

function safetyOf(stored: number): SafetyRating | null {
  return stored === 1 || stored === 2 || stored === 3 ? stored : null;
}

function selectPatronaged(db: Db | Tx) {
  return db
    .select({
      id: patronagerVoters.id,
      voterId: voters.id,
      nid: voters.nid,
      name: voters.name,
      surname: voters.surname,
      fatherName: voters.fatherName,
      qvCode: pollingStations.code,
      listNumber: voters.listNumber,
      buildingNumber: voters.buildingNumber,
      dob: voters.dob,
      phone: patronagerVoters.phone,
      email: patronagerVoters.email,
      isEmigrant: patronagerVoters.isEmigrant,
      preferenceId: politicalPreferences.id,
      preferenceName: politicalPreferences.name,
      stance: politicalPreferences.stance,
      safetyRating: patronagerVoters.safetyRating,
      verified: patronagerVoters.verified,
      comment: patronagerVoters.comment,
      countryId: countries.id,
      countryName: countries.countryName,
      emigrantCity: patronagerVoters.emigrantCity,
      emigrantAddress: patronagerVoters.emigrantAddress,
      emigrantZipcode: patronagerVoters.emigrantZipcode,
      emigrantHasDocuments: patronagerVoters.emigrantHasDocuments,
      emigrantVotesInBox: patronagerVoters.emigrantVotesInBox,
      // A referral by any member counts: the colour tells the patronager someone vouched for the voter.
      hasReference: sql<boolean>`exists (select 1 from ${voterReferences} where ${voterReferences.voterId} = ${voters.id})`,
    })
    .from(patronagerVoters)
    .innerJoin(voters, eq(voters.id, patronagerVoters.voterId))
    .innerJoin(pollingStations, eq(pollingStations.id, voters.qvId))
    .leftJoin(politicalPreferences, eq(politicalPreferences.id, patronagerVoters.politicalPreferenceId))
    .leftJoin(countries, eq(countries.id, patronagerVoters.countryEmigrantId));
}

type PatronagedRow = Awaited<ReturnType<typeof selectPatronaged>>[number];

function toPatronaged(row: PatronagedRow, today: string): PatronagedVoter {
  const age = ageOn(row.dob, today);
  const preference = row.preferenceId !== null && row.preferenceName !== null ? { id: row.preferenceId, name: row.preferenceName } : null;
  const stance = row.stance === null ? null : preferenceStance.parse(row.stance);
  return {
    id: row.id,
    voter: {
      id: row.voterId,
      nid: row.nid,
      name: row.name,
      surname: row.surname,
      father_name: row.fatherName,
      qv: { code: row.qvCode },
      list_number: row.listNumber,
      building_number: row.buildingNumber,
      dob: row.dob,
      age,
      phone: row.phone,
      email: row.email,
      is_emigrant: row.isEmigrant,
      first_time: age <= FIRST_TIME_MAX_AGE,
      // Members and voters share no key (no nid on members), and matching by name would mislabel
      // namesakes, so no voter is claimed as a party member until such a link exists.
      is_partymember: false,
    },
    political_preference: preference,
    safety_rating: safetyOf(row.safetyRating),
    verified: row.verified,
    voter_color: voterColor(stance, row.hasReference),
    has_reference: row.hasReference,
    comment: row.comment,
    emigrant_info: row.isEmigrant
      ? {
          country_emigrant: row.countryId !== null && row.countryName !== null ? { id: row.countryId, country_name: row.countryName } : null,
          city: row.emigrantCity,
          address: row.emigrantAddress,
          zip_code: row.emigrantZipcode,
          has_regular_documents: row.emigrantHasDocuments,
          votes_in_box: row.emigrantVotesInBox,
        }
      : null,
  };
}

export interface PatronagedFilters {
  nid?: string | undefined;
  name?: string | undefined;
  surname?: string | undefined;
}

function ownFiltered(memberId: number, filters: PatronagedFilters) {
  return and(
    eq(patronagerVoters.memberId, memberId),
    foldedPrefix(voters.nid, filters.nid),
    foldedPrefix(voters.name, filters.name),
    foldedPrefix(voters.surname, filters.surname),
  );
}

const listOrder = [asc(voters.surname), asc(voters.name), asc(patronagerVoters.id)];

/** One page of the patronager's own voters, by surname and name. */
export async function listPatronagedVoters(
  db: Db,
  memberId: number,
  query: PatronagedFilters & { limit: number; offset: number },
  today: string = localIsoDate(),
): Promise<MyVotersColors> {
  const where = ownFiltered(memberId, query);
  const [rows, total] = await Promise.all([
    selectPatronaged(db)
      .where(where)
      .orderBy(...listOrder)
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: count() })
      .from(patronagerVoters)
      .innerJoin(voters, eq(voters.id, patronagerVoters.voterId))
      .where(where),
  ]);
  return { data: rows.map((row) => toPatronaged(row, today)), count: total[0]?.n ?? 0 };
}

/** The patronager's whole list in list order (the Excel export). */
export async function allPatronagedVoters(db: Db, memberId: number, filters: PatronagedFilters, today: string = localIsoDate()): Promise<PatronagedVoter[]> {
  const rows = await selectPatronaged(db)
    .where(ownFiltered(memberId, filters))
    .orderBy(...listOrder);
  return rows.map((row) => toPatronaged(row, today));
}

export type PatronagedUpdateResult =
  | { kind: 'notFound' }
  | { kind: 'unknownPreference' }
  | { kind: 'unknownCountry' }
  | { kind: 'conflict'; current: PatronagedEdit }
  /** `stale`: an older change from the same device than one already applied; nothing was written. */
  | { kind: 'saved' | 'stale'; voter: PatronagedVoter };

type StoredRow = typeof patronagerVoters.$inferSelect;

function storedEdit(row: StoredRow): PatronagedEdit {
  return normalizePatronagedEdit({
    political_preference_id: row.politicalPreferenceId,
    safety_rating: safetyOf(row.safetyRating),
    is_emigrant: row.isEmigrant,
    country_emigrant_id: row.countryEmigrantId,
    phone: row.phone,
    email: row.email,
    comment: row.comment,
    emigrant_city: row.emigrantCity,
    emigrant_address: row.emigrantAddress,
    emigrant_zipcode: row.emigrantZipcode,
    emigrant_has_documents: row.emigrantHasDocuments,
    emigrant_votes_in_box: row.emigrantVotesInBox,
  });
}

const patronagedEntity = (id: number) => `patronaged:${id}`;

async function readBack(tx: Tx, id: number, today: string): Promise<PatronagedVoter> {
  const [row] = await selectPatronaged(tx).where(eq(patronagerVoters.id, id)).limit(1);
  if (!row) throw new Error(`patronager voter ${id} vanished inside its update`);
  return toPatronaged(row, today);
}

/**
 * Saves one of the member's own patronaged voters: `edit` is normalised and validated already. In
 * one transaction, with the row locked: the device's order rule (an older or repeated seq changes
 * nothing and answers with the stored voter), then the two-device rule (a `base` that no longer
 * matches the stored values is a conflict, unless the stored values already are `edit`: the retry
 * of a request whose answer was lost).
 */
export async function updatePatronagedVoter(
  db: Db,
  id: number,
  edit: PatronagedEdit,
  base: PatronagedEdit | undefined,
  caller: EditCaller,
  today: string = localIsoDate(),
): Promise<PatronagedUpdateResult> {
  return transactionOr<PatronagedUpdateResult>(db, async (tx, rollback) => {
    const [row] = await tx
      .select()
      .from(patronagerVoters)
      .where(and(eq(patronagerVoters.id, id), eq(patronagerVoters.memberId, caller.memberId)))
      .for('update');
    if (!row) return { kind: 'notFound' };
    if (edit.political_preference_id !== null) {
      const known = await tx.select({ id: politicalPreferences.id }).from(politicalPreferences).where(eq(politicalPreferences.id, edit.political_preference_id));
      if (known.length === 0) return { kind: 'unknownPreference' };
    }
    if (edit.country_emigrant_id !== null) {
      const known = await tx.select({ id: countries.id }).from(countries).where(eq(countries.id, edit.country_emigrant_id));
      if (known.length === 0) return { kind: 'unknownCountry' };
    }
    if (await isStale(tx, caller, patronagedEntity(id))) {
      return { kind: 'stale', voter: await readBack(tx, id, today) };
    }
    const current = storedEdit(row);
    if (base !== undefined && !samePatronagedEdit(current, base) && !samePatronagedEdit(current, edit)) {
      rollback({ kind: 'conflict', current });
    }
    await tx
      .update(patronagerVoters)
      .set({
        politicalPreferenceId: edit.political_preference_id,
        safetyRating: edit.safety_rating ?? 0,
        isEmigrant: edit.is_emigrant,
        countryEmigrantId: edit.country_emigrant_id,
        phone: edit.phone,
        email: edit.email,
        comment: edit.comment,
        emigrantCity: edit.emigrant_city,
        emigrantAddress: edit.emigrant_address,
        emigrantZipcode: edit.emigrant_zipcode,
        emigrantHasDocuments: edit.emigrant_has_documents,
        emigrantVotesInBox: edit.emigrant_votes_in_box,
      })
      .where(eq(patronagerVoters.id, id));
    return { kind: 'saved', voter: await readBack(tx, id, today) };
  });
}
