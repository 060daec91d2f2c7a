import type { ObserverVoter, PatronageVoter } from '../contract/voting-day';
import type { LocalObserverVoter, LocalPatronageVoter } from '../db/database';
import { foldText } from '../lib/fold-text';
import { entityIdOf } from '../sync/outbox-row';
import { observerVoteKind, parseObserverVoteDesired, parsePatronageVoteDesired, patronageVoteKind } from '../sync/kinds/vote-kinds';
import { rowKey, type OfflineCollection, type RowDescription } from './offline-collection';

function describeVote(row: { desired: unknown; key: string; kind: string }, voted: boolean, record: { name: string; surname: string; list_number: number } | undefined): RowDescription {
  return {
    action: voted ? 'voteConfirm' : 'voteRemove',
    name: record ? `${record.name} ${record.surname} (nr. ${record.list_number})` : null,
    entityId: entityIdOf(row),
  };
}

/** The observer's marks on the voters of their polling stations (spec 02 §7, voting day). */
export const observerVotes: OfflineCollection<LocalObserverVoter, boolean, ObserverVoter> = {
  kind: observerVoteKind.kind,
  spec: observerVoteKind,
  table: (db) => db.observerVoters,
  valueOf: (desired) => parseObserverVoteDesired(desired).voted,
  intent: (record) => record.voted,
  server: (record) => record.serverVoted,
  withIntent: (voted) => ({ voted }),
  withServer: (voted, at) => ({ serverVoted: voted, serverAt: at }),
  download: {
    entityId: (voter) => voter.voter_id,
    value: (voter) => voter.voted,
    toRecord: (voter, userId, merged) => ({
      ...voter,
      userId,
      voted: merged.intent,
      serverVoted: merged.server,
      serverAt: merged.serverAt,
      folded: foldText(`${voter.name} ${voter.surname}`),
    }),
  },
  describe: (row, record) => describeVote(row, parseObserverVoteDesired(row.desired).voted, record),
};

/** The patronager's marks on their own voters on election day. */
export const patronageVotes: OfflineCollection<LocalPatronageVoter, boolean, PatronageVoter> = {
  kind: patronageVoteKind.kind,
  spec: patronageVoteKind,
  table: (db) => db.patronageVoters,
  valueOf: (desired) => parsePatronageVoteDesired(desired).voted,
  intent: (record) => record.voted,
  server: (record) => record.serverVoted,
  withIntent: (voted) => ({ voted }),
  withServer: (voted, at) => ({ serverVoted: voted, serverAt: at }),
  download: {
    entityId: (voter) => voter.patronager_voter_id,
    value: (voter) => voter.voted,
    toRecord: (voter, userId, merged) => ({
      ...voter,
      userId,
      voted: merged.intent,
      serverVoted: merged.server,
      serverAt: merged.serverAt,
      folded: foldText(`${voter.name} ${voter.surname}`),
    }),
  },
  describe: (row, record) => describeVote(row, parsePatronageVoteDesired(row.desired).voted, record),
};

export const observerVoteKey = (voterId: number): string => rowKey(observerVotes, voterId);
export const patronageVoteKey = (patronagerVoterId: number): string => rowKey(patronageVotes, patronagerVoterId);
