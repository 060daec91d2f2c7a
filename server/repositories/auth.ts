import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authTokens, memberPermissions, members, permissions } from '../db/schema';

export interface LoginCandidate {
  id: number;
  name: string;
  surname: string;
  username: string;
  passwordHash: string;
}

/** `username` must already be trimmed and lowercased (stored usernames are lowercase). */
export async function findLoginCandidate(db: Db, username: string): Promise<LoginCandidate | undefined> {
  const rows = await db
    .select({ id: members.id, name: members.name, surname: members.surname, username: members.username, passwordHash: members.passwordHash })
    .from(members)
    .where(eq(members.username, username))
    .limit(1);
  return rows[0];
}

export async function storeToken(db: Db, memberId: number, tokenHash: string): Promise<void> {
  await db.insert(authTokens).values({ tokenHash, memberId });
}

export async function memberIdForToken(db: Db, tokenHash: string): Promise<number | undefined> {
  const rows = await db.select({ memberId: authTokens.memberId }).from(authTokens).where(eq(authTokens.tokenHash, tokenHash)).limit(1);
  return rows[0]?.memberId;
}

export async function deleteToken(db: Db, tokenHash: string): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.tokenHash, tokenHash));
}

export async function permissionCodes(db: Db, memberId: number): Promise<string[]> {
  const rows = await db
    .select({ code: permissions.code })
    .from(memberPermissions)
    .innerJoin(permissions, eq(permissions.id, memberPermissions.permissionId))
    .where(eq(memberPermissions.memberId, memberId))
    .orderBy(permissions.id);
  return rows.map((r) => r.code);
}
