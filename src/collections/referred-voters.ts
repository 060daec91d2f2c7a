import type { ReferredVoter } from '../contract/referred-voters';
import type { LocalReferred } from '../db/database';
import { foldText } from '../lib/fold-text';
import { parseReferredDesired, referredKind } from '../sync/kinds/referred-kinds';
import { entityIdOf } from '../sync/outbox-row';
import type { OfflineCollection } from './offline-collection';

/** The folded search fields of a referral (the list is searched on the device). */
export function foldedReferral(voter: { name: string; surname: string; nid: string }, referues: string | null): LocalReferred['folded'] {
  return { name: foldText(voter.name), surname: foldText(voter.surname), nid: foldText(voter.nid), referues: foldText(referues ?? '') };
}

/**
 * The member's referred voters (spec 02 §2.11). The value is whether the referral exists: the
 * member creates one offline under a local id, or deletes one; a referral is never edited.
 */
export const referredVoters: OfflineCollection<LocalReferred, boolean, ReferredVoter> = {
  kind: referredKind.kind,
  spec: referredKind,
  table: (db) => db.referredVoters,
  keyOf: (entityId) => entityId,
  valueOf: (desired) => parseReferredDesired(desired).exists,
  intent: (record) => record.exists,
  server: (record) => record.serverExists,
  withIntent: (exists) => ({ exists }),
  withServer: (exists, at) => ({ serverExists: exists, serverAt: at }),
  rekey: (record, serverId) => ({ ...record, key: serverId }),
  isGone: (record) => !record.exists && !record.serverExists,
  download: {
    entityId: (item) => String(item.id),
    value: () => true,
    toRecord: (item, userId, merged) => ({
      userId,
      key: String(item.id),
      voter: {
        id: item.voter.id,
        nid: item.voter.nid,
        name: item.voter.name,
        surname: item.voter.surname,
        phone: item.voter.phone,
        qv_code: item.voter.qv.code,
        list_number: item.voter.list_number,
        building_number: item.voter.building_number,
        dob: item.voter.dob,
        voted: item.voter.voted,
      },
      referues: item.referues,
      referues_phone: item.referues_phone,
      comment: item.comment,
      create_date: item.create_date,
      exists: merged.intent,
      serverExists: merged.server,
      serverAt: merged.serverAt,
      folded: foldedReferral(item.voter, item.referues),
    }),
  },
  describe: (row, record) => ({
    action: parseReferredDesired(row.desired).exists ? 'referralAdd' : 'referralRemove',
    name: record ? `${record.voter.name} ${record.voter.surname}` : null,
    entityId: entityIdOf(row),
  }),
};
