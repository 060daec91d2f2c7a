import { formatCalendarDay } from '../../lib/datetime';

/** A birth date 'YYYY-MM-DD…' as the spec's 'DD-MM-YYYY'; anything else as it came (never 'Invalid Date'). */
export const formatDob = formatCalendarDay;

/** A yes/no that may be unknown, as the table's 'Po' / 'Jo' / '—'. */
export function yesNoKey(value: boolean | null | undefined): 'common.yes' | 'common.no' | 'common.unknown' {
  return value === true ? 'common.yes' : value === false ? 'common.no' : 'common.unknown';
}

const SAFETY_KEYS = { 1: 'safetyLevels.1', 2: 'safetyLevels.2', 3: 'safetyLevels.3' } as const;

/** A safety rating (1 sure, 2 unsure, 3 hesitant) as its text's key; null when there is none. */
export function safetyKey(rating: number | null): (typeof SAFETY_KEYS)[1 | 2 | 3] | null {
  return rating === 1 || rating === 2 || rating === 3 ? SAFETY_KEYS[rating] : null;
}
