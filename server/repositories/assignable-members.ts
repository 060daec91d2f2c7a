import { and, asc, eq } from 'drizzle-orm';
import type { AssignableMember, MemberGroup, MemberSearchQuery } from '../../src/contract/task-creator';
import type { Db } from '../db/client';
import { members, partyRoles, voters } from '../db/schema';
import { foldedPrefix } from './folded-prefix';

/** The member groups a task can be given to: the party roles, keyed by their id. */
export async function listMemberGroups(db: Db): Promise<MemberGroup[]> {
  const rows = await db.select({ id: partyRoles.id, name: partyRoles.name }).from(partyRoles).orderBy(asc(partyRoles.id));
  return rows.map((r) => ({ ...r, group_index: r.id }));
}

/**
 * Members whose name and surname start with what was typed (ignoring case, ë and ç), within one
 * group when `group` is given; by surname and name, `limit` at most.
 */
export async function searchAssignableMembers(db: Db, query: Omit<MemberSearchQuery, 'group'> & { group?: number }): Promise<AssignableMember[]> {
  const rows = await db
    .select({ id: members.id, name: members.name, surname: members.surname, nid: voters.nid, photo: members.photo })
    .from(members)
    .leftJoin(voters, eq(voters.id, members.voterId))
    .where(and(foldedPrefix(members.name, query.name), foldedPrefix(members.surname, query.surname), query.group === undefined ? undefined : eq(members.partyRoleId, query.group)))
    .orderBy(asc(members.surname), asc(members.name), asc(members.id))
    .limit(query.limit);
  return rows.map((r) => ({ ...r, member_id: r.id }));
}
