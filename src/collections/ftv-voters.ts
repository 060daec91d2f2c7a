import { ftvEditOfListed, type FtvVoterEdit } from '../contract/ftv-voter-edit';
import type { FtvVoter } from '../contract/ftv-voters';
import type { LocalFtvVoter } from '../db/database';
import { foldText } from '../lib/fold-text';
import { ftvKind, parseFtvDesired } from '../sync/kinds/ftv-kinds';
import { entityIdOf } from '../sync/outbox-row';
import { fieldByField } from './change-base';
import type { OfflineCollection } from './offline-collection';

/**
 * The coordinator's first-time voters (spec 02 §2.15). The value is the preference form; each
 * change carries its base, so another device's change meanwhile becomes the member's question (409).
 */
export const ftvVoters: OfflineCollection<LocalFtvVoter, FtvVoterEdit, FtvVoter> = {
  kind: ftvKind.kind,
  spec: ftvKind,
  table: (db) => db.ftvVoters,
  keyOf: Number,
  valueOf: (desired) => parseFtvDesired(desired).value,
  intent: (record) => record.edit,
  server: (record) => record.serverEdit,
  withIntent: (edit) => ({ edit }),
  withServer: (serverEdit, at) => ({ serverEdit, serverAt: at }),
  ...fieldByField(parseFtvDesired, (record) => record.serverEdit, (record) => record.edit),
  download: {
    entityId: (item) => item.id,
    value: ftvEditOfListed,
    toRecord: (item, userId, merged) => ({
      userId,
      id: item.id,
      item,
      edit: merged.intent,
      serverEdit: merged.server,
      serverAt: merged.serverAt,
      folded: { code: foldText(item.voter.nid), name: foldText(item.voter.name), surname: foldText(item.voter.surname), qv_code: foldText(item.voter.qv.code) },
    }),
  },
  describe: (row, record) => ({ action: 'ftvEdit', name: record ? `${record.item.voter.name} ${record.item.voter.surname}` : null, entityId: entityIdOf(row) }),
};
