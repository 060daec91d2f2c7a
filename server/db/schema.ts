import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

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

/** Permission tree: roots have no parent. `code` is what the client keys its menu by ('Detyra', 'DetyratMarra'…). */
export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  parentId: integer('parent_id').references((): AnyPgColumn => permissions.id),
});

export const memberPermissions = pgTable(
  'member_permissions',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.permissionId] })],
);

export const divisions = pgTable('divisions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  divisionId: integer('division_id').references(() => divisions.id),
});

export const municipalities = pgTable(
  'municipalities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    alias: text('alias'),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
  },
  (t) => [index('municipalities_region_idx').on(t.regionId)],
);

export const units = pgTable(
  'units',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    municipalityId: integer('municipality_id')
      .notNull()
      .references(() => municipalities.id),
  },
  (t) => [index('units_municipality_idx').on(t.municipalityId)],
);

/** Polling station ("qv", qendër votimi). Codes look like "1234" or "0012/1". */
export const pollingStations = pgTable(
  'polling_stations',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
  },
  (t) => [index('polling_stations_unit_idx').on(t.unitId)],
);

/** A voter on the list of one polling station; `voted` is the single truth both observers and patronagers change. */
export const voters = pgTable(
  'voters',
  {
    id: serial('id').primaryKey(),
    nid: text('nid').notNull().unique(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    fatherName: text('father_name').notNull(),
    motherName: text('mother_name'),
    dob: date('dob', { mode: 'string' }).notNull(),
    gender: text('gender').notNull(),
    phone: text('phone'),
    email: text('email'),
    qvId: integer('qv_id')
      .notNull()
      .references(() => pollingStations.id),
    listNumber: integer('list_number').notNull(),
    buildingNumber: text('building_number'),
    voted: boolean('voted').notNull().default(false),
    votedAt: timestamp('voted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('voters_qv_list_number_key').on(t.qvId, t.listNumber), check('voters_gender', sql`${t.gender} in ('M', 'F')`)],
);

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

export const politicalPreferences = pgTable('political_preferences', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  countryName: text('country_name').notNull(),
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

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    createDate: timestamp('create_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    read: boolean('read').notNull().default(false),
  },
  (t) => [index('notifications_member_idx').on(t.memberId, t.createDate)],
);

export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    points: integer('points').notNull().default(0),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }).notNull(),
    createMemberId: integer('create_member_id')
      .notNull()
      .references(() => members.id),
    parentId: integer('parent_id').references((): AnyPgColumn => tasks.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('tasks_create_member_idx').on(t.createMemberId)],
);

/** A task assigned to a member; `seen` false counts toward the top bar's unread badge. */
export const memberTasks = pgTable(
  'member_tasks',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull(),
    seen: boolean('seen').notNull().default(false),
    completed: boolean('completed').notNull().default(false),
  },
  (t) => [uniqueIndex('member_tasks_task_member_key').on(t.taskId, t.memberId), index('member_tasks_member_idx').on(t.memberId, t.startDate)],
);

/** Session tokens. Only the sha256 of the token is stored, so a database leak does not leak sessions. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_member_idx').on(t.memberId)],
);

/**
 * Append-only log of every accepted vote call. `changed` is false when the call was a repeat
 * (already voted / already removed), which is how idempotent retries stay visible.
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
  },
  (t) => [
    index('vote_events_voter_idx').on(t.voterId, t.at),
    check('vote_events_source', sql`${t.source} in ('observer', 'patronage')`),
    check('vote_events_action', sql`${t.action} in ('confirm', 'delete')`),
  ],
);
