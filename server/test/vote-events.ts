import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { voteEvents } from '../db/schema';

type VoteEvent = typeof voteEvents.$inferSelect;

/** The vote log of one voter, oldest first, each row holding just the named columns. */
export async function voteEventsOf<K extends keyof VoteEvent>(db: Db, voterId: number, columns: readonly K[]): Promise<Pick<VoteEvent, K>[]> {
  const rows = await db.select().from(voteEvents).where(eq(voteEvents.voterId, voterId)).orderBy(asc(voteEvents.id));
  return rows.map((row) => Object.fromEntries(columns.map((column) => [column, row[column]])) as Pick<VoteEvent, K>);
}
