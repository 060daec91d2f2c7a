import { formatDateTime, formatTime, isoDayOf } from '../../lib/datetime';
import type { Text } from './rules';

/** "10:42" for today, otherwise "DD-MM-YYYY HH:mm", both in the display zone (as the sync panel shows times). */
export function formatAt(at: number, now: number): string {
  return isoDayOf(at) === isoDayOf(now) ? formatTime(at) : formatDateTime(at);
}

/** A rule's values ready for i18next: the `at` instant becomes display text. */
export function textValues(text: Text, now: number): Record<string, string | number> {
  const values = { ...text.values };
  if (typeof values.at === 'number') values.at = formatAt(values.at, now);
  return values;
}
