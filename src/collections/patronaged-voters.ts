import { editOfListed, type PatronagedEdit } from '../contract/patronaged-edit';
import type { PatronagedVoter } from '../contract/patronaged-voters';
import type { LocalPatronaged, OutboxRow } from '../db/database';
import { foldText } from '../lib/fold-text';
import { parsePatronagedDesired, patronagedKind } from '../sync/kinds/patronaged-kinds';
import { entityIdOf } from '../sync/outbox-row';
import type { OfflineCollection } from './offline-collection';

/**
 * The base of a new edit: the values the server will hold just before it arrives, if every
 * earlier change from this device lands. A change already handed to the transport is assumed to
 * land (its own retry is accepted by the server as already applied); an unsent one is replaced by
 * this edit, so its base carries over; after a conflict the freshly downloaded server values are
 * the base the member decided against.
 */
function baseFor(record: LocalPatronaged, pending: OutboxRow | undefined): PatronagedEdit {
  if (!pending || pending.state === 'attention') return record.serverEdit;
  const earlier = parsePatronagedDesired(pending.desired);
  if (pending.sentVersion !== null) return earlier.value;
  return earlier.base ?? record.serverEdit;
}

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
  rebase: (desired, record, pending) => ({ value: parsePatronagedDesired(desired).value, base: baseFor(record, pending) }),
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
