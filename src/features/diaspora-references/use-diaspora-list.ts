import { useLiveQuery } from 'dexie-react-hooks';
import { db, type LocalDiasporaReference, type LocalDiasporaStatus } from '../../db/database';
import { downloadedAtKey } from '../../db/meta-keys';

export interface DiasporaList {
  /** The member's references, newest first, without those whose delete waits to be sent; undefined while read. */
  records: readonly LocalDiasporaReference[] | undefined;
  /** The voting flags by record key (read them through statusOf / statusRecordOf). */
  statuses: ReadonlyMap<string, LocalDiasporaStatus>;
  /** When the list was last downloaded to this device (epoch ms), or null. */
  downloadedAt: number | null;
}

const NO_STATUSES: ReadonlyMap<string, LocalDiasporaStatus> = new Map();

export function useDiasporaList(userId: number): DiasporaList {
  const result = useLiveQuery(async () => {
    const [all, statuses, meta] = await Promise.all([
      db.diasporaReferences.where('userId').equals(userId).toArray(),
      db.diasporaStatuses.where('userId').equals(userId).toArray(),
      db.meta.get(downloadedAtKey('diaspora', userId)),
    ]);
    // The server's order (newest first); ISO strings of one format sort as text, the key breaks ties.
    const records = all.filter((r) => r.state.exists).sort((a, b) => b.create_date.localeCompare(a.create_date) || b.key.localeCompare(a.key));
    return {
      records,
      statuses: new Map(statuses.map((status) => [status.key, status])),
      downloadedAt: typeof meta?.value === 'number' ? meta.value : null,
    };
  }, [userId]);
  return result ?? { records: undefined, statuses: NO_STATUSES, downloadedAt: null };
}
