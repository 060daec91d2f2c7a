/**
 * Election day under way on the demo's today: the `vezhgues` observer has marked some voters of
 * their first station and the `patronazhist` some of their list, as the apps do (the voter's flag
 * and time, and the vote log), so both voting-day screens open on a turnout rather than zeros.
 * Chosen by list position, not drawn, so the rest of the seed never shifts.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { patronagerVoters, voteEvents, voters } from '../db/schema';
import type { VoteSource } from '../repositories/voting-day';
import type { SeedCalendar } from './seed-dates';

/** The observer marked every voter whose list number leaves this remainder by OBSERVER_MARK_EVERY. */
export const OBSERVER_MARK_EVERY = 8;
const OBSERVER_MARK_REMAINDER = 3;
/** The patronager marked every PATRONAGE_MARK_EVERY-th voter of their list (in list order) nobody had marked. */
export const PATRONAGE_MARK_EVERY = 6;
/** Polls open at 07:00 in Albania, 05:00 or 06:00 UTC: the marks start then, a few minutes apart. */
const POLLS_OPEN_UTC_HOUR = 5;
const MINUTES_BETWEEN_MARKS = 3;

export interface ElectionDayPlan {
  calendar: SeedCalendar;
  observerMemberId: number;
  observerQvId: number;
  patronagerId: number;
}

async function mark(db: Db, plan: ElectionDayPlan, voterIds: readonly number[], memberId: number, source: VoteSource): Promise<void> {
  for (const [i, voterId] of voterIds.entries()) {
    const at = plan.calendar.earlierToday(POLLS_OPEN_UTC_HOUR, i * MINUTES_BETWEEN_MARKS);
    await db.update(voters).set({ voted: true, votedAt: at }).where(eq(voters.id, voterId));
    await db.insert(voteEvents).values({ voterId, memberId, source, action: 'confirm', changed: true, at });
  }
}

export async function seedElectionDay(db: Db, plan: ElectionDayPlan): Promise<void> {
  const station = await db.select({ id: voters.id, listNumber: voters.listNumber }).from(voters).where(eq(voters.qvId, plan.observerQvId)).orderBy(asc(voters.listNumber));
  const byObserver = station.filter((v) => v.listNumber % OBSERVER_MARK_EVERY === OBSERVER_MARK_REMAINDER).map((v) => v.id);
  await mark(db, plan, byObserver, plan.observerMemberId, 'observer');

  const list = await db
    .select({ voterId: patronagerVoters.voterId })
    .from(patronagerVoters)
    .innerJoin(voters, eq(voters.id, patronagerVoters.voterId))
    .where(and(eq(patronagerVoters.memberId, plan.patronagerId), eq(voters.voted, false)))
    .orderBy(asc(patronagerVoters.id));
  const byPatronager = list.filter((_, i) => i % PATRONAGE_MARK_EVERY === PATRONAGE_MARK_EVERY - 1).map((v) => v.voterId);
  await mark(db, plan, byPatronager, plan.patronagerId, 'patronage');
}
