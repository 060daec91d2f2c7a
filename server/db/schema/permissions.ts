/** The permission tree and who holds which permission. */
import { integer, pgTable, primaryKey, serial, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { members } from './members';

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
