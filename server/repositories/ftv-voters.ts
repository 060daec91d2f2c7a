import { and, asc, count, eq } from 'drizzle-orm';
import { normalizeFtvVoterEdit, sameFtvVoterEdit, type FtvSafetyRating, type FtvVoterEdit } from '../../src/contract/ftv-voter-edit';
import type { FtvVoter, MyFtvVoters } from '../../src/contract/ftv-voters';
import type { Db } from '../db/client';
import { ftvVoters, politicalPreferences, pollingStations, voters } from '../db/schema';
import { isStale, type EditCaller, type Tx } from './client-entity-seq';
import { foldedPrefix } from './folded-prefix';
import { transactionOr } from './guarded-write';

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

export type FtvUpdateResult =
  | { kind: 'notFound' | 'unknownPreference' }
  | { kind: 'conflict'; current: FtvVoterEdit }
  /** `stale`: an older change from the same device than one already applied; nothing was written. */
  | { kind: 'saved' | 'stale'; voter: FtvVoter };

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
 * Saves the coordinator's assessment of one of their first-time voters (`edit` normalised and
 * validated), with the row locked: the device's order rule, then the two-device rule (a stale
 * `base` is a conflict unless the stored values already are `edit`: a retry after a lost answer).
 */
export async function updateFtvVoter(db: Db, id: number, edit: FtvVoterEdit, base: FtvVoterEdit | undefined, caller: EditCaller): Promise<FtvUpdateResult> {
  return transactionOr<FtvUpdateResult>(db, async (tx, rollback) => {
    const [row] = await tx
      .select()
      .from(ftvVoters)
      .where(and(eq(ftvVoters.id, id), eq(ftvVoters.memberId, caller.memberId)))
      .for('update');
    if (!row) return { kind: 'notFound' };
    if (edit.political_preference_id !== null) {
      const known = await tx.select({ id: politicalPreferences.id }).from(politicalPreferences).where(eq(politicalPreferences.id, edit.political_preference_id));
      if (known.length === 0) return { kind: 'unknownPreference' };
    }
    if (await isStale(tx, caller, `ftv:${id}`)) {
      return { kind: 'stale', voter: await readBack(tx, id) };
    }
    const current = storedEdit(row);
    if (base !== undefined && !sameFtvVoterEdit(current, base) && !sameFtvVoterEdit(current, edit)) rollback({ kind: 'conflict', current });
    await tx
      .update(ftvVoters)
      .set({ politicalPreferenceId: edit.political_preference_id, safetyRating: edit.safety_rating, email: edit.email, phone: edit.phone, comment: edit.comment })
      .where(eq(ftvVoters.id, id));
    return { kind: 'saved', voter: await readBack(tx, id) };
  });
}
