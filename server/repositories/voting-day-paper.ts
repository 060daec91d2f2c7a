import { and, asc, eq } from 'drizzle-orm';
import type { PaperVoter } from '../../src/lib/paper-list-pdf';
import type { Db } from '../db/client';
import { observerStations, pollingStations, voters } from '../db/schema';
import { patronageVotersForElectionDay } from './voting-day';

/** The paper list's content as the server holds it (issue 36): who is on it and who has voted. */
export interface PaperListContent {
  stations: string[];
  voters: PaperVoter[];
}

/**
 * One of the observer's stations with its voters in list order; undefined when the station is
 * not the observer's (another observer's or none), which the route answers as 404.
 */
export async function observerPaperList(db: Db, observerId: number, stationId: number): Promise<PaperListContent | undefined> {
  const [station] = await db
    .select({ code: pollingStations.code })
    .from(observerStations)
    .innerJoin(pollingStations, eq(pollingStations.id, observerStations.qvId))
    .where(and(eq(observerStations.observerId, observerId), eq(observerStations.qvId, stationId)));
  if (!station) return undefined;
  const rows = await db
    .select({ listNumber: voters.listNumber, name: voters.name, surname: voters.surname, fatherName: voters.fatherName, voted: voters.voted })
    .from(voters)
    .where(eq(voters.qvId, stationId))
    .orderBy(asc(voters.listNumber), asc(voters.id));
  return { stations: [station.code], voters: rows };
}

/** The patronager's own voters, by station then list number, as the voting-day list has them. */
export async function patronagePaperList(db: Db, memberId: number): Promise<PaperListContent> {
  const rows = await patronageVotersForElectionDay(db, memberId);
  return {
    stations: [...new Set(rows.map((row) => row.qv_code))],
    voters: rows.map((row) => ({
      listNumber: row.list_number,
      name: row.name,
      surname: row.surname,
      fatherName: row.father_name,
      voted: row.voted,
      station: row.qv_code,
    })),
  };
}
