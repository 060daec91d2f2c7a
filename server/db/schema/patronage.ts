/** Patronage: the voters in each patronager's care. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { countries } from './geography';
import { members } from './members';
import { voters } from './voters';

export const politicalPreferences = pgTable('political_preferences', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

/** A voter in a patronager's care; `id` is the `patronager_voter_id` of the API. A voter appears once per patronager. */
export const patronagerVoters = pgTable(
  'patronager_voters',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    voterId: integer('voter_id')
      .notNull()
      .references(() => voters.id, { onDelete: 'cascade' }),
    politicalPreferenceId: integer('political_preference_id').references(() => politicalPreferences.id),
    /** 0 unset, 1 sure, 2 unsure, 3 hesitant. */
    safetyRating: smallint('safety_rating').notNull().default(0),
    verified: boolean('verified').notNull().default(false),
    comment: text('comment'),
    isEmigrant: boolean('is_emigrant').notNull().default(false),
    countryEmigrantId: integer('country_emigrant_id').references(() => countries.id),
    emigrantCity: text('emigrant_city'),
    emigrantAddress: text('emigrant_address'),
    emigrantZipcode: text('emigrant_zipcode'),
    emigrantHasDocuments: boolean('emigrant_has_documents'),
    emigrantVotesInBox: boolean('emigrant_votes_in_box'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('patronager_voters_member_voter_key').on(t.memberId, t.voterId),
    index('patronager_voters_voter_idx').on(t.voterId),
    check('patronager_voters_safety', sql`${t.safetyRating} between 0 and 3`),
  ],
);
