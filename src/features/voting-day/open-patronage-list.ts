import { db, type LocalPatronageVoter } from '../../db/database';
import { OpenVoterList, sameListedVoter, sameShownVoter } from './open-voter-list';

/** By polling station code (as people read them: 'ZZ 9' before 'ZZ 10'), then list number. */
const byStationThenNumber = new Intl.Collator('sq', { numeric: true });
export const patronageOrder = (a: LocalPatronageVoter, b: LocalPatronageVoter): number =>
  byStationThenNumber.compare(a.qv_code, b.qv_code) || a.list_number - b.list_number;

/**
 * The patronager's own voters on election day, held in memory while the screen shows them (see
 * OpenVoterList): a mark re-renders its row, and the list is never read again for it. A
 * patronager's list is tens to hundreds of voters, so it is read whole.
 */
export function openPatronageList(userId: number): OpenVoterList<LocalPatronageVoter> {
  return new OpenVoterList(userId, {
    table: db.patronageVoters,
    idOf: (voter) => voter.patronager_voter_id,
    read: async () => (await db.patronageVoters.where('userId').equals(userId).toArray()).sort(patronageOrder),
    belongs: () => true,
    order: patronageOrder,
    sameShown: (a, b) => sameShownVoter(a, b) && a.qv_code === b.qv_code && a.phone === b.phone,
    sameListed: (a, b) => sameListedVoter(a, b) && a.qv_code === b.qv_code,
  });
}
