import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedStatement, runPrepared } from '../db/prepared';
import { authTokens, memberPermissions, members, observers, permissions } from '../db/schema';
import type { MemberAccess } from './members';

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
  /** The member's module roles, read in the same statement (null when the member row is gone). */
  access: MemberAccess | null;
}

/** When a session's last use is rewritten: all four instants come from the app's clock (tests move it). */
export interface SessionTouch {
  at: Date;
  /** Only a last use at or before this is moved forward (at most one write a minute per session). */
  usedAtOrBefore: Date;
  /** A session used at or before this, or created at or before `createdAfter`, has ended: it is not touched. */
  usedAfter: Date;
  createdAfter: Date;
}

/**
 * The token check of every request in ONE prepared statement: the session, the member's roles
 * (for requireRole) and, when due, the last-use refresh. The select reads the row as it was
 * before the refresh, so the caller judges the session on its stored times. Nothing is cached in
 * the process: a logout, a password change or a role removed elsewhere counts on the next request.
 */
const sessionLookup = preparedStatement(
  'session-lookup',
  sql`with touched as (
    update ${authTokens} set last_used_at = cast(${sql.placeholder('at')} as timestamptz)
    where token_hash = cast(${sql.placeholder('tokenHash')} as text)
      and last_used_at <= cast(${sql.placeholder('usedAtOrBefore')} as timestamptz)
      and last_used_at > cast(${sql.placeholder('usedAfter')} as timestamptz)
      and created_at > cast(${sql.placeholder('createdAfter')} as timestamptz)
  )
  select t.member_id, t.created_at, t.last_used_at, m.id as access_member_id, o.id as observer_id,
    m.is_patronager, m.is_diaspora_coordinator, m.is_ftv_coordinator
  from ${authTokens} t
  left join ${members} m on m.id = t.member_id
  left join ${observers} o on o.member_id = t.member_id
  where t.token_hash = cast(${sql.placeholder('tokenHash')} as text)
  limit 1`,
);

function asDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

export async function findSessionAndTouch(db: Db, tokenHash: string, touch: SessionTouch): Promise<StoredSession | undefined> {
  const [row] = await runPrepared(db, sessionLookup, { tokenHash, ...touch });
  if (row === undefined) return undefined;
  return {
    memberId: Number(row.member_id),
    createdAt: asDate(row.created_at),
    lastUsedAt: asDate(row.last_used_at),
    access:
      row.access_member_id === null
        ? null
        : {
            observerId: row.observer_id === null ? null : Number(row.observer_id),
            isPatronager: row.is_patronager === true,
            isDiasporaCoordinator: row.is_diaspora_coordinator === true,
            isFtvCoordinator: row.is_ftv_coordinator === true,
          },
  };
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

/**
 * Replaces a hash made with older parameters after the member signed in with it. Only while the row
 * still holds `oldHash`: a password changed in between (another device) is not overwritten.
 */
export async function upgradePasswordHash(db: Db, memberId: number, oldHash: string, newHash: string): Promise<void> {
  await db
    .update(members)
    .set({ passwordHash: newHash })
    .where(and(eq(members.id, memberId), eq(members.passwordHash, oldHash)));
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
