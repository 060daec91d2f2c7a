import type {
  CurrentAnetarData,
  CurrentMemberData,
  CurrentUser,
  MyAccesses,
  Permission,
  PermissionNode,
  RegionalData,
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

/** The session state lives in sessionStorage (spec 01 §3)… */
export const SESSION_KEY = 'session';
/** …and a copy in localStorage, so a reload in a new tab while offline still has the member and the menu. */
export const SESSION_CACHE_KEY = 'sessionCache';

let parseStored: ((raw: string) => SessionData | null) | undefined;

/**
 * Loads the check of the stored copies (zod and every session schema of src/contract) when there
 * is a copy to check. main.tsx awaits it before the first render; a signed-out start, the sign-in
 * page, has no copy and so never loads them.
 */
export async function prepareStoredSession(): Promise<void> {
  if (parseStored || (sessionStorage.getItem(SESSION_KEY) === null && localStorage.getItem(SESSION_CACHE_KEY) === null)) return;
  parseStored = (await import('./session-data-check')).parseSessionData;
}

function parse(raw: string | null): SessionData | null {
  if (raw === null) return null;
  // A copy whose check could not load (prepareStoredSession failed) counts as missing: the
  // provider then asks the server again when online.
  return parseStored ? parseStored(raw) : null;
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
