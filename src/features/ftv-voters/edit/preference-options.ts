import type { FtvVoter } from '../../../contract/ftv-voters';
import type { Preferences } from '../format';

export interface Option {
  value: string;
  label: string;
}

/**
 * The preference select's choices, in the stored order (by id, as the server lists them). The
 * voter's own current preference is always among them, so a form opened before the list was
 * downloaded still shows (and keeps) it.
 */
export function preferenceOptions(item: FtvVoter, preferences: Preferences): Option[] {
  const names = new Map([...preferences.values()].map((p) => [p.id, p.name]));
  const own = item.political_preference;
  if (own && !names.has(own.id)) names.set(own.id, own.name);
  return [...names].map(([id, name]) => ({ value: String(id), label: name }));
}
