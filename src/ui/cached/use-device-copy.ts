import { useLiveQuery } from 'dexie-react-hooks';
import { db, type CachedRead } from '../../db/database';

export interface DeviceCopy {
  /** The member's kept copy of the path; undefined when there is none (or not read yet). */
  row: CachedRead | undefined;
  /**
   * The device has been looked at for this path (found or not). Until then a screen shows a
   * skeleton: "not on the device" would otherwise flash before a kept copy opens.
   */
  checked: boolean;
}

/**
 * The device's copy of `path` for this member, live. A new path keeps showing the last one's row
 * until its own read answers (a page of a list stays up while the next is read), but `checked` is
 * false meanwhile. Without a path there is nothing to look for; without a member, the session is
 * still opening.
 */
export function useDeviceCopy(userId: number | null, path: string | null): DeviceCopy {
  const readKey = `${userId} ${path}`;
  // Wrapped: "read, and nothing there" must differ from "not read yet" (both undefined bare).
  const lookup = useLiveQuery(
    async () => ({ readKey, row: userId === null || path === null ? undefined : await db.cachedReads.get([userId, path]) }),
    [readKey, userId, path],
  );
  return { row: lookup?.row, checked: path === null || (userId !== null && lookup?.readKey === readKey) };
}
