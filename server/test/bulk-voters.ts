import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../repositories/raw-rows';
import { insertBulkVoters } from '../seed/national-voters';

/** Voters a station, as in the national seed. */
const STATION_SIZE = 650;

/**
 * Adds `count` voters, set-based as the national seed does (national-voters.ts), in new stations of
 * about 650 voters in the first unit, then ANALYZEs: a national list in miniature, big enough that
 * the planner would rather scan every voter than miss an index. Returns the new stations' id range.
 */
export async function addBulkVoters(db: Db, count: number, seed = 1): Promise<{ firstStationId: number; lastStationId: number }> {
  const stations = Math.max(1, Math.round(count / STATION_SIZE));
  const [range] = rowsOf(
    await db.execute(sql`
      with inserted as (
        insert into polling_stations (code, unit_id)
        select '2' || lpad((base.top + i)::text, 5, '0'), (select min(id) from units)
        from generate_series(1, ${stations}) i, (select coalesce(max(id), 0) as top from polling_stations) base
        returning id
      )
      select min(id) as first, max(id) as last from inserted`),
  );
  const firstStationId = Number(range?.first);
  const lastStationId = Number(range?.last);
  await insertBulkVoters(db, { count, firstStationId, lastStationId, year: 2026, seed });
  await db.execute(sql`analyze`);
  return { firstStationId, lastStationId };
}
