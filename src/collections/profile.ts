import type { MySocialAccounts } from '../contract/profile';
import type { CurrentMemberData } from '../contract/member';
import type { LocalMyInfo, LocalSocialAccounts } from '../db/database';
import { myInfoKind, parseMyInfoDesired, parseSocialAccounts, socialAccountsKind, ME, type MyInfoValue, type SocialAccountValue } from '../sync/kinds/profile-kinds';
import { entityIdOf } from '../sync/outbox-row';
import { fieldByField } from './change-base';
import type { OfflineCollection } from './offline-collection';

/**
 * The member's phone and email (spec 02 §2.2 'Modifiko'), changed offline first. Each change
 * sends only the fields it changed, so edits of different fields on two devices both stand.
 */
export const myInfo: OfflineCollection<LocalMyInfo, MyInfoValue, CurrentMemberData> = {
  kind: myInfoKind.kind,
  spec: myInfoKind,
  table: (db) => db.myInfo,
  keyOf: (entityId) => entityId,
  valueOf: (desired) => parseMyInfoDesired(desired).value,
  intent: (record) => record.info,
  server: (record) => record.serverInfo,
  withIntent: (info) => ({ info }),
  withServer: (serverInfo, at) => ({ serverInfo, serverAt: at }),
  ...fieldByField(parseMyInfoDesired, (record) => record.serverInfo, (record) => record.info),
  download: {
    entityId: () => ME,
    value: (member) => ({ phone: member.phone, email: member.email }),
    toRecord: (_member, userId, merged) => ({ userId, key: ME, info: merged.intent, serverInfo: merged.server, serverAt: merged.serverAt }),
  },
  describe: (row) => ({ action: 'myInfoEdit', name: null, entityId: entityIdOf(row) }),
};

/** The downloaded accounts as the update call takes them back. */
export function accountValues(answer: MySocialAccounts): SocialAccountValue[] {
  return answer.social_accounts.map((account) => ({ socialmedia_id: account.socialmedia_id, account_name: account.account_name, user_url: account.user_url }));
}

/** The member's social network accounts (spec 02 §2.2): the whole set is one change. */
export const socialAccounts: OfflineCollection<LocalSocialAccounts, SocialAccountValue[], MySocialAccounts> = {
  kind: socialAccountsKind.kind,
  spec: socialAccountsKind,
  table: (db) => db.socialAccounts,
  keyOf: (entityId) => entityId,
  valueOf: parseSocialAccounts,
  intent: (record) => record.accounts,
  server: (record) => record.serverAccounts,
  withIntent: (accounts) => ({ accounts }),
  withServer: (serverAccounts, at) => ({ serverAccounts, serverAt: at }),
  download: {
    entityId: () => ME,
    value: accountValues,
    toRecord: (answer, userId, merged) => ({
      userId,
      key: ME,
      accounts: merged.intent,
      serverAccounts: merged.server,
      medias: answer.social_medias,
      serverAt: merged.serverAt,
    }),
  },
  describe: (row) => ({ action: 'socialAccountsEdit', name: null, entityId: entityIdOf(row) }),
};
