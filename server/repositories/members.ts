import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberRoles, members, observers } from '../db/schema';

/** Everything the session calls need about one member, in one query. */
export interface MemberProfile {
  id: number;
  name: string;
  surname: string;
  username: string;
  photo: string | null;
  phone: string | null;
  email: string | null;
  livingPlace: string | null;
  isPatronager: boolean;
  isDiasporaCoordinator: boolean;
  isFtvCoordinator: boolean;
  highDivision: boolean;
  role: { id: number; name: string } | null;
  observerId: number | null;
}

export async function findMemberProfile(db: Db, memberId: number): Promise<MemberProfile | undefined> {
  const rows = await db
    .select({
      id: members.id,
      name: members.name,
      surname: members.surname,
      username: members.username,
      photo: members.photo,
      phone: members.phone,
      email: members.email,
      livingPlace: members.livingPlace,
      isPatronager: members.isPatronager,
      isDiasporaCoordinator: members.isDiasporaCoordinator,
      isFtvCoordinator: members.isFtvCoordinator,
      highDivision: members.highDivision,
      roleId: memberRoles.id,
      roleName: memberRoles.name,
      observerId: observers.id,
    })
    .from(members)
    .leftJoin(memberRoles, eq(memberRoles.id, members.memberRoleId))
    .leftJoin(observers, eq(observers.memberId, members.id))
    .where(eq(members.id, memberId))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  const { roleId, roleName, ...rest } = row;
  return { ...rest, role: roleId !== null && roleName !== null ? { id: roleId, name: roleName } : null };
}

/** The module roles of one member, for the role checks (server/auth/require-role.ts). */
export interface MemberAccess {
  /** The member's observer record, or null when the member is not an observer. */
  observerId: number | null;
  isPatronager: boolean;
  isDiasporaCoordinator: boolean;
  isFtvCoordinator: boolean;
}

/** One query for every role a route may check; undefined when the member no longer exists. */
export async function findMemberAccess(db: Db, memberId: number): Promise<MemberAccess | undefined> {
  const rows = await db
    .select({
      observerId: observers.id,
      isPatronager: members.isPatronager,
      isDiasporaCoordinator: members.isDiasporaCoordinator,
      isFtvCoordinator: members.isFtvCoordinator,
    })
    .from(members)
    .leftJoin(observers, eq(observers.memberId, members.id))
    .where(eq(members.id, memberId))
    .limit(1);
  return rows[0];
}
