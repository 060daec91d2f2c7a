/** Patronage: the voters in each patronager's care. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { countries } from './geography';
import { members } from './members';
import { voters } from './voters';

/**
 * `stance` drives the row colour of the patronaged list (spec 02 §4): 'opposed' is red, 'negative'
 * is orange when the voter has a referral; the spec names the colours, not the preferences.
 */
export const politicalPreferences = pgTable(
  'political_preferences',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    stance: text('stance').notNull().default('undecided'),
  },
  (t) => [check('political_preferences_stance', sql`${t.stance} in ('supporter', 'undecided', 'negative', 'opposed')`)],
);

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
    /**
     * The patronager's own contact details for the voter, copied from the voter list when the voter
     * is assigned: editing them never changes the national list another patronager sees.
     */
    phone: text('phone'),
    email: text('email'),
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

/**
 * A voter a member referred (spec 02 §2.11, "Të referuarit"). One referral per member and voter,
 * so a create repeated after a lost answer finds the first one instead of adding a second.
 */
export const voterReferences = pgTable(
  'voter_references',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    voterId: integer('voter_id')
      .notNull()
      .references(() => voters.id, { onDelete: 'cascade' }),
    referues: text('referues'),
    referuesPhone: text('referues_phone'),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('voter_references_member_voter_key').on(t.memberId, t.voterId), index('voter_references_voter_idx').on(t.voterId)],
);
