import { editOfListed, type PatronagedEdit } from '../contract/patronaged-edit';
import type { PatronagedVoter } from '../contract/patronaged-voters';
import type { LocalPatronaged } from '../db/database';
import { foldText } from '../lib/fold-text';
import { parsePatronagedDesired, patronagedKind } from '../sync/kinds/patronaged-kinds';
import { entityIdOf } from '../sync/outbox-row';
import { fieldByField } from './change-base';
import type { OfflineCollection } from './offline-collection';

/**
 * The patronager's voters (spec 02 §2.12). The value is the editable part (PatronagedEdit); every
 * change carries its base so an edit made on another device meanwhile becomes a question for the
 * member (409 → needs attention), never a silent overwrite.
 */
export const patronagedVoters: OfflineCollection<LocalPatronaged, PatronagedEdit, PatronagedVoter> = {
  kind: patronagedKind.kind,
  spec: patronagedKind,
  table: (db) => db.patronagedVoters,
  keyOf: Number,
  valueOf: (desired) => parsePatronagedDesired(desired).value,
  intent: (record) => record.edit,
  server: (record) => record.serverEdit,
  withIntent: (edit) => ({ edit }),
  withServer: (edit, at) => ({ serverEdit: edit, serverAt: at }),
  ...fieldByField(parsePatronagedDesired, (record) => record.serverEdit, (record) => record.edit),
  download: {
    entityId: (item) => item.id,
    value: (item) => editOfListed(item),
    toRecord: (item, userId, merged) => ({
      userId,
      id: item.id,
      item,
      edit: merged.intent,
      serverEdit: merged.server,
      serverAt: merged.serverAt,
      folded: { name: foldText(item.voter.name), surname: foldText(item.voter.surname), nid: foldText(item.voter.nid) },
    }),
  },
  describe: (row, record) => ({
    action: 'patronagedEdit',
    name: record ? `${record.item.voter.name} ${record.item.voter.surname}` : null,
    entityId: entityIdOf(row),
  }),
};
