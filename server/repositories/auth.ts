import { and, eq, lt, ne, or } from 'drizzle-orm';
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

/** Stores a new session; `at` is both its start and its last use (the app's clock, so tests can move it). */
export async function storeToken(db: Db, memberId: number, tokenHash: string, at: Date = new Date()): Promise<void> {
  await db.insert(authTokens).values({ tokenHash, memberId, createdAt: at, lastUsedAt: at });
}

export interface StoredSession {
  memberId: number;
  createdAt: Date;
  lastUsedAt: Date;
}

export async function findSession(db: Db, tokenHash: string): Promise<StoredSession | undefined> {
  const rows = await db
    .select({ memberId: authTokens.memberId, createdAt: authTokens.createdAt, lastUsedAt: authTokens.lastUsedAt })
    .from(authTokens)
    .where(eq(authTokens.tokenHash, tokenHash))
    .limit(1);
  return rows[0];
}

/** Moves the session's last use forward (never back: a slower instance's older time loses). */
export async function touchSession(db: Db, tokenHash: string, at: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ lastUsedAt: at })
    .where(and(eq(authTokens.tokenHash, tokenHash), lt(authTokens.lastUsedAt, at)));
}

export async function deleteToken(db: Db, tokenHash: string): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.tokenHash, tokenHash));
}

/** Ends every session of the member except `keepTokenHash` (all of them when it is omitted). */
export async function deleteMemberTokens(db: Db, memberId: number, keepTokenHash?: string): Promise<void> {
  const keep = keepTokenHash === undefined ? undefined : ne(authTokens.tokenHash, keepTokenHash);
  await db.delete(authTokens).where(and(eq(authTokens.memberId, memberId), keep));
}

/** Drops the member's ended sessions (called at sign-in, so the table does not keep every old token). */
export async function deleteExpiredMemberTokens(db: Db, memberId: number, lastUsedBefore: Date, createdBefore: Date): Promise<void> {
  await db
    .delete(authTokens)
    .where(and(eq(authTokens.memberId, memberId), or(lt(authTokens.lastUsedAt, lastUsedBefore), lt(authTokens.createdAt, createdBefore))));
}

export interface Credentials {
  username: string;
  passwordHash: string;
}

export async function findCredentials(db: Db, memberId: number): Promise<Credentials | undefined> {
  const rows = await db.select({ username: members.username, passwordHash: members.passwordHash }).from(members).where(eq(members.id, memberId)).limit(1);
  return rows[0];
}

/** Sets a new password hash and ends the member's other sessions, in one transaction. */
export async function changePassword(db: Db, memberId: number, passwordHash: string, keepTokenHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(members).set({ passwordHash }).where(eq(members.id, memberId));
    await tx.delete(authTokens).where(and(eq(authTokens.memberId, memberId), ne(authTokens.tokenHash, keepTokenHash)));
  });
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
