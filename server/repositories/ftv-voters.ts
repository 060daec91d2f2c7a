import { and, asc, count, eq } from 'drizzle-orm';
import { FTV_EDIT_FIELDS, normalizeFtvVoterEdit, type FtvSafetyRating, type FtvVoterEdit } from '../../src/contract/ftv-voter-edit';
import type { FtvVoter, MyFtvVoters } from '../../src/contract/ftv-voters';
import type { Db } from '../db/client';
import { ftvVoters, politicalPreferences, pollingStations, voters } from '../db/schema';
import type { EditCaller, Tx } from './client-entity-seq';
import { foldedPrefix } from './folded-prefix';
import { guardedEdit, type GuardedEditInput, type GuardedEditResult } from './guarded-edit';

export interface FtvListQuery {
  limit: number;
  offset: number;
  code?: string | undefined;
  name?: string | undefined;
  surname?: string | undefined;
  qv_code?: string | undefined;
}

function safetyOf(stored: number): FtvSafetyRating {
  return stored === 1 || stored === 2 || stored === 3 ? stored : 0;
}

function genderOf(stored: string): 'M' | 'F' {
  return stored === 'F' ? 'F' : 'M';
}

function selectFtv(db: Db | Tx) {
  return db
    .select({
      row: ftvVoters,
      nid: voters.nid,
      name: voters.name,
      surname: voters.surname,
      fatherName: voters.fatherName,
      dob: voters.dob,
      gender: voters.gender,
      qvCode: pollingStations.code,
      preferenceName: politicalPreferences.name,
    })
    .from(ftvVoters)
    .innerJoin(voters, eq(voters.id, ftvVoters.voterId))
    .innerJoin(pollingStations, eq(pollingStations.id, voters.qvId))
    .leftJoin(politicalPreferences, eq(politicalPreferences.id, ftvVoters.politicalPreferenceId));
}

type FtvRow = Awaited<ReturnType<typeof selectFtv>>[number];

function toFtv(r: FtvRow): FtvVoter {
  const { row } = r;
  return {
    id: row.id,
    voter: { id: row.voterId, nid: r.nid, name: r.name, surname: r.surname, father_name: r.fatherName, dob: r.dob, gender: genderOf(r.gender), qv: { code: r.qvCode } },
    political_preference: row.politicalPreferenceId !== null && r.preferenceName !== null ? { id: row.politicalPreferenceId, name: r.preferenceName } : null,
    safety_rating: safetyOf(row.safetyRating),
    email: row.email,
    phone: row.phone,
    comment: row.comment,
  };
}

/** One page of the coordinator's first-time voters, by surname and name. */
export async function listFtvVoters(db: Db, memberId: number, query: FtvListQuery): Promise<MyFtvVoters> {
  const where = and(
    eq(ftvVoters.memberId, memberId),
    foldedPrefix(voters.nid, query.code),
    foldedPrefix(voters.name, query.name),
    foldedPrefix(voters.surname, query.surname),
    foldedPrefix(pollingStations.code, query.qv_code),
  );
  const [rows, total] = await Promise.all([
    selectFtv(db)
      .where(where)
      .orderBy(asc(voters.surname), asc(voters.name), asc(ftvVoters.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: count() })
      .from(ftvVoters)
      .innerJoin(voters, eq(voters.id, ftvVoters.voterId))
      .innerJoin(pollingStations, eq(pollingStations.id, voters.qvId))
      .where(where),
  ]);
  return { data: rows.map(toFtv), count: total[0]?.n ?? 0 };
}

export type FtvUpdateResult<Problem> = GuardedEditResult<FtvVoterEdit, FtvVoter, 'unknownPreference', Problem>;

function storedEdit(row: typeof ftvVoters.$inferSelect): FtvVoterEdit {
  return normalizeFtvVoterEdit({
    political_preference_id: row.politicalPreferenceId,
    safety_rating: safetyOf(row.safetyRating),
    email: row.email,
    phone: row.phone,
    comment: row.comment,
  });
}

async function readBack(tx: Tx, id: number): Promise<FtvVoter> {
  const [row] = await selectFtv(tx).where(eq(ftvVoters.id, id)).limit(1);
  if (!row) throw new Error(`first-time voter ${id} vanished inside its update`);
  return toFtv(row);
}

/**
 * Saves the coordinator's assessment of one of their first-time voters field by field (see
 * guardedEdit): the form's `rules` and the preference's existence on the merged record, the
 * device's order rule, the two-device rule on each changed field.
 */
export async function updateFtvVoter<Problem>(db: Db, id: number, input: GuardedEditInput<FtvVoterEdit, Problem>, caller: EditCaller): Promise<FtvUpdateResult<Problem>> {
  const own = eq(ftvVoters.id, id);
  return guardedEdit(
    db,
    {
      fields: FTV_EDIT_FIELDS,
      normalize: normalizeFtvVoterEdit,
      lock: async (tx) => (await tx.select().from(ftvVoters).where(and(own, eq(ftvVoters.memberId, caller.memberId))).for('update'))[0],
      stored: storedEdit,
      entity: `ftv:${id}`,
      check: async (tx, merged) => {
        if (merged.political_preference_id === null) return null;
        const known = await tx.select({ id: politicalPreferences.id }).from(politicalPreferences).where(eq(politicalPreferences.id, merged.political_preference_id));
        return known.length === 0 ? 'unknownPreference' : null;
      },
      write: async (tx, changes) => {
        await tx
          .update(ftvVoters)
          .set({ politicalPreferenceId: changes.political_preference_id, safetyRating: changes.safety_rating, email: changes.email, phone: changes.phone, comment: changes.comment })
          .where(own);
      },
      readBack: (tx) => readBack(tx, id),
    },
    input,
    caller,
  );
}
