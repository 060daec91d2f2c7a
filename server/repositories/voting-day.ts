import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { ObserverStationStatus } from '../../src/contract/election';
import type { MyObserverVoters, PatronageVoter } from '../../src/contract/voting-day';
import type { Db } from '../db/client';
import { preparedStatement, runPrepared, type PreparedStatement } from '../db/prepared';
import { clientEntitySeqs, observerStations, patronagerVoters, pollingStations, voteEvents, voters } from '../db/schema';
import type { EditCaller } from './client-entity-seq';

export type VoteAction = 'confirm' | 'delete';
export type VoteSource = 'observer' | 'patronage';


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

/** What the one vote statement answers: null when the voter is out of the caller's scope. */
interface VoteOutcome {
  /** The voter's `voted` as the statement saw it (the target when the change applied). */
  voted: boolean;
  stale: boolean;
}

/**
 * Sets `voters.voted` to the action's target and appends the event in ONE statement (one round
 * trip, one implicit transaction): at 600+ writes/s the six round trips of BEGIN, scope check,
 * sequence claim, update, event insert and COMMIT were the cost, not the work. `scope` is the
 * caller's own check (a station of the observer, a row of the patronager) and yields the voter's id,
 * or nothing: then nothing below runs and nothing is logged.
 *
 * With a client id and a sequence number, a change older than (or equal to) one already applied
 * from that device for this voter changes nothing: it is logged with stale=true and the answer
 * carries the voter's current state. The claim's upsert takes the (client, entity) row lock, so
 * two concurrent changes from one device still run one after the other.
 *
 * The UPDATE only matches a row not already in the target state, so two concurrent repeats
 * cannot both apply: the second waits on the row lock, reads the first one's result, matches
 * nothing, and logs changed=false.
 *
 * One prepared statement per scope and action (see server/db/prepared.ts): planning this CTE on
 * every vote cost more than running it. What changes per call is a placeholder.
 */
function voteStatement(name: string, scope: SQL, action: VoteAction, source: VoteSource): PreparedStatement {
  const target = action === 'confirm';
  const sequenced = sql`cast(${sql.placeholder('sequenced')} as boolean)`;
  const clientId = sql`cast(${sql.placeholder('clientId')} as text)`;
  const clientSeq = sql`cast(${sql.placeholder('clientSeq')} as bigint)`;
  return preparedStatement(
    name,
    sql`
    with scope as (${scope}),
    claim as (
      -- The sequence key of a voter's flag, \`vote:<voters.id>\`: the observer and patronage calls share it.
      insert into ${clientEntitySeqs} (client_id, entity, seq)
      select ${clientId}, 'vote:' || scope.id, ${clientSeq} from scope where ${sequenced}
      on conflict (client_id, entity) do update set seq = excluded.seq
        where ${clientEntitySeqs}.seq < excluded.seq
      returning 1
    ),
    fresh as (select not ${sequenced} or exists (select 1 from claim) as ok),
    -- The statement's snapshot predates any wait on the claim's lock, so the voter's flag is read
    -- under a row lock: FOR UPDATE hands back the newest committed version, not the snapshot's.
    locked as (
      select v.id, v.voted from ${voters} v
      where v.id = (select id from scope) and (select ok from fresh)
      for update
    ),
    updated as (
      update ${voters} set voted = ${target}, voted_at = ${target ? sql`now()` : sql`null`}
      from locked where ${voters}.id = locked.id and locked.voted = ${!target}
      returning ${voters}.id
    ),
    logged as (
      insert into ${voteEvents} (voter_id, member_id, source, action, changed, client_id, client_seq, stale)
      select scope.id, cast(${sql.placeholder('memberId')} as integer), ${source}, ${action}, exists (select 1 from updated), ${clientId}, ${clientSeq}, not (select ok from fresh)
      from scope
    )
    select case when (select ok from fresh) then ${target} else scope.voted end as voted, not (select ok from fresh) as stale
    from scope`,
  );
}

const observerScope = sql`select v.id, v.voted from ${voters} v
    join ${observerStations} os on os.qv_id = v.qv_id and os.observer_id = cast(${sql.placeholder('observerId')} as integer)
    where v.id = cast(${sql.placeholder('voterId')} as integer) limit 1`;
const patronageScope = sql`select v.id, v.voted from ${patronagerVoters} pv
    join ${voters} v on v.id = pv.voter_id
    where pv.id = cast(${sql.placeholder('patronagerVoterId')} as integer) and pv.member_id = cast(${sql.placeholder('memberId')} as integer) limit 1`;

const voteStatements: Readonly<Record<VoteSource, Readonly<Record<VoteAction, PreparedStatement>>>> = {
  observer: {
    confirm: voteStatement('vote-observer-confirm', observerScope, 'confirm', 'observer'),
    delete: voteStatement('vote-observer-delete', observerScope, 'delete', 'observer'),
  },
  patronage: {
    confirm: voteStatement('vote-patronage-confirm', patronageScope, 'confirm', 'patronage'),
    delete: voteStatement('vote-patronage-delete', patronageScope, 'delete', 'patronage'),
  },
};

/** `scopeValues` fills the scope's placeholders (observerId and voterId, or patronagerVoterId). */
async function applyVote(
  db: Db,
  scopeValues: Readonly<Record<string, number>>,
  action: VoteAction,
  source: VoteSource,
  caller: EditCaller,
): Promise<VoteOutcome | undefined> {
  const [row] = await runPrepared(db, voteStatements[source][action], {
    ...scopeValues,
    sequenced: caller.clientId !== null && caller.clientSeq !== null,
    clientId: caller.clientId,
    clientSeq: caller.clientSeq,
    memberId: caller.memberId,
  });
  return row === undefined ? undefined : { voted: row.voted === true, stale: row.stale === true };
}

/**
 * The voter's `voted` for an answer: the statement's own view, except after a stale change, where
 * a newer change may have committed while the claim waited on its lock (the statement's snapshot
 * predates it). Re-read then, as the old per-statement transaction did; stale changes are rare.
 */
async function answerOf(db: Db, voterId: number, outcome: VoteOutcome | undefined): Promise<boolean | undefined> {
  if (outcome === undefined || !outcome.stale) return outcome?.voted;
  const [current] = await db.select({ voted: voters.voted }).from(voters).where(eq(voters.id, voterId));
  return current?.voted ?? outcome.voted;
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
  caller: EditCaller,
): Promise<boolean | undefined> {
  return answerOf(db, voterId, await applyVote(db, { observerId, voterId }, action, 'observer', caller));
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
  caller: EditCaller,
): Promise<boolean | undefined> {
  const outcome = await applyVote(db, { patronagerVoterId }, action, 'patronage', caller);
  if (outcome === undefined || !outcome.stale) return outcome?.voted;
  // Only the stale path needs the voter's id (see answerOf).
  const [own] = await db.select({ voterId: patronagerVoters.voterId }).from(patronagerVoters).where(eq(patronagerVoters.id, patronagerVoterId));
  return own === undefined ? outcome.voted : answerOf(db, own.voterId, outcome);
}
