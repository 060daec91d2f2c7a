import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { observerStations, patronagerVoters, voters } from '../db/schema';

export interface LiveMember {
  memberId: number;
  /** null: not an observer. */
  observerId: number | null;
  isPatronager: boolean;
}

/**
 * The scopes whose changes concern a member's voting-day screens, named as the change poller
 * publishes them (server/repositories/live-changes.ts): the observer's stations and list, the
 * stations of the patronager's voters and the patronager's list. Read once when a stream opens, each by index (observer_stations' key, and
 * patronager_voters by member then voters by id): voters is never scanned.
 */
export async function votingDayScopes(db: Db, member: LiveMember): Promise<string[]> {
  const scopes = new Set<string>();
  if (member.observerId !== null) {
    scopes.add(`observer:${member.observerId}`);
    const rows = await db.select({ qvId: observerStations.qvId }).from(observerStations).where(eq(observerStations.observerId, member.observerId));
    for (const { qvId } of rows) scopes.add(`station:${qvId}`);
  }
  if (member.isPatronager) {
    scopes.add(`patronager:${member.memberId}`);
    const rows = await db
      .selectDistinct({ qvId: voters.qvId })
      .from(patronagerVoters)
      .innerJoin(voters, eq(voters.id, patronagerVoters.voterId))
      .where(eq(patronagerVoters.memberId, member.memberId));
    for (const { qvId } of rows) scopes.add(`station:${qvId}`);
  }
  return [...scopes];
}
