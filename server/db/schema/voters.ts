/** The voter lists. */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { pollingStations } from './geography';

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
  (t) => [
    uniqueIndex('voters_qv_list_number_key').on(t.qvId, t.listNumber),
    check('voters_gender', sql`${t.gender} in ('M', 'F')`),
    /**
     * The national name searches (spec 02 §5: prefixes of surname and name, ignoring case, ë and ç)
     * by index. The expressions are foldedColumn's (server/repositories/folded-prefix.ts) character
     * for character, or the planner will not match them; text_pattern_ops serves LIKE 'prefix%' under
     * any collation and, with the id, hands rows over already in the searches' order, so a LIMIT stops
     * the scan early. folded-name-search.test.ts fails when a search stops using it.
     */
    index('voters_folded_surname_name_idx').on(
      sql`lower(translate(${t.surname}, 'ëËçÇ', 'eEcC')) text_pattern_ops`,
      sql`lower(translate(${t.name}, 'ëËçÇ', 'eEcC')) text_pattern_ops`,
      t.id,
    ),
  ],
);
