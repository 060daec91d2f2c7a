import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { MyReferencedVoters, ReferredVoter, VoterSearchResult } from '../../src/contract/referred-voters';
import { VOTER_NAME_SEARCH_LIMIT } from '../../src/contract/referred-voters';
import type { Db } from '../db/client';
import { pollingStations, voterReferences, voters } from '../db/schema';
import { insertOnce, type EditCaller, type Tx } from './client-entity-seq';
import { foldedOrder, foldedPrefix } from './folded-prefix';

export interface ReferredListQuery {
  limit: number;
  offset: number;
  code?: string | undefined;
  name?: string | undefined;
  surname?: string | undefined;
  referues?: string | undefined;
}

export interface NewReferral {
  voterId: number;
  referues: string | null;
  referuesPhone: string | null;
  comment: string | null;
}

const referredColumns = {
  id: voterReferences.id,
  memberId: voterReferences.memberId,
  referues: voterReferences.referues,
  referuesPhone: voterReferences.referuesPhone,
  comment: voterReferences.comment,
  createdAt: voterReferences.createdAt,
  voterId: voters.id,
  nid: voters.nid,
  name: voters.name,
  surname: voters.surname,
  phone: voters.phone,
  qvCode: pollingStations.code,
  listNumber: voters.listNumber,
  buildingNumber: voters.buildingNumber,
  dob: voters.dob,
  voted: voters.voted,
};

function selectReferred(db: Db | Tx) {
  return db
    .select(referredColumns)
    .from(voterReferences)
    .innerJoin(voters, eq(voters.id, voterReferences.voterId))
    .innerJoin(pollingStations, eq(pollingStations.id, voters.qvId));
}

type ReferredRow = Awaited<ReturnType<typeof selectReferred>>[number];

function toReferred(row: ReferredRow): ReferredVoter {
  return {
    id: row.id,
    voter: {
      id: row.voterId,
      nid: row.nid,
      name: row.name,
      surname: row.surname,
      phone: row.phone,
      qv: { code: row.qvCode },
      list_number: row.listNumber,
      building_number: row.buildingNumber,
      dob: row.dob,
      voted: row.voted,
    },
    member: row.memberId,
    referues: row.referues,
    referues_phone: row.referuesPhone,
    comment: row.comment,
    create_date: row.createdAt.toISOString(),
  };
}

/** The member's referrals, newest first; `code` is a prefix of the voter's nid. */
export async function listReferredVoters(db: Db, memberId: number, query: ReferredListQuery): Promise<MyReferencedVoters> {
  const where = and(
    eq(voterReferences.memberId, memberId),
    foldedPrefix(voters.nid, query.code),
    foldedPrefix(voters.name, query.name),
    foldedPrefix(voters.surname, query.surname),
    foldedPrefix(voterReferences.referues, query.referues),
  );
  const [rows, total] = await Promise.all([
    selectReferred(db)
      .where(where)
      .orderBy(desc(voterReferences.createdAt), desc(voterReferences.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: count() })
      .from(voterReferences)
      .innerJoin(voters, eq(voters.id, voterReferences.voterId))
      .where(where),
  ]);
  return { data: rows.map(toReferred), count: total[0]?.n ?? 0 };
}

export type ReferralCreateResult = { kind: 'unknownVoter' } | { kind: 'gone' } | { kind: 'created' | 'existing'; referral: ReferredVoter };

/**
 * Refers a voter. One referral per member and voter: a repeat finds the first one, unchanged
 * ('existing'). A create this device already had applied (its per-device sequence number is not
 * newer than the last create of this voter from it) is a retry or a request that crossed the
 * network late: it never adds the referral again, so one deleted since stays deleted ('gone').
 */
export async function createReferral(db: Db, caller: EditCaller, input: NewReferral): Promise<ReferralCreateResult> {
  const known = await db.select({ id: voters.id }).from(voters).where(eq(voters.id, input.voterId)).limit(1);
  if (known.length === 0) return { kind: 'unknownVoter' };
  const { memberId } = caller;
  return db.transaction(async (tx) => {
    const createdId = await insertOnce(tx, caller, `referral-create:${input.voterId}`, () =>
      tx
        .insert(voterReferences)
        .values({ memberId, voterId: input.voterId, referues: input.referues, referuesPhone: input.referuesPhone, comment: input.comment })
        .onConflictDoNothing({ target: [voterReferences.memberId, voterReferences.voterId] })
        .returning({ id: voterReferences.id }),
    );
    const [row] = await selectReferred(tx)
      .where(and(eq(voterReferences.memberId, memberId), eq(voterReferences.voterId, input.voterId)))
      .limit(1);
    if (!row) return { kind: 'gone' as const };
    return { kind: createdId !== undefined ? ('created' as const) : ('existing' as const), referral: toReferred(row) };
  });
}

/** Deletes one of the member's own referrals; false when there is none with that id (unknown, another member's, or already deleted). */
export async function deleteReferral(db: Db, memberId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(voterReferences)
    .where(and(eq(voterReferences.id, id), eq(voterReferences.memberId, memberId)))
    .returning({ id: voterReferences.id });
  return deleted.length > 0;
}

const searchColumns = {
  id: voters.id,
  nid: voters.nid,
  name: voters.name,
  surname: voters.surname,
  father_name: voters.fatherName,
  mother_name: voters.motherName,
  dob: voters.dob,
  qv_code_full: pollingStations.code,
};

/**
 * The voter with this nid, as an array of zero or one. The national list keeps nids in capitals,
 * so matching the typed text and its capitals is case-insensitive there and keeps the unique index in use.
 */
export async function searchVoterByNid(db: Db, nid: string): Promise<VoterSearchResult[]> {
  return db
    .select(searchColumns)
    .from(voters)
    .innerJoin(pollingStations, eq(pollingStations.id, voters.qvId))
    .where(inArray(voters.nid, [...new Set([nid, nid.toUpperCase()])]))
    .limit(1);
}

/**
 * Voters whose name, surname and (optionally) father's name start with the typed text, ignoring case,
 * ë and ç; alphabetical by folded surname and name, then id: the folded-name index's order, so the
 * national list is read by index only up to the first VOTER_NAME_SEARCH_LIMIT matches.
 */
export async function searchVotersByName(db: Db, query: { name: string; surname: string; father_name?: string | undefined }): Promise<VoterSearchResult[]> {
  return db
    .select(searchColumns)
    .from(voters)
    .innerJoin(pollingStations, eq(pollingStations.id, voters.qvId))
    .where(and(foldedPrefix(voters.name, query.name), foldedPrefix(voters.surname, query.surname), foldedPrefix(voters.fatherName, query.father_name)))
    .orderBy(foldedOrder(voters.surname), foldedOrder(voters.name), asc(voters.id))
    .limit(VOTER_NAME_SEARCH_LIMIT);
}
