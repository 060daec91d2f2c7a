import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listScopeChanges, voterChanges } from '../db/schema';
import { listCursor } from './list-delta';
import { rowsOf } from './raw-rows';

/**
 * What the live poller (server/live/change-poller.ts) learns in one statement: every station whose
 * voted flags changed and every list scope that changed since its cursor, on any instance, read
 * from the change log the triggers of migration 0015 keep (nothing is added to the write path).
 * The cursor follows list-delta.ts: the `xmin` of the statement's snapshot, and `changed_xid >=
 * cursor`, so a transaction that took a smaller id and commits late is still seen.
 */
export interface ChangesSince {
  cursor: string;
  /** A scope as list_scope_changes names it ('station:12', 'observer:3', 'patronager:7') and the transaction that changed it. */
  changes: { scope: string; xid: string }[];
}

/**
 * One row per (scope, transaction) changed at or after `since` (an xid8), or one row of nulls
 * beside the cursor. Both ranges are read on their `changed_xid` index; voters is never read.
 */
export function liveChangesQuery(since: SQL): SQL {
  return sql`
  with snap as materialized (select pg_snapshot_xmin(pg_current_snapshot()) as cursor)
  select snap.cursor::text as cursor, c.scope, c.xid::text as xid
  from snap left join lateral (
    select distinct 'station:' || vc.qv_id as scope, vc.changed_xid as xid from ${voterChanges} vc where vc.changed_xid >= ${since}
    union all
    select lc.scope, lc.changed_xid from ${listScopeChanges} lc where lc.changed_xid >= ${since}
  ) c on true`;
}

const textOf = (value: unknown, what: string): string => {
  if (typeof value !== 'string') throw new Error(`the change poll answered no ${what}`);
  return value;
};

/**
 * What changed since `cursor`; null: nothing yet, so first a cursor, then what it already covers
 * (the caller's streams pull after this answers, so they hold all of it). Not a named statement:
 * planned each time with the cursor's value, the planner sees a range at the end of the index (a
 * generic plan would assume a third of the log, and read it whole).
 */
export async function changesSince(db: Db, cursor: string | null): Promise<ChangesSince> {
  const since = cursor ?? (await listCursor(db));
  const rows = rowsOf(await db.execute(liveChangesQuery(sql`cast(${since} as xid8)`)));
  const [first] = rows;
  if (first === undefined) throw new Error('the change poll answered no row');
  return {
    cursor: textOf(first.cursor, 'cursor'),
    changes: rows.filter((row) => row.scope !== null).map((row) => ({ scope: textOf(row.scope, 'scope'), xid: textOf(row.xid, 'xid') })),
  };
}
