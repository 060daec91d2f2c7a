import { useLiveQuery } from 'dexie-react-hooks';
import { db, type LocalReferred } from '../../../db/database';
import { downloadedAtKey } from '../../../db/meta-keys';

export interface ReferredList {
  /** The member's referrals, newest first, without those whose delete waits to be sent; undefined while read. */
  records: readonly LocalReferred[] | undefined;
  /** When the list was last downloaded to this device (epoch ms), or null. */
  downloadedAt: number | null;
}

export function useReferredList(userId: number): ReferredList {
  const result = useLiveQuery(async () => {
    const [all, meta] = await Promise.all([
      db.referredVoters.where('userId').equals(userId).toArray(),
      db.meta.get(downloadedAtKey('referred', userId)),
    ]);
    // ISO strings of one format sort as text; the key breaks ties so the order never jumps.
    const records = all.filter((r) => r.exists).sort((a, b) => b.create_date.localeCompare(a.create_date) || a.key.localeCompare(b.key));
    return { records, downloadedAt: typeof meta?.value === 'number' ? meta.value : null };
  }, [userId]);
  return result ?? { records: undefined, downloadedAt: null };
}
