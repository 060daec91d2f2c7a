/** Sessions. */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { members } from './members';

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
