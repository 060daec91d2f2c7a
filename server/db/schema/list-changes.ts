/**
 * What lets a list answer send only what changed since a device's cursor (see
 * server/repositories/list-delta.ts). Both tables are written by triggers (migration 0015), never
 * by the app's own statements, so every writer — a vote, a seed, an administrator's SQL — is seen.
 */
import { boolean, customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { voters } from './voters';

/**
 * A transaction id with its epoch (`pg_current_xact_id()`), as text: 64 bits do not fit a JS
 * number. Compared only in SQL.
 */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * The last transaction that changed a voter's `voted` (or station), and the flag it left: a delta
 * is read from here alone, never from voters. One row per voter ever changed; the delta of a
 * station reads its range of `(qv_id, changed_xid)`, the delta of a patronager probes its voters
 * by key. A change of what else a list shows (names, list number, phone) is rare and goes to
 * list_scope_changes instead: the lists holding the voter are refetched.
 */
export const voterChanges = pgTable(
  'voter_changes',
  {
    voterId: integer('voter_id')
      .primaryKey()
      .references(() => voters.id, { onDelete: 'cascade' }),
    qvId: integer('qv_id').notNull(),
    voted: boolean('voted').notNull(),
    changedXid: xid8('changed_xid').notNull(),
  },
  // changed_xid alone: the live poller (server/repositories/live-changes.ts) asks what changed in
  // every station since its cursor, a range at the end of this index.
  (t) => [index('voter_changes_qv_xid_idx').on(t.qvId, t.changedXid), index('voter_changes_xid_idx').on(t.changedXid)],
);

/**
 * The last transaction that changed who is on a list rather than what a voter shows: `observer:<id>`
 * (stations assigned or taken away), `station:<id>` (a voter added, removed, moved or renamed,
 * the code changed), `patronager:<member id>` (voters assigned or taken away, one of them renamed). A device whose cursor is
 * older refetches the whole list.
 */
export const listScopeChanges = pgTable(
  'list_scope_changes',
  {
    scope: text('scope').primaryKey(),
    changedXid: xid8('changed_xid').notNull(),
  },
  // One row per station, observer and patronager ever changed (every one, after a seed): tens of
  // thousands nationally, read by the live poller every second; written rarely, so the index costs
  // nothing on a vote.
  (t) => [index('list_scope_changes_xid_idx').on(t.changedXid)],
);
