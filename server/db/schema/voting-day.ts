/** Election day: which observer watches which station, the log of every vote change, and the per-device order of changes. */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { pollingStations } from './geography';
import { members, observers } from './members';
import { voters } from './voters';

export const observerStations = pgTable(
  'observer_stations',
  {
    observerId: integer('observer_id')
      .notNull()
      .references(() => observers.id, { onDelete: 'cascade' }),
    qvId: integer('qv_id')
      .notNull()
      .references(() => pollingStations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.observerId, t.qvId] }), index('observer_stations_qv_idx').on(t.qvId)],
);

/**
 * Append-only log of every accepted vote call. `changed` is false when the call was a repeat
 * (already voted / already removed) or stale, which is how idempotent retries and late arrivals
 * stay visible.
 */
export const voteEvents = pgTable(
  'vote_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    voterId: integer('voter_id')
      .notNull()
      .references(() => voters.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    action: text('action').notNull(),
    changed: boolean('changed').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    clientId: text('client_id'),
    /** The device's sequence number of the change (`x-terren-seq`); null from clients that send none. */
    clientSeq: bigint('client_seq', { mode: 'number' }),
    /** True when the change was older than one already applied from the same device, so it was ignored. */
    stale: boolean('stale').notNull().default(false),
  },
  (t) => [
    index('vote_events_voter_idx').on(t.voterId, t.at),
    check('vote_events_source', sql`${t.source} in ('observer', 'patronage')`),
    check('vote_events_action', sql`${t.action} in ('confirm', 'delete')`),
  ],
);

/**
 * The newest change applied per device and entity (`vote:<voters.id>` for both vote calls), so a
 * slow request that lands after a later one from the same device is recognised as stale and
 * ignored. Sequences fit in a JS number: the header is refused above 2^53 - 1.
 */
export const clientEntitySeqs = pgTable(
  'client_entity_seqs',
  {
    clientId: text('client_id').notNull(),
    entity: text('entity').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.entity] })],
);
