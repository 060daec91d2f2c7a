import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { MyInfo, MySocialAccounts } from '../../src/contract/profile';
import type { Db } from '../db/client';
import { members, memberSocialAccounts, socialMedias } from '../db/schema';
import { isStale, type EditCaller } from './client-entity-seq';

/**
 * Stores the caller's phone and email. A change older than one this device already applied
 * (x-terren-seq) writes nothing; either way the answer is what is stored. Undefined when the
 * member no longer exists.
 */
export async function updateMyInfo(db: Db, info: Partial<MyInfo>, caller: EditCaller): Promise<MyInfo | undefined> {
  return db.transaction(async (tx) => {
    const fresh = !(await isStale(tx, caller, `member-info:${caller.memberId}`));
    if (fresh && Object.keys(info).length > 0) await tx.update(members).set(info).where(eq(members.id, caller.memberId));
    const [row] = await tx.select({ phone: members.phone, email: members.email }).from(members).where(eq(members.id, caller.memberId));
    return row;
  });
}

/** The caller's accounts (by network) and every network the form offers. */
export async function mySocialAccounts(db: Db, memberId: number): Promise<MySocialAccounts> {
  const [accounts, medias] = await Promise.all([
    db
      .select({ id: memberSocialAccounts.id, socialMediaId: socialMedias.id, name: socialMedias.name, accountName: memberSocialAccounts.accountName, userUrl: memberSocialAccounts.userUrl })
      .from(memberSocialAccounts)
      .innerJoin(socialMedias, eq(socialMedias.id, memberSocialAccounts.socialMediaId))
      .where(eq(memberSocialAccounts.memberId, memberId))
      .orderBy(asc(socialMedias.id)),
    db.select({ id: socialMedias.id, name: socialMedias.name }).from(socialMedias).orderBy(asc(socialMedias.id)),
  ]);
  return {
    social_accounts: accounts.map((a) => ({ id: a.id, socialmedia_id: a.socialMediaId, name: a.name, account_name: a.accountName, user_url: a.userUrl })),
    social_medias: medias,
  };
}

export interface SocialAccountInput {
  socialMediaId: number;
  accountName: string;
  userUrl: string;
}

export type SocialUpdateResult = { kind: 'unknownMedia' } | { kind: 'saved'; accounts: MySocialAccounts };

/**
 * Makes `accounts` the caller's whole set (networks left out are removed), in one transaction. A
 * change older than one this device already applied writes nothing.
 */
export async function replaceSocialAccounts(db: Db, accounts: readonly SocialAccountInput[], caller: EditCaller): Promise<SocialUpdateResult> {
  const known = new Set((await db.select({ id: socialMedias.id }).from(socialMedias)).map((m) => m.id));
  if (accounts.some((a) => !known.has(a.socialMediaId))) return { kind: 'unknownMedia' };
  await db.transaction(async (tx) => {
    // The member's row lock orders two saves of the same set: the second sees the first's rows.
    await tx.select({ id: members.id }).from(members).where(eq(members.id, caller.memberId)).for('update');
    if (await isStale(tx, caller, `social-accounts:${caller.memberId}`)) return;
    const kept = accounts.map((a) => a.socialMediaId);
    await tx
      .delete(memberSocialAccounts)
      .where(and(eq(memberSocialAccounts.memberId, caller.memberId), kept.length > 0 ? notInArray(memberSocialAccounts.socialMediaId, kept) : undefined));
    // An account kept keeps its id: a repeated save answers exactly what the first one did.
    for (const a of accounts) {
      await tx
        .insert(memberSocialAccounts)
        .values({ memberId: caller.memberId, socialMediaId: a.socialMediaId, accountName: a.accountName, userUrl: a.userUrl })
        .onConflictDoUpdate({ target: [memberSocialAccounts.memberId, memberSocialAccounts.socialMediaId], set: { accountName: a.accountName, userUrl: a.userUrl } });
    }
  });
  return { kind: 'saved', accounts: await mySocialAccounts(db, caller.memberId) };
}
