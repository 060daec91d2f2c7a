import { memberToken } from '../../api/member-token';
import { getWithTokenAt, type TokenGetOptions } from '../../api/token-get';
import { storeDownload } from '../../collections/collection-download';
import { setIntent } from '../../collections/collection-write';
import { recordRowKey } from '../../collections/offline-collection';
import { myInfo, socialAccounts } from '../../collections/profile';
import { currentMemberData } from '../../contract/member';
import { mySocialAccounts, normalizeMyInfo } from '../../contract/profile';
import { db } from '../../db/database';
import { discardOutboxRow } from '../../sync/adapters/browser-runtime';
import { ME, type MyInfoValue, type SocialAccountValue } from '../../sync/kinds/profile-kinds';

export const MEMBER_PATH = '/api/hr/current-member-data/';
export const SOCIAL_PATH = '/api/social/my-social-accounts/';

/** Test seam: where the download calls go. The app leaves it alone. */
export const profileFetchOptions: TokenGetOptions = {};

/**
 * Downloads the member's contact details and social accounts into their offline collections,
 * merged with any change still waiting to be sent (storeDownload keeps it).
 */
export async function downloadProfile(userId: number): Promise<void> {
  const token = await memberToken(userId);
  const [member, social] = await Promise.all([
    getWithTokenAt(MEMBER_PATH, token, currentMemberData, profileFetchOptions),
    getWithTokenAt(SOCIAL_PATH, token, mySocialAccounts, profileFetchOptions),
  ]);
  await storeDownload(db, myInfo, userId, [member.value], member.watermark);
  await storeDownload(db, socialAccounts, userId, [social.value], social.watermark);
}

/** Saves phone and email on the device (normalised as the server stores them), then sends them. */
export async function saveMyInfo(userId: number, info: { phone: string; email: string }): Promise<void> {
  const normal = normalizeMyInfo(info);
  const value: MyInfoValue = { phone: normal.phone ?? null, email: normal.email ?? null };
  // The collection fills in the base (the server's values this change was made from).
  await setIntent(db, myInfo, userId, ME, { value, base: null });
}

/**
 * Saves the member's whole set of accounts. A network left with neither name nor address is left
 * out (the server would remove it anyway), so the stored intent compares equal to the server's
 * answer; ordered by network as the server lists them.
 */
export async function saveSocialAccounts(userId: number, accounts: readonly SocialAccountValue[]): Promise<void> {
  const kept = accounts
    .map((a) => ({ socialmedia_id: a.socialmedia_id, account_name: a.account_name.trim(), user_url: a.user_url.trim() }))
    .filter((a) => a.account_name !== '' || a.user_url !== '')
    .sort((a, b) => a.socialmedia_id - b.socialmedia_id);
  await setIntent(db, socialAccounts, userId, ME, kept);
}

export const myInfoRowKey = (): string => recordRowKey(myInfo, ME, undefined);
export const socialRowKey = (): string => recordRowKey(socialAccounts, ME, undefined);

/** A change the server refused (needs attention): drop it and show the server's values again. */
export async function discardChange(userId: number, key: string): Promise<void> {
  if ((await db.outbox.get(key))?.userId === userId) await discardOutboxRow(key);
}
