import { useLiveQuery } from 'dexie-react-hooks';
import { db, type LocalFtvVoter } from '../../../db/database';
import { downloadedAtKey } from '../../../db/meta-keys';
import type { Preferences } from '../format';

export interface FtvList {
  /** The coordinator's first-time voters by surname then name; undefined while read. */
  records: readonly LocalFtvVoter[] | undefined;
  /** When the list was last downloaded to this device (epoch ms), or null. */
  downloadedAt: number | null;
}

const collator = new Intl.Collator('sq', { sensitivity: 'base', numeric: true });

/** The device's copy, live: a save, a sync acknowledgement or a download shows at once. */
export function useFtvList(userId: number): FtvList {
  const result = useLiveQuery(async () => {
    const [records, meta] = await Promise.all([db.ftvVoters.where('userId').equals(userId).toArray(), db.meta.get(downloadedAtKey('ftv', userId))]);
    records.sort(
      (a, b) => collator.compare(a.item.voter.surname, b.item.voter.surname) || collator.compare(a.item.voter.name, b.item.voter.name) || a.id - b.id,
    );
    return { records, downloadedAt: typeof meta?.value === 'number' ? meta.value : null };
  }, [userId]);
  return result ?? { records: undefined, downloadedAt: null };
}

const NO_PREFERENCES: Preferences = new Map();

/** The political preferences on the device, by id; empty until first downloaded. */
export function usePreferences(): Preferences {
  const preferences = useLiveQuery(async () => new Map((await db.politicalPreferences.toArray()).map((p) => [p.id, p])), []);
  return preferences ?? NO_PREFERENCES;
}
