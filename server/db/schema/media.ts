/** Uploaded and demo files (member and news photos, task documents), served under /media/ to the members allowed to read them. */
import { customType, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { members } from './members';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, pg a Buffer: one type for the code above.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The bytes live in the database rather than in a folder: every server instance behind a load
 * balancer sees the same files, a backup of the database holds them, and a photo and the member
 * row that points at it change in one transaction. `key` is random (128 bits), so the
 * /media/<key>.<ext> address cannot be guessed from an id; who may read it is `findMediaFor`.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    /** The member who uploaded it (their photo); null for files of the organisation (news). */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    /** What the file is for: 'member-photo', 'news-photo', or a task document ('member-task-doc', 'task-doc'). */
    purpose: text('purpose').notNull(),
    /** Decided by the server from the file's first bytes, never taken from the upload. */
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('media_files_member_idx').on(t.memberId, t.purpose)],
);
