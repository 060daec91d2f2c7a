import { useLiveQuery } from 'dexie-react-hooks';
import { BUSINESS_REFERENCE_CODE } from '../../contract/diaspora-reference-edit';
import type { DiasporaReferenceType } from '../../contract/diaspora-references';
import type { Country } from '../../contract/patronaged-voters';
import { db } from '../../db/database';

/** Reference types and countries by id (global lists, kept on the device), for the forms, filters and table. */
export interface DiasporaLists {
  /** In the server's order (by id). */
  types: ReadonlyMap<number, DiasporaReferenceType>;
  /** By name, as a person looks a country up. */
  countries: ReadonlyMap<number, Country>;
  /** The ids of the 'biznesi' type (spec 02 §4): such a reference always names a referrer. */
  businessTypeIds: ReadonlySet<number>;
}

export const NO_LISTS: DiasporaLists = { types: new Map(), countries: new Map(), businessTypeIds: new Set() };

const collator = new Intl.Collator('sq', { sensitivity: 'base' });

export function diasporaListsOf(types: readonly DiasporaReferenceType[], countries: readonly Country[]): DiasporaLists {
  return {
    types: new Map([...types].sort((a, b) => a.id - b.id).map((type) => [type.id, type])),
    countries: new Map([...countries].sort((a, b) => collator.compare(a.country_name, b.country_name)).map((country) => [country.id, country])),
    businessTypeIds: new Set(types.filter((type) => type.code === BUSINESS_REFERENCE_CODE).map((type) => type.id)),
  };
}

/** Empty until first downloaded (downloadDiasporaLists). */
export function useDiasporaLists(): DiasporaLists {
  const lists = useLiveQuery(async () => {
    const [types, countries] = await Promise.all([db.diasporaReferenceTypes.toArray(), db.countries.toArray()]);
    return diasporaListsOf(types, countries);
  }, []);
  return lists ?? NO_LISTS;
}
