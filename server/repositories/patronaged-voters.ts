import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { PatronagedEdit, SafetyRating } from '../../src/contract/patronaged-edit';
import { normalizePatronagedEdit, PATRONAGED_EDIT_FIELDS, voterColor } from '../../src/contract/patronaged-edit';
import type { Country, MyVotersColors, PatronagedVoter, PoliticalPreference } from '../../src/contract/patronaged-voters';
import { preferenceStance } from '../../src/contract/patronaged-voters';
import { ISO_DAY_FORMAT, TIRANA_ZONE, formatZoned } from '../../src/lib/zoned-time';
import type { Db } from '../db/client';
import { countries, patronagerVoters, politicalPreferences, pollingStations, voterReferences, voters } from '../db/schema';
import type { EditCaller, Tx } from './client-entity-seq';
import { foldedPrefix } from './folded-prefix';
import { guardedEdit, type GuardedEditInput, type GuardedEditResult } from './guarded-edit';

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

/** Today in Tirana, YYYY-MM-DD (not the host's zone): the day ages and export file names count from. */
export function localIsoDate(now: Date = new Date()): string {
  return formatZoned(now, ISO_DAY_FORMAT, TIRANA_ZONE);
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

export type PatronagedCheck = 'unknownPreference' | 'unknownCountry';

export type PatronagedUpdateResult<Problem> = GuardedEditResult<PatronagedEdit, PatronagedVoter, PatronagedCheck, Problem>;

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

/** The columns of the changed values; drizzle leaves out the undefined ones. */
function editColumns(changes: Partial<PatronagedEdit>) {
  return {
    politicalPreferenceId: changes.political_preference_id,
    // The column has no null: 0 is "not rated".
    safetyRating: changes.safety_rating === undefined ? undefined : (changes.safety_rating ?? 0),
    isEmigrant: changes.is_emigrant,
    countryEmigrantId: changes.country_emigrant_id,
    phone: changes.phone,
    email: changes.email,
    comment: changes.comment,
    emigrantCity: changes.emigrant_city,
    emigrantAddress: changes.emigrant_address,
    emigrantZipcode: changes.emigrant_zipcode,
    emigrantHasDocuments: changes.emigrant_has_documents,
    emigrantVotesInBox: changes.emigrant_votes_in_box,
  };
}

const patronagedEntity = (id: number) => `patronaged:${id}`;

async function readBack(tx: Tx, id: number, today: string): Promise<PatronagedVoter> {
  const [row] = await selectPatronaged(tx).where(eq(patronagerVoters.id, id)).limit(1);
  if (!row) throw new Error(`patronager voter ${id} vanished inside its update`);
  return toPatronaged(row, today);
}

async function exists(tx: Tx, table: typeof politicalPreferences | typeof countries, id: number | null): Promise<boolean> {
  return id === null || (await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1)).length > 0;
}

/**
 * Saves one of the member's own patronaged voters field by field (see guardedEdit): the form's
 * `rules` and the ids' existence on the merged record, the device's order rule, the two-device
 * rule on each changed field.
 */
export async function updatePatronagedVoter<Problem>(
  db: Db,
  id: number,
  input: GuardedEditInput<PatronagedEdit, Problem>,
  caller: EditCaller,
  today: string = localIsoDate(),
): Promise<PatronagedUpdateResult<Problem>> {
  const own = eq(patronagerVoters.id, id);
  return guardedEdit(
    db,
    {
      fields: PATRONAGED_EDIT_FIELDS,
      normalize: normalizePatronagedEdit,
      lock: async (tx) => (await tx.select().from(patronagerVoters).where(and(own, eq(patronagerVoters.memberId, caller.memberId))).for('update'))[0],
      stored: storedEdit,
      entity: patronagedEntity(id),
      check: async (tx, merged) => {
        if (!(await exists(tx, politicalPreferences, merged.political_preference_id))) return 'unknownPreference';
        if (!(await exists(tx, countries, merged.country_emigrant_id))) return 'unknownCountry';
        return null;
      },
      write: async (tx, changes) => {
        await tx.update(patronagerVoters).set(editColumns(changes)).where(own);
      },
      readBack: (tx) => readBack(tx, id, today),
    },
    input,
    caller,
  );
}
