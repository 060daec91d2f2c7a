import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Rows per INSERT. PostgreSQL allows 65,535 bind parameters per statement; at ~15 columns a row
 * 1,000 rows stay well below that while keeping the statement count (and the seed time) low.
 */
export const BATCH_SIZE = 1000;

/** Inserts `rows` in statements of BATCH_SIZE rows. */
export async function insertInBatches<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    await db.insert(table).values(rows.slice(i, i + BATCH_SIZE));
  }
}

/** Like insertInBatches, returning the generated ids in row order. */
export async function insertInBatchesReturningIds<T extends PgTable & { id: PgTable['_']['columns'][string] }>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    const inserted = (await db
      .insert(table)
      .values(rows.slice(i, i + BATCH_SIZE))
      .returning({ id: table.id })) as { id: number }[];
    for (const row of inserted) ids.push(row.id);
  }
  return ids;
}
