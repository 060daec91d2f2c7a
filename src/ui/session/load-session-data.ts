import { currentAnetarData, currentMemberData, currentUser, myAccesses, myPermissions, permissionTree, regionalData } from '../../contract/auth';
import { apiGet } from '../../api/http';
import type { SessionData } from './session-data';

const CALLS: { [K in keyof SessionData]: () => Promise<NonNullable<SessionData[K]>> } = {
  member: () => apiGet('/api/hr/current-anetar-data/', currentAnetarData),
  currentUser: () => apiGet('/api/hr/currentuser/', currentUser),
  accesses: () => apiGet('/api/hr/profile/my-accesses/', myAccesses),
  memberProfile: () => apiGet('/api/hr/current-member-data/', currentMemberData),
  permissions: () => apiGet('/api/core/mypermissions/', myPermissions),
  permissionTree: () => apiGet('/api/core/permission-tree/', permissionTree),
  regionalData: () => apiGet('/api/division/regional-data/', regionalData),
};

/**
 * Runs the session-data calls in parallel. Returns what arrived; a failed call leaves its part out
 * (the caller keeps the previous value) and is listed in `failed`.
 */
export async function loadSessionData(): Promise<{ loaded: Partial<SessionData>; failed: unknown[] }> {
  const keys = Object.keys(CALLS) as (keyof SessionData)[];
  const results = await Promise.allSettled(keys.map((key) => CALLS[key]()));
  const loaded: Partial<SessionData> = {};
  const failed: unknown[] = [];
  results.forEach((result, index) => {
    const key = keys[index];
    if (!key) return;
    if (result.status === 'fulfilled') Object.assign(loaded, { [key]: result.value });
    else failed.push(result.reason);
  });
  return { loaded, failed };
}
