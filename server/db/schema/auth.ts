/** Sessions and the sign-in failure log. */
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { members } from './members';

/**
 * Session tokens. Only the sha256 of the token is stored, so a database leak does not leak sessions.
 * A session ends `idle` after `last_used_at` or `max` after `created_at` (server/auth/sessions.ts).
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Refreshed at most once a minute per token, so a busy session does not write on every request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('auth_tokens_member_idx').on(t.memberId)],
);

/**
 * One row per failed sign-in (wrong password, unknown username, wrong current password on a
 * password change). The login throttle counts them per username+address, per username and per
 * address within its windows; in the database so every server instance sees the same counts.
 * `username` is the folded name as typed, whether or not such an account exists.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    address: text('address').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('login_failures_username_idx').on(t.username, t.failedAt), index('login_failures_address_idx').on(t.address, t.failedAt)],
);
