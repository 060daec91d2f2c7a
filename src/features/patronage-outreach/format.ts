import { formatCalendarDay } from '../../lib/datetime';

/** A birth date 'YYYY-MM-DD…' as the spec's 'DD-MM-YYYY'; anything else as it came (never 'Invalid Date'). */
export const formatDob = formatCalendarDay;

/** A yes/no that may be unknown, as the table's 'Po' / 'Jo' / '—'. */
export function yesNoKey(value: boolean | null | undefined): 'common.yes' | 'common.no' | 'common.unknown' {
  return value === true ? 'common.yes' : value === false ? 'common.no' : 'common.unknown';
}
