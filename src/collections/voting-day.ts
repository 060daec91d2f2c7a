import type { Table } from 'dexie';
import type { ObserverVoter, PatronageVoter } from '../contract/voting-day';
import type { EntityKey, TerrenDb, LocalObserverVoter, LocalPatronageVoter } from '../db/database';
import { foldText } from '../lib/fold-text';
import type { KindSpec } from '../sync/kinds/kind-spec';
import { observerVoteKind, parseObserverVoteDesired, parsePatronageVoteDesired, patronageVoteKind } from '../sync/kinds/vote-kinds';
import { entityIdOf } from '../sync/outbox-row';
import type { OfflineCollection } from './offline-collection';

/** A downloaded voter, as both voting-day lists have it. */
interface ListedVoter {
  name: string;
  surname: string;
  list_number: number;
  voted: boolean;
}

/** What both voting-day records add to the downloaded voter. */
interface VoteRecordFields {
  userId: number;
  voted: boolean;
  serverVoted: boolean;
  serverAt?: number;
  folded: string;
}

/**
 * The observer's and the patronager's marks differ only in their request, their table and which
 * field is the voter's id; the rest (voted / serverVoted, the folded name, the panel's wording)
 * is one rule.
 */
function voteCollection<I extends ListedVoter, R extends I & VoteRecordFields>(options: {
  spec: KindSpec;
  table: (db: TerrenDb) => Table<R, [number, EntityKey]>;
  parseVoted: (desired: unknown) => boolean;
  entityId: (item: I) => number;
  /**
   * The record of a downloaded voter, written as one object literal with every field. A list of
   * thousands stays in memory while it is open, and fields added to the parsed voter instead do
   * not fit in its object: each voter got a separate store for them, and threw a smaller one away
   * on the way (the literal alone took about 0.8 MiB off a first open's median peak heap).
   */
  record: (voter: I, added: VoteRecordFields) => R;
}): OfflineCollection<R, boolean, I> {
  return {
    kind: options.spec.kind,
    spec: options.spec,
    table: options.table,
    keyOf: Number,
    valueOf: options.parseVoted,
    intent: (record) => record.voted,
    server: (record) => record.serverVoted,
    withIntent: (voted) => ({ voted }) as Partial<R>,
    withServer: (voted, at) => ({ serverVoted: voted, serverAt: at }) as Partial<R>,
    download: {
      entityId: options.entityId,
      value: (voter) => voter.voted,
      toRecord: (voter, userId, merged) =>
        options.record(voter, {
          userId,
          voted: merged.intent,
          serverVoted: merged.server,
          serverAt: merged.serverAt,
          folded: foldText(`${voter.name} ${voter.surname}`),
        }),
    },
    describe: (row, record) => ({
      action: options.parseVoted(row.desired) ? 'voteConfirm' : 'voteRemove',
      name: record ? `${record.name} ${record.surname} (nr. ${record.list_number})` : null,
      entityId: entityIdOf(row),
    }),
  };
}

/** The observer's marks on the voters of their polling stations (spec 02 §7, voting day). */
export const observerVotes = voteCollection<ObserverVoter, LocalObserverVoter>({
  spec: observerVoteKind,
  table: (db) => db.observerVoters,
  parseVoted: (desired) => parseObserverVoteDesired(desired).voted,
  entityId: (voter) => voter.voter_id,
  record: (voter, added) => ({
    voter_id: voter.voter_id,
    qv_id: voter.qv_id,
    name: voter.name,
    father_name: voter.father_name,
    surname: voter.surname,
    list_number: voter.list_number,
    voted: added.voted,
    userId: added.userId,
    serverVoted: added.serverVoted,
    serverAt: added.serverAt,
    folded: added.folded,
  }),
});

/** The patronager's marks on their own voters on election day. */
export const patronageVotes = voteCollection<PatronageVoter, LocalPatronageVoter>({
  spec: patronageVoteKind,
  table: (db) => db.patronageVoters,
  parseVoted: (desired) => parsePatronageVoteDesired(desired).voted,
  entityId: (voter) => voter.patronager_voter_id,
  record: (voter, added) => ({
    patronager_voter_id: voter.patronager_voter_id,
    name: voter.name,
    father_name: voter.father_name,
    surname: voter.surname,
    list_number: voter.list_number,
    phone: voter.phone,
    qv_code: voter.qv_code,
    voted: added.voted,
    userId: added.userId,
    serverVoted: added.serverVoted,
    serverAt: added.serverAt,
    folded: added.folded,
  }),
});
