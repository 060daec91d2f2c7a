import { useLiveQuery } from 'dexie-react-hooks';
import { db, type LocalEmigrantReference } from '../../../db/database';
import { downloadedAtKey } from '../../../db/meta-keys';

export interface EmigrantList {
  /** The member's references, newest first, without those whose delete waits to be sent; undefined while read. */
  records: readonly LocalEmigrantReference[] | undefined;
  /** When the list was last downloaded to this device (epoch ms), or null. */
  downloadedAt: number | null;
}

/** Shown references: the member's intent, so a delete not yet sent is already gone from the list. */
export function isShown(record: LocalEmigrantReference): boolean {
  return record.state.exists;
}

export function useEmigrantList(userId: number): EmigrantList {
  const result = useLiveQuery(async () => {
    const [all, meta] = await Promise.all([
      db.emigrantReferences.where('userId').equals(userId).toArray(),
      db.meta.get(downloadedAtKey('emigrant', userId)),
    ]);
    // ISO strings of one format sort as text; the key breaks ties so the order never jumps.
    const records = all.filter(isShown).sort((a, b) => b.create_date.localeCompare(a.create_date) || a.key.localeCompare(b.key));
    return { records, downloadedAt: typeof meta?.value === 'number' ? meta.value : null };
  }, [userId]);
  return result ?? { records: undefined, downloadedAt: null };
}
