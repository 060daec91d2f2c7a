import type { DiasporaVoter } from '../../contract/diaspora-references';
import { formatCalendarDay } from '../../lib/datetime';

/** A birth date 'YYYY-MM-DD' as the spec's 'DD-MM-YYYY'; anything unparsable as it came (never 'Invalid Date'). */
export const formatDob = formatCalendarDay;

export function fullName(voter: Pick<DiasporaVoter, 'name' | 'surname'>): string {
  return `${voter.name} ${voter.surname}`;
}
