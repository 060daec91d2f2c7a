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
      // The downloaded voter becomes the record: a list of thousands, parsed for this download
      // alone, is not copied once more (value() has read `voted` by now; see storeDownload).
      toRecord: (voter, userId, merged) => {
        const record = voter as I & VoteRecordFields;
        record.userId = userId;
        record.voted = merged.intent;
        record.serverVoted = merged.server;
        record.serverAt = merged.serverAt;
        record.folded = foldText(`${voter.name} ${voter.surname}`);
        return record as R;
      },
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
});

/** The patronager's marks on their own voters on election day. */
export const patronageVotes = voteCollection<PatronageVoter, LocalPatronageVoter>({
  spec: patronageVoteKind,
  table: (db) => db.patronageVoters,
  parseVoted: (desired) => parsePatronageVoteDesired(desired).voted,
  entityId: (voter) => voter.patronager_voter_id,
});
