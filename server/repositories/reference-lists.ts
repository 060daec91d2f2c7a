import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { referenceRow, type ReferenceListName, type ReferenceRow, type ReferenceRowInput } from '../../src/contract/reference-lists';
import type { Db } from '../db/client';
import {
  contributeTypes,
  educationLevels,
  educations,
  employers,
  employerTypes,
  employmentStatuses,
  members,
  memberRoles,
  memberSocialAccounts,
  organisations,
  partyRoles,
  socialMedias,
  tasks,
  taskTypes,
} from '../db/schema';
import { rowsOf } from './raw-rows';

/**
 * Each list's table, whether it has points, and the columns that point at its rows: a row still
 * named by one of them is not deleted (several of those keys would null or cascade silently).
 */
interface ReferenceTable {
  table: PgTable;
  points: boolean;
  usedBy: readonly AnyColumn[];
}

const TABLES: Readonly<Record<ReferenceListName, ReferenceTable>> = {
  educationlevel: { table: educationLevels, points: false, usedBy: [] },
  education: { table: educations, points: false, usedBy: [] },
  employmentstatus: { table: employmentStatuses, points: false, usedBy: [] },
  employertype: { table: employerTypes, points: false, usedBy: [] },
  employer: { table: employers, points: false, usedBy: [] },
  memberrole: { table: memberRoles, points: false, usedBy: [members.memberRoleId] },
  partyrole: { table: partyRoles, points: false, usedBy: [members.partyRoleId] },
  contributetype: { table: contributeTypes, points: false, usedBy: [] },
  organisation: { table: organisations, points: false, usedBy: [] },
  tasktype: { table: taskTypes, points: true, usedBy: [tasks.taskTypeId] },
  socialmedia: { table: socialMedias, points: false, usedBy: [memberSocialAccounts.socialMediaId] },
};

/** The answer's columns: raw statements, since one function serves eleven differently typed tables. */
const returned = (list: ReferenceTable): SQL => (list.points ? sql`id, name, description, points` : sql`id, name, description`);

const toRows = (result: unknown): ReferenceRow[] => rowsOf(result).map((row) => referenceRow.parse(row));

export async function listReferenceRows(db: Db, name: ReferenceListName): Promise<ReferenceRow[]> {
  const list = TABLES[name];
  return toRows(await db.execute(sql`select ${returned(list)} from ${list.table} order by name, id`));
}

export async function createReferenceRow(db: Db, name: ReferenceListName, input: ReferenceRowInput): Promise<ReferenceRow> {
  const list = TABLES[name];
  const description = input.description ?? null;
  const statement = list.points
    ? sql`insert into ${list.table} (name, description, points) values (${input.name}, ${description}, ${input.points ?? 0}) returning ${returned(list)}`
    : sql`insert into ${list.table} (name, description) values (${input.name}, ${description}) returning ${returned(list)}`;
  const [row] = toRows(await db.execute(statement));
  if (!row) throw new Error(`insert into ${name} returned nothing`);
  return row;
}

/** Renames a row; a description or points left out stay as they were. Undefined when there is no such row. */
export async function updateReferenceRow(db: Db, name: ReferenceListName, id: number, input: ReferenceRowInput): Promise<ReferenceRow | undefined> {
  const list = TABLES[name];
  const sets = [sql`name = ${input.name}`];
  if (input.description !== undefined) sets.push(sql`description = ${input.description}`);
  if (list.points && input.points !== undefined) sets.push(sql`points = ${input.points}`);
  const [row] = toRows(await db.execute(sql`update ${list.table} set ${sql.join(sets, sql`, `)} where id = ${id} returning ${returned(list)}`));
  return row;
}

export type ReferenceDeleteResult = 'deleted' | 'notFound' | 'inUse';

/**
 * Deletes a row nothing uses. The row is locked first: a new reference to it waits for this
 * transaction (its foreign-key check shares the row's key lock), so none slips in between.
 */
export async function deleteReferenceRow(db: Db, name: ReferenceListName, id: number): Promise<ReferenceDeleteResult> {
  const list = TABLES[name];
  return db.transaction(async (tx) => {
    const locked = rowsOf(await tx.execute(sql`select id from ${list.table} where id = ${id} for update`));
    if (locked.length === 0) return 'notFound';
    for (const column of list.usedBy) {
      const used = rowsOf(await tx.execute(sql`select 1 from ${column.table} where ${column} = ${id} limit 1`));
      if (used.length > 0) return 'inUse';
    }
    await tx.execute(sql`delete from ${list.table} where id = ${id}`);
    return 'deleted';
  });
}
