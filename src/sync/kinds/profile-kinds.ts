import { alsoAndTouched, type AlsoBase, changedFields } from './changed-base';
import { pickFields, text, textOrNull } from './field-checks';
import type { KindSpec } from './kind-spec';

export const MY_INFO_KIND = 'my-info';
export const SOCIAL_ACCOUNTS_KIND = 'social-accounts';
/** The one entity of each profile kind: the signed-in member themself. */
export const ME = 'me';

/** The contact details the profile edits (spec 02 §2.2 'Modifiko'). */
export interface MyInfoValue {
  phone: string | null;
  email: string | null;
}

export interface MyInfoDesired {
  value: MyInfoValue;
  base: MyInfoValue | null;
  /** Details an unanswered earlier send may have set (see AlsoBase); absent: none. */
  also?: AlsoBase<MyInfoValue> | undefined;
  /** The fields the member touched (see changeBase); absent on older rows: those differing from the base. */
  touched?: string[] | undefined;
}

const parseInfo = (value: unknown): MyInfoValue => pickFields<MyInfoValue>(value, { phone: textOrNull, email: textOrNull }, 'contact details');

export function parseMyInfoDesired(value: unknown): MyInfoDesired {
  if (typeof value !== 'object' || value === null) throw new Error('malformed contact details row');
  const { value: info, base, also, touched } = value as Record<string, unknown>;
  const parsed = parseInfo(info);
  return { value: parsed, base: base === null || base === undefined ? null : parseInfo(base), ...alsoAndTouched({ also, touched }, parsed, parseInfo) };
}

/** Only the fields this device changed: a phone changed here and an email changed elsewhere both stand. */
export function changedInfo(desired: MyInfoDesired): Partial<MyInfoValue> {
  const { value, base } = desired;
  if (base === null) return value;
  const changed: Partial<MyInfoValue> = {};
  for (const field of changedFields({ ...desired, base })) changed[field] = value[field];
  return Object.keys(changed).length === 0 ? value : changed;
}

/** PUT /api/hr/update-my-info/ with the changed fields (the server keeps a field left out). */
export const myInfoKind: KindSpec = {
  kind: MY_INFO_KIND,
  request(row) {
    return { method: 'PUT', path: '/api/hr/update-my-info/', body: changedInfo(parseMyInfoDesired(row.desired)), complete: true };
  },
};

/** One of the member's social network accounts as the update call takes it. */
export interface SocialAccountValue {
  socialmedia_id: number;
  account_name: string;
  user_url: string;
}

const mediaId = (v: unknown): boolean => Number.isSafeInteger(v) && (v as number) > 0;

export function parseSocialAccounts(value: unknown): SocialAccountValue[] {
  if (!Array.isArray(value)) throw new Error('malformed social accounts');
  return value.map((account) => pickFields<SocialAccountValue>(account, { socialmedia_id: mediaId, account_name: text, user_url: text }, 'social account'));
}

/** POST /api/social/my-social-accounts-update/ — the member's whole set (spec 02 §7). */
export const socialAccountsKind: KindSpec = {
  kind: SOCIAL_ACCOUNTS_KIND,
  request(row) {
    return { method: 'POST', path: '/api/social/my-social-accounts-update/', body: { social_accounts: parseSocialAccounts(row.desired) }, complete: true };
  },
};
