import dayjs from 'dayjs';
import type { DiasporaVoter } from '../../contract/diaspora-references';

/** A birth date 'YYYY-MM-DD' as the spec's 'DD-MM-YYYY'; anything unparsable as it came (never 'Invalid Date'). */
export function formatDob(dob: string): string {
  const day = dayjs(dob.slice(0, 10));
  return /^\d{4}-\d{2}-\d{2}/.test(dob) && day.isValid() ? day.format('DD-MM-YYYY') : dob;
}

export function fullName(voter: Pick<DiasporaVoter, 'name' | 'surname'>): string {
  return `${voter.name} ${voter.surname}`;
}
