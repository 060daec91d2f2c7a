/** The coordinators' lists: emigrant references (any member), diaspora references, first-time voters (spec 02 §2.13–2.15). */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { countries } from './geography';
import { members } from './members';
import { politicalPreferences } from './patronage';
import { voters } from './voters';

/**
 * An emigrant a member knows of ("Referencat për emigrantë"): free text, not a voter of the list.
 * `client_ref` is the creating device's local id: a create repeated after a lost answer finds the
 * first record instead of adding a second.
 */
export const emigrantReferences = pgTable(
  'emigrant_references',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    city: text('city').notNull(),
    cityAlbania: text('city_albania').notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    phone: text('phone').notNull(),
    referuesName: text('referues_name'),
    clientRef: text('client_ref'),
    createdAt: createdAt(),
  },
  (t) => [
    index('emigrant_references_member_idx').on(t.memberId, t.createdAt),
    uniqueIndex('emigrant_references_member_client_ref_key').on(t.memberId, t.clientRef).where(sql`${t.clientRef} is not null`),
  ],
);

/** How a diaspora coordinator came to know the emigrant; the code 'biznesi' always has a referrer (spec 02 §4). */
export const diasporaReferenceTypes = pgTable('diaspora_reference_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  label: text('label').notNull(),
  name: text('name').notNull(),
});

/** A voter of the list living abroad, followed by a diaspora coordinator through registration (PER), the postal envelope and the vote. */
export const diasporaReferences = pgTable(
  'diaspora_references',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    voterId: integer('voter_id')
      .notNull()
      .references(() => voters.id, { onDelete: 'cascade' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    referenceTypeId: integer('reference_type_id')
      .notNull()
      .references(() => diasporaReferenceTypes.id),
    emigrantPhone: text('emigrant_phone').notNull(),
    emigrantCity: text('emigrant_city'),
    zipCode: text('zip_code'),
    note: text('note'),
    perRegistered: boolean('per_registered').notNull().default(false),
    envelopeReceived: boolean('envelope_received').notNull().default(false),
    voted: boolean('voted').notNull().default(false),
    hasReferues: boolean('has_referues').notNull().default(false),
    referuesName: text('referues_name'),
    referuesSurname: text('referues_surname'),
    referuesPhone: text('referues_phone'),
    clientRef: text('client_ref'),
    createdAt: createdAt(),
  },
  (t) => [
    index('diaspora_references_member_idx').on(t.memberId, t.createdAt),
    index('diaspora_references_voter_idx').on(t.voterId),
    uniqueIndex('diaspora_references_member_client_ref_key').on(t.memberId, t.clientRef).where(sql`${t.clientRef} is not null`),
  ],
);

/** A first-time voter in a coordinator's care, with the coordinator's own contact copy and assessment. */
export const ftvVoters = pgTable(
  'ftv_voters',
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
    email: text('email'),
    phone: text('phone'),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ftv_voters_member_voter_key').on(t.memberId, t.voterId),
    index('ftv_voters_voter_idx').on(t.voterId),
    check('ftv_voters_safety', sql`${t.safetyRating} between 0 and 3`),
  ],
);
