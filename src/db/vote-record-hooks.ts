import type { DexieRecordHooks } from '../sync/adapters/dexie-store';
import { OBSERVER_VOTE_KIND, PATRONAGE_VOTE_KIND, parseObserverVoteDesired, parsePatronageVoteDesired } from '../sync/kinds/vote-kinds';
import { entityIdOf } from '../sync/outbox-row';
import type { TerrenDb } from './database';

/**
 * Keeps a voter's `serverVoted` in step with what the server acknowledged, and puts `voted` back
 * to it when the user discards a row. Only the record of the member who made the change is
 * touched: each member holds their own copy of their list.
 */
export const voteRecordHooks: Readonly<Record<string, DexieRecordHooks>> = {
  [OBSERVER_VOTE_KIND]: {
    tables: (db: TerrenDb) => [db.observerVoters],
    async onAcknowledged(db, ack, now) {
      const { voted } = parseObserverVoteDesired(ack.desired);
      await db.observerVoters.update([ack.userId, Number(entityIdOf(ack))], { serverVoted: voted, serverAt: now });
    },
    async onDiscarded(db, row) {
      const id: [number, number] = [row.userId, Number(entityIdOf(row))];
      const voter = await db.observerVoters.get(id);
      if (voter) await db.observerVoters.update(id, { voted: voter.serverVoted });
    },
  },
  [PATRONAGE_VOTE_KIND]: {
    tables: (db: TerrenDb) => [db.patronageVoters],
    async onAcknowledged(db, ack, now) {
      const { voted } = parsePatronageVoteDesired(ack.desired);
      await db.patronageVoters.update([ack.userId, Number(entityIdOf(ack))], { serverVoted: voted, serverAt: now });
    },
    async onDiscarded(db, row) {
      const id: [number, number] = [row.userId, Number(entityIdOf(row))];
      const voter = await db.patronageVoters.get(id);
      if (voter) await db.patronageVoters.update(id, { voted: voter.serverVoted });
    },
  },
};
