import type { LocalPatronaged } from '../../../db/database';
import type { ReferenceLists } from './displayed-voter';

export interface Option {
  value: string;
  label: string;
}

const collator = new Intl.Collator('sq', { sensitivity: 'base' });

/**
 * The choices of the edit form's selects. The voter's own current preference and country are
 * always among them, so a form opened before the lists were downloaded still shows (and keeps) them.
 */
export function editOptions(record: Pick<LocalPatronaged, 'item'>, lists: ReferenceLists): { preferences: Option[]; countries: Option[] } {
  const preferences = new Map([...lists.preferences.values()].map((p) => [p.id, p.name]));
  const ownPreference = record.item.political_preference;
  if (ownPreference && !preferences.has(ownPreference.id)) preferences.set(ownPreference.id, ownPreference.name);
  const countries = new Map([...lists.countries.values()].map((c) => [c.id, c.country_name]));
  const ownCountry = record.item.emigrant_info?.country_emigrant;
  if (ownCountry && !countries.has(ownCountry.id)) countries.set(ownCountry.id, ownCountry.country_name);
  // Preferences keep the stored order (by id, as the server lists them); countries go by name.
  return {
    preferences: [...preferences].map(([id, name]) => ({ value: String(id), label: name })),
    countries: [...countries]
      .map(([id, name]) => ({ value: String(id), label: name }))
      .sort((a, b) => collator.compare(a.label, b.label)),
  };
}
