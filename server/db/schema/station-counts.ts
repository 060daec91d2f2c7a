/**
 * Counts kept per polling station so the statistics sum ~5,200 rows instead of recounting millions
 * of voters on every request. Triggers on `voters` and `members` (migration 0014) keep them exact
 * in the same statement as every write, whoever writes: the vote calls, the seed, a bulk COPY, or
 * a cascade from a deleted voter or party role.
 */
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { pollingStations } from './geography';

/**
 * Voters on the station's list and how many of them are marked as voted; party members placed at
 * the station (through their voter entry) and how many of them voted. A station without voters
 * may have no row.
 */
export const stationCounts = pgTable('station_counts', {
  stationId: integer('station_id')
    .primaryKey()
    .references(() => pollingStations.id, { onDelete: 'cascade' }),
  voters: integer('voters').notNull().default(0),
  voted: integer('voted').notNull().default(0),
  members: integer('members').notNull().default(0),
  membersVoted: integer('members_voted').notNull().default(0),
});

/**
 * Party members placed at the station (through their voter entry), split by party role (0: none)
 * and the month they joined ('YYYY-MM', '' when unknown), with how many of them voted. The role
 * carries no foreign key: a deleted role's members move to 0 through the members trigger.
 */
export const stationMemberCounts = pgTable(
  'station_member_counts',
  {
    stationId: integer('station_id')
      .notNull()
      .references(() => pollingStations.id, { onDelete: 'cascade' }),
    partyRoleId: integer('party_role_id').notNull(),
    joinedMonth: text('joined_month').notNull(),
    members: integer('members').notNull().default(0),
    voted: integer('voted').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.stationId, t.partyRoleId, t.joinedMonth] })],
);
