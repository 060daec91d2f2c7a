import { sql, type SQL } from 'drizzle-orm';
import type { DaySealStation } from '../../src/contract/day-seal';
import type { Db } from '../db/client';
import { observerStations, patronagerVoters, pollingStations, voteEvents, voters } from '../db/schema';
import { rowsOf } from './raw-rows';
import type { VoteSource } from './voting-day';

/**
 * The day seal's receipt per station: voters the server holds as voted, and those of them whose
 * last applied change (changed = true: a repeat or a stale change moved nothing) is a confirm by
 * this member from this device on this screen. A mark another device took back, or made again
 * first, is not this device's any more; the voters' flag is checked too, so a flag changed
 * without an event is never counted.
 *
 * `stations` yields the station ids in the member's scope; everything else follows from them.
 */
async function receiptRows(db: Db, stations: SQL, memberId: number, clientId: string, source: VoteSource): Promise<DaySealStation[]> {
  const result = await db.execute(sql`
    with scope as (${stations})
    select ps.id as qv_id, ps.code as code,
      cast(count(v.id) filter (where v.voted) as integer) as voted,
      cast(count(v.id) filter (
        where v.voted and last_change.member_id = ${memberId} and last_change.client_id = ${clientId}
          and last_change.source = ${source} and last_change.action = 'confirm'
      ) as integer) as marked_here
    from scope
    join ${pollingStations} ps on ps.id = scope.qv_id
    left join ${voters} v on v.qv_id = ps.id
    left join lateral (
      select e.member_id, e.client_id, e.source, e.action from ${voteEvents} e
      where e.voter_id = v.id and e.changed
      order by e.at desc, e.id desc
      limit 1
    ) last_change on v.voted
    group by ps.id, ps.code
    order by ps.code, ps.id`);
  return rowsOf(result).map((row) => ({
    qv_id: Number(row.qv_id),
    code: String(row.code),
    marked_here: Number(row.marked_here),
    voted: Number(row.voted),
  }));
}

/** The observer's receipt: each of their stations. */
export function observerSealReceipt(db: Db, observerId: number, memberId: number, clientId: string): Promise<DaySealStation[]> {
  const stations = sql`select ${observerStations.qvId} as qv_id from ${observerStations} where ${observerStations.observerId} = ${observerId}`;
  return receiptRows(db, stations, memberId, clientId, 'observer');
}

/** The patronager's receipt: each station where one of their voters is listed. */
export function patronageSealReceipt(db: Db, memberId: number, clientId: string): Promise<DaySealStation[]> {
  const stations = sql`select distinct ${voters.qvId} as qv_id from ${patronagerVoters}
    join ${voters} on ${voters.id} = ${patronagerVoters.voterId}
    where ${patronagerVoters.memberId} = ${memberId}`;
  return receiptRows(db, stations, memberId, clientId, 'patronage');
}
