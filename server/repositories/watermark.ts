import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from './raw-rows';

function watermarkOf(result: unknown, column: string): number {
  const value = rowsOf(result)[0]?.[column];
  const watermark = typeof value === 'string' || typeof value === 'bigint' ? Number(value) : value;
  if (typeof watermark !== 'number' || !Number.isSafeInteger(watermark)) throw new Error('sync_watermark answered no number');
  return watermark;
}

/**
 * A value no one has had yet, for a list answer to take BEFORE its query: anything the list's
 * snapshot misses was committed after this value was handed out, so any write that reads a
 * smaller `lastWatermark` after its commit is in the list.
 */
export async function nextWatermark(db: Db): Promise<number> {
  return watermarkOf(await db.execute(sql`select nextval('sync_watermark') as w`), 'w');
}

/**
 * The last value handed out, for a write's answer to read AFTER its commit: a list whose value
 * is greater was taken later, so its snapshot holds the write; one whose value is not greater may
 * predate it. Sequences are not transactional, so this sees every instance's nextval at once.
 */
export async function lastWatermark(db: Db): Promise<number> {
  return watermarkOf(await db.execute(sql`select last_value as w from sync_watermark`), 'w');
}
