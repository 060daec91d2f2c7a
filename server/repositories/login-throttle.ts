import { and, desc, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

interface Window {
  limit: number;
  windowMs: number;
}

export interface FailureQueries {
  pair: Window & { username: string; address: string };
  username: Window & { username: string };
  address: Window & { address: string };
}

export interface FailureTimes {
  pair: Date[];
  username: Date[];
  address: Date[];
}

async function newest(db: Db, now: number, where: SQL | undefined, window: Window): Promise<Date[]> {
  const rows = await db
    .select({ at: loginFailures.failedAt })
    .from(loginFailures)
    .where(and(where, gt(loginFailures.failedAt, new Date(now - window.windowMs))))
    .orderBy(desc(loginFailures.failedAt))
    .limit(window.limit);
  return rows.map((row) => row.at);
}

/** The newest failures (at most `limit`, within `windowMs` of `now`) of the pair, the username and the address. */
export async function recentLoginFailures(db: Db, now: number, q: FailureQueries): Promise<FailureTimes> {
  return {
    pair: await newest(db, now, and(eq(loginFailures.username, q.pair.username), eq(loginFailures.address, q.pair.address)), q.pair),
    username: await newest(db, now, eq(loginFailures.username, q.username.username), q.username),
    address: await newest(db, now, eq(loginFailures.address, q.address.address), q.address),
  };
}

export async function recordLoginFailure(db: Db, username: string, address: string, at: Date): Promise<void> {
  await db.insert(loginFailures).values({ username, address, failedAt: at });
}

export async function clearPairFailures(db: Db, username: string, address: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.username, username), eq(loginFailures.address, address)));
}

/** Drops failures older than every window. */
export async function purgeLoginFailures(db: Db, before: Date): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, before));
}
