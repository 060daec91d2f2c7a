/** The keys that sign QR attendance codes (src/contract/attendance-signature.ts). */
import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The newest key not retired signs; every key not retired verifies, so codes printed before a
 * rotation keep working until their key is retired. Made on first need: no key lives in the repository.
 */
export const attendanceSigningKeys = pgTable('attendance_signing_keys', {
  id: serial('id').primaryKey(),
  /** SPKI DER, base64url: handed to scanning devices with the task's QR view. */
  publicKey: text('public_key').notNull(),
  /** PKCS#8 DER, base64url: never leaves the server. */
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
  retiredAt: timestamp('retired_at', { withTimezone: true, mode: 'date' }),
});
