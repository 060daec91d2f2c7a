/** Members (login accounts) with their role flags, member roles, and the observer record. */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { voters } from './voters';

export const memberRoles = pgTable('member_roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
});

/** The member's role in the party (the statistics group members by it). */
export const partyRoles = pgTable('party_roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
});

/** A party member and login account. `username` is stored lowercased (enforced by a check) so login folds case once. */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    username: text('username').notNull(),
    /** argon2id PHC string (`$argon2id$v=19$m=…`), or an older `scrypt$N$r$p$salt$hash` until the member's next sign-in; '!' means the account cannot sign in. */
    passwordHash: text('password_hash').notNull(),
    photo: text('photo'),
    phone: text('phone'),
    email: text('email'),
    livingPlace: text('living_place'),
    memberRoleId: integer('member_role_id').references(() => memberRoles.id),
    isPatronager: boolean('is_patronager').notNull().default(false),
    isDiasporaCoordinator: boolean('is_diaspora_coordinator').notNull().default(false),
    isFtvCoordinator: boolean('is_ftv_coordinator').notNull().default(false),
    highDivision: boolean('high_division').notNull().default(false),
    /**
     * The member's own entry in the voter list: where the member lives and votes, so the statistics
     * place members by region, municipality and unit, and count those who voted.
     */
    voterId: integer('voter_id').references(() => voters.id, { onDelete: 'set null' }),
    partyRoleId: integer('party_role_id').references(() => partyRoles.id, { onDelete: 'set null' }),
    /** Who suggested the member (the dashboard's "suggested members" and `members_added`). */
    broughtById: integer('brought_by_id').references((): AnyPgColumn => members.id, { onDelete: 'set null' }),
    membershipDate: date('membership_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('members_username_key').on(t.username),
    check('members_username_lowercase', sql`${t.username} = lower(${t.username})`),
    uniqueIndex('members_voter_key').on(t.voterId),
    index('members_brought_by_idx').on(t.broughtById, t.membershipDate),
  ],
);

/** At most one observer record per member; its id is the `observer_id` the client sends. */
export const observers = pgTable('observers', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .unique()
    .references(() => members.id, { onDelete: 'cascade' }),
});
