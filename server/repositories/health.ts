import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The cheapest round trip that proves a connection can be had and the database answers. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
