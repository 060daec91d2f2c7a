import { useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Country } from '../../../contract/patronaged-voters';
import { db, type LocalEmigrantReference } from '../../../db/database';

const collator = new Intl.Collator('sq', { sensitivity: 'base' });
/** The downloaded country list by name: undefined while read, empty until first downloaded (downloadCountries). */
export function useCountries(): readonly Country[] | undefined {
  return useLiveQuery(async () => (await db.countries.toArray()).sort((a, b) => collator.compare(a.country_name, b.country_name)), []);
}

/**
 * The filter's countries: the list, plus any country a reference names that the list lacks, so
 * the filter works before the list was downloaded (the references carry their country's name).
 */
export function useFilterCountries(countries: readonly Country[] | undefined, records: readonly LocalEmigrantReference[] | undefined): readonly Country[] {
  return useMemo(() => {
    const byId = new Map((countries ?? []).map((c) => [c.id, c]));
    for (const record of records ?? []) if (!byId.has(record.country.id)) byId.set(record.country.id, record.country);
    return [...byId.values()].sort((a, b) => collator.compare(a.country_name, b.country_name));
  }, [countries, records]);
}
