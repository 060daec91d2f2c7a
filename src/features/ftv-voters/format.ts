import type { FtvVoter } from '../../contract/ftv-voters';
import type { PoliticalPreference } from '../../contract/patronaged-voters';
import { formatCalendarDay } from '../../lib/datetime';

/** A birth date 'YYYY-MM-DD…' as the spec's 'DD-MM-YYYY'; anything unreadable as it came (never 'Invalid Date'). */
export const formatBirthDate = formatCalendarDay;

/** The political preferences on the device, by id (the same list for every member). */
export type Preferences = ReadonlyMap<number, PoliticalPreference>;

/**
 * The name of an edit's preference: from the device's list, or, before that list is downloaded,
 * the server copy's own name when the edit kept it. Null when there is none to show.
 */
export function preferenceName(id: number | null, item: FtvVoter, preferences: Preferences): string | null {
  if (id === null) return null;
  const listed = preferences.get(id);
  if (listed) return listed.name;
  return item.political_preference?.id === id ? item.political_preference.name : null;
}
