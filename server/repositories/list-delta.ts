import { sql, type SQL } from 'drizzle-orm';
import type { ObserverVoteChange, PatronageVoteChange } from '../../src/contract/voting-day';
import type { Db } from '../db/client';
import { preparedStatement, runPrepared } from '../db/prepared';
import { listScopeChanges, observerStations, patronagerVoters, voterChanges } from '../db/schema';
import { rowsOf } from './raw-rows';

/**
 * Delta sync of the voting-day lists. A cursor is the `xmin` of a reader's snapshot: every
 * transaction with a smaller id had finished when it was taken, so the answer read at it (or
 * later) holds their writes. A delta sends the voted flags that transactions with an id at or
 * above the cursor changed (`voter_changes`, `list_scope_changes`, kept by the triggers of migration 0015).
 *
 * Not a sequence number: a sequence value is taken when a write runs, not when it commits, so a
 * write that took a smaller number and committed after the reader's snapshot would be behind every
 * later cursor and never sent. A transaction id at or above the cursor is sent however late it
 * commits; one already seen may be sent twice, which the device's merge takes as a repeat.
 */

/** What a delta answers: refetch when who is on the list, or what it shows beside the flag, changed (the device downloads it whole). */
export interface ListDelta<C> {
  cursor: string;
  refetch: boolean;
  changes: C[];
}

const cursorOf = (value: unknown): string => {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) throw new Error('the database answered no snapshot xmin');
  return value;
};

/** The cursor a whole list answers with: taken BEFORE its query, so the list's snapshot is at least as new. */
export async function listCursor(db: Db): Promise<string> {
  return cursorOf(rowsOf(await db.execute(sql`select pg_snapshot_xmin(pg_current_snapshot())::text as c`))[0]?.c);
}

/**
 * The cursor, and whether the device must refetch: a scope changed since its cursor, or the
 * cursor is ahead of every transaction this database has started (one from another database, a
 * restored backup): nothing after it could ever be sent.
 */
const snapshot = (scopes: SQL, since: SQL): SQL => sql`
  select pg_snapshot_xmin(pg_current_snapshot()) as cursor,
    ${since} > pg_snapshot_xmax(pg_current_snapshot())
    or exists (select 1 from ${listScopeChanges} c where c.scope = any(${scopes}) and c.changed_xid >= ${since}) as refetch`;

/**
 * The flags changed since the cursor among those `where` picks out of the list's own rows, read by
 * an index per list row (a station's range of `(qv_id, changed_xid)`); voters is never read. `offset 0` keeps the subquery apart, so the planner cannot turn it into a join that
 * walks every change of the day (it did so on a small table: the whole index, filtered on its
 * second column).
 */
const changedSince = (where: SQL, since: SQL): SQL =>
  sql`select vc.voter_id, vc.voted from ${voterChanges} vc where ${where} and vc.changed_xid >= ${since} offset 0`;

/**
 * The observer's delta, one statement so the cursor and the rows come from one snapshot: a row per
 * changed voter, or one row of nulls beside the cursor when none changed (or on refetch). The
 * arguments are SQL (a placeholder here, a value in the EXPLAIN test): `observerId` an integer,
 * `since` an xid8.
 */
export function observerDeltaQuery(observerId: SQL, since: SQL): SQL {
  const stations = sql`array(select 'station:' || os.qv_id from ${observerStations} os where os.observer_id = ${observerId})`;
  return sql`
  with snap as materialized (${snapshot(sql`array['observer:' || ${observerId}] || ${stations}`, since)})
  select snap.cursor::text as cursor, snap.refetch, d.voter_id, d.voted
  from snap left join lateral (
    select vc.voter_id, vc.voted
    from ${observerStations} os
    cross join lateral (${changedSince(sql`vc.qv_id = os.qv_id`, since)}) vc
    where os.observer_id = ${observerId}
  ) d on not snap.refetch`;
}

/**
 * The patronager's delta (see observerDeltaQuery): their voters' flags changed since, by key. The
 * range test stays outside the fence: inside, the planner may take the change log's
 * `changed_xid` index (the live poller's) and walk the whole range again for each voter.
 */
export function patronageDeltaQuery(memberId: SQL, since: SQL): SQL {
  return sql`
  with snap as materialized (${snapshot(sql`array['patronager:' || ${memberId}]`, since)})
  select snap.cursor::text as cursor, snap.refetch, d.patronager_voter_id, d.voted
  from snap left join lateral (
    select pv.id as patronager_voter_id, vc.voted
    from ${patronagerVoters} pv
    cross join lateral (select vc.voted, vc.changed_xid from ${voterChanges} vc where vc.voter_id = pv.voter_id offset 0) vc
    where pv.member_id = ${memberId} and vc.changed_xid >= ${since}
  ) d on not snap.refetch`;
}

const sinceParam = sql`cast(${sql.placeholder('since')} as xid8)`;
const observerDelta = preparedStatement('list-delta-observer', observerDeltaQuery(sql`cast(${sql.placeholder('observerId')} as integer)`, sinceParam));
const patronageDelta = preparedStatement('list-delta-patronage', patronageDeltaQuery(sql`cast(${sql.placeholder('memberId')} as integer)`, sinceParam));

/** The rows of a delta statement as its answer: a change per row whose `key` column is not null. */
function deltaOf<C>(rows: Record<string, unknown>[], key: string, change: (id: number, voted: boolean) => C): ListDelta<C> {
  const [first] = rows;
  if (first === undefined) throw new Error('a delta statement answered no row');
  const refetch = first.refetch === true;
  const changes = refetch ? [] : rows.filter((row) => row[key] !== null).map((row) => change(Number(row[key]), row.voted === true));
  return { cursor: cursorOf(first.cursor), refetch, changes };
}

/** What changed on the observer's list since `cursor` (the device holds the list as of it). */
export async function observerVotersSince(db: Db, observerId: number, cursor: string): Promise<ListDelta<ObserverVoteChange>> {
  const rows = await runPrepared(db, observerDelta, { observerId, since: cursor });
  return deltaOf(rows, 'voter_id', (id, voted) => ({ voter_id: id, voted }));
}

/** What changed on the patronager's voting-day list since `cursor`. */
export async function patronageVotersSince(db: Db, memberId: number, cursor: string): Promise<ListDelta<PatronageVoteChange>> {
  const rows = await runPrepared(db, patronageDelta, { memberId, since: cursor });
  return deltaOf(rows, 'patronager_voter_id', (id, voted) => ({ patronager_voter_id: id, voted }));
}
