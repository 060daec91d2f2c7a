/** Members (login accounts) with their role flags, member roles, and the observer record. */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const memberRoles = pgTable('member_roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

/** A party member and login account. `username` is stored lowercased (enforced by a check) so login folds case once. */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    username: text('username').notNull(),
    /** `scrypt$N$r$p$salt$hash`; '!' means the account cannot sign in. */
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
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('members_username_key').on(t.username), check('members_username_lowercase', sql`${t.username} = lower(${t.username})`)],
);

/** At most one observer record per member; its id is the `observer_id` the client sends. */
export const observers = pgTable('observers', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .unique()
    .references(() => members.id, { onDelete: 'cascade' }),
});
