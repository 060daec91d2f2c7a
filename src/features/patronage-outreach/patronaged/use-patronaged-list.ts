import { useLiveQuery } from 'dexie-react-hooks';
import { db, type LocalPatronaged } from '../../../db/database';
import { downloadedAtKey } from '../../../db/meta-keys';
import type { ReferenceLists } from './displayed-voter';

export interface PatronagedList {
  /** The patronager's voters by surname then name; undefined while read. */
  records: readonly LocalPatronaged[] | undefined;
  /** When the list was last downloaded to this device (epoch ms), or null. */
  downloadedAt: number | null;
}

const collator = new Intl.Collator('sq', { sensitivity: 'base', numeric: true });

export function usePatronagedList(userId: number): PatronagedList {
  const result = useLiveQuery(async () => {
    const [records, meta] = await Promise.all([
      db.patronagedVoters.where('userId').equals(userId).toArray(),
      db.meta.get(downloadedAtKey('patronaged', userId)),
    ]);
    records.sort(
      (a, b) => collator.compare(a.item.voter.surname, b.item.voter.surname) || collator.compare(a.item.voter.name, b.item.voter.name) || a.id - b.id,
    );
    return { records, downloadedAt: typeof meta?.value === 'number' ? meta.value : null };
  }, [userId]);
  return result ?? { records: undefined, downloadedAt: null };
}

const NO_LISTS: ReferenceLists = { preferences: new Map(), countries: new Map() };

/** Political preferences and countries (global lists), by id; empty until first downloaded. */
export function useReferenceLists(): ReferenceLists {
  const lists = useLiveQuery(async () => {
    const [preferences, countries] = await Promise.all([db.politicalPreferences.toArray(), db.countries.toArray()]);
    return {
      preferences: new Map(preferences.map((p) => [p.id, p])),
      countries: new Map(countries.map((c) => [c.id, c])),
    };
  }, []);
  return lists ?? NO_LISTS;
}
