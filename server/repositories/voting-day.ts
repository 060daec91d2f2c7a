import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ObserverStationStatus } from '../../src/contract/election';
import type { MyObserverVoters, PatronageVoter } from '../../src/contract/voting-day';
import type { Db } from '../db/client';
import { claimSequence, type Tx } from './client-entity-seq';
import { observerStations, patronagerVoters, pollingStations, voteEvents, voters } from '../db/schema';

export type VoteAction = 'confirm' | 'delete';
export type VoteSource = 'observer' | 'patronage';

/** Who made a vote call and from which client; recorded on the event row. */
export interface VoteCaller {
  memberId: number;
  /** Already validated; null when the client sent none or an invalid one. */
  clientId: string | null;
  /** The change's per-device sequence number (already validated); null from clients that send none. */
  clientSeq: number | null;
}

/** The observer's stations (by code) and all their voters, in list order within each station. */
export async function observerVoters(db: Db, observerId: number): Promise<MyObserverVoters> {
  const [qvs, rows] = await Promise.all([
    db
      .select({ id: pollingStations.id, code: pollingStations.code })
      .from(observerStations)
      .innerJoin(pollingStations, eq(pollingStations.id, observerStations.qvId))
      .where(eq(observerStations.observerId, observerId))
      .orderBy(asc(pollingStations.code), asc(pollingStations.id)),
    db
      .select({
        voter_id: voters.id,
        qv_id: voters.qvId,
        name: voters.name,
        father_name: voters.fatherName,
        surname: voters.surname,
        list_number: voters.listNumber,
        voted: voters.voted,
      })
      .from(observerStations)
      .innerJoin(pollingStations, eq(pollingStations.id, observerStations.qvId))
      .innerJoin(voters, eq(voters.qvId, observerStations.qvId))
      .where(eq(observerStations.observerId, observerId))
      .orderBy(asc(pollingStations.code), asc(pollingStations.id), asc(voters.listNumber)),
  ]);
  return { qvs, voters: rows };
}

/** Per-station totals for the observer's stations. */
export async function observerStationTurnout(db: Db, observerId: number): Promise<ObserverStationStatus[]> {
  return db
    .select({
      id: pollingStations.id,
      code: pollingStations.code,
      total: count(voters.id),
      voted: sql<number>`cast(count(*) filter (where ${voters.voted}) as integer)`.mapWith(Number),
    })
    .from(observerStations)
    .innerJoin(pollingStations, eq(pollingStations.id, observerStations.qvId))
    .leftJoin(voters, eq(voters.qvId, pollingStations.id))
    .where(eq(observerStations.observerId, observerId))
    .groupBy(pollingStations.id, pollingStations.code)
    .orderBy(asc(pollingStations.code), asc(pollingStations.id));
}

/** The sequence key of a voter's `voted` flag; the observer and the patronage calls share it. */
const voteEntity = (voterId: number) => `vote:${voterId}`;

/**
 * Sets `voters.voted` to the action's target and appends the event, in one transaction, and
 * returns the voter's resulting `voted`.
 *
 * With a client id and a sequence number, a change older than (or equal to) one already applied
 * from that device for this voter changes nothing: it is logged with stale=true and the answer
 * carries the voter's current state.
 *
 * The UPDATE only matches a row not already in the target state, so two concurrent repeats
 * cannot both apply: the second waits on the row lock, re-reads, matches nothing, and logs changed=false.
 */
async function applyVote(tx: Tx, voterId: number, action: VoteAction, source: VoteSource, caller: VoteCaller): Promise<boolean> {
  const event = { voterId, memberId: caller.memberId, source, action, clientId: caller.clientId, clientSeq: caller.clientSeq };
  if (caller.clientId !== null && caller.clientSeq !== null && !(await claimSequence(tx, caller.clientId, voteEntity(voterId), caller.clientSeq))) {
    const [current] = await tx.select({ voted: voters.voted }).from(voters).where(eq(voters.id, voterId));
    if (!current) throw new Error(`voter ${voterId} vanished inside its vote transaction`);
    await tx.insert(voteEvents).values({ ...event, changed: false, stale: true });
    return current.voted;
  }
  const target = action === 'confirm';
  const updated = await tx
    .update(voters)
    .set({ voted: target, votedAt: target ? sql`now()` : null })
    .where(and(eq(voters.id, voterId), eq(voters.voted, !target)))
    .returning({ id: voters.id });
  await tx.insert(voteEvents).values({ ...event, changed: updated.length > 0 });
  return target;
}

/**
 * Observer confirm/remove. Returns the voter's resulting `voted`, or undefined (nothing changed,
 * nothing logged) when the voter is not on a list of one of this observer's stations.
 */
export async function setObserverVote(
  db: Db,
  observerId: number,
  voterId: number,
  action: VoteAction,
  caller: VoteCaller,
): Promise<boolean | undefined> {
  return db.transaction(async (tx) => {
    const inScope = await tx
      .select({ id: voters.id })
      .from(voters)
      .innerJoin(observerStations, and(eq(observerStations.qvId, voters.qvId), eq(observerStations.observerId, observerId)))
      .where(eq(voters.id, voterId))
      .limit(1);
    if (inScope.length === 0) return undefined;
    return applyVote(tx, voterId, action, 'observer', caller);
  });
}

/** The patronager's own voters for election day, by station code then list number. */
export async function patronageVotersForElectionDay(db: Db, memberId: number): Promise<PatronageVoter[]> {
  return db
    .select({
      patronager_voter_id: patronagerVoters.id,
      name: voters.name,
      father_name: voters.fatherName,
      surname: voters.surname,
      list_number: voters.listNumber,
      voted: voters.voted,
      phone: voters.phone,
      qv_code: pollingStations.code,
    })
    .from(patronagerVoters)
    .innerJoin(voters, eq(voters.id, patronagerVoters.voterId))
    .innerJoin(pollingStations, eq(pollingStations.id, voters.qvId))
    .where(eq(patronagerVoters.memberId, memberId))
    .orderBy(asc(pollingStations.code), asc(voters.listNumber), asc(patronagerVoters.id));
}

/**
 * Patronager confirm/cancel by patronager_voter_id. Returns the resulting `voted`, or undefined
 * (nothing changed, nothing logged) when the row is not the caller's.
 */
export async function setPatronageVote(
  db: Db,
  patronagerVoterId: number,
  action: VoteAction,
  caller: VoteCaller,
): Promise<boolean | undefined> {
  return db.transaction(async (tx) => {
    const own = await tx
      .select({ voterId: patronagerVoters.voterId })
      .from(patronagerVoters)
      .where(and(eq(patronagerVoters.id, patronagerVoterId), eq(patronagerVoters.memberId, caller.memberId)))
      .limit(1);
    const voterId = own[0]?.voterId;
    if (voterId === undefined) return undefined;
    return applyVote(tx, voterId, action, 'patronage', caller);
  });
}
