import { z } from 'zod';
import { currentAnetarData, currentMemberData, currentUser, myAccesses, myPermissions, permissionTree, regionalData } from '../../contract/auth';
import type { SessionData } from './session-data';

const sessionDataSchema = z.object({
  member: currentAnetarData.nullable(),
  currentUser: currentUser.nullable(),
  accesses: myAccesses.nullable(),
  memberProfile: currentMemberData.nullable(),
  permissions: myPermissions.nullable(),
  permissionTree: permissionTree.nullable(),
  regionalData: regionalData.nullable(),
});

/** A stored copy of the session data, or null when it is not JSON or not of the current shape. */
export function parseSessionData(raw: string): SessionData | null {
  try {
    const parsed = sessionDataSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
