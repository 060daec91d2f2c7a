import Dexie from 'dexie';
import { db, type LocalObserverVoter } from '../../db/database';
import type { JustStored } from './just-stored';
import { OpenVoterList, sameListedVoter, sameShownVoter } from './open-voter-list';

/** Rows read before the rest of the station: a phone screen shows about 14, plus the list's overscan. */
export const FIRST_ROWS = 40;

/**
 * The voters of the observer's station open on screen, held in memory while it is shown (see
 * OpenVoterList). A station of thousands shows its first rows before the rest is read.
 */
export class OpenStation extends OpenVoterList<LocalObserverVoter> {
  constructor(
    userId: number,
    readonly qvId: number,
    justStored?: JustStored<LocalObserverVoter>,
  ) {
    const order = (a: LocalObserverVoter, b: LocalObserverVoter) => a.list_number - b.list_number;
    super(userId, {
      table: db.observerVoters,
      idOf: (voter) => voter.voter_id,
      // By list number, straight from the index (no sort in memory).
      read: (limit) => {
        const inListOrder = db.observerVoters
          .where('[userId+qv_id+list_number]')
          .between([userId, qvId, Dexie.minKey], [userId, qvId, Dexie.maxKey]);
        return (limit === undefined ? inListOrder : inListOrder.limit(limit)).toArray();
      },
      belongs: (voter) => voter.qv_id === qvId,
      order,
      // The download holds every station of the member: this one's voters, in list order.
      justStored: () => justStored?.take()?.filter((voter) => voter.qv_id === qvId).sort(order),
      sameShown: sameShownVoter,
      sameListed: sameListedVoter,
      firstRows: FIRST_ROWS,
    });
  }
}
