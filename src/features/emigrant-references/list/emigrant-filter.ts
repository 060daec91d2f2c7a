import type { LocalEmigrantReference } from '../../../db/database';
import { formatInOffset, getDisplayOffset } from '../../../lib/datetime';
import { filterDayOf } from '../../../lib/form-day';
import { ISO_DAY_FORMAT } from '../../../lib/zoned-time';
import { filterByPrefixes, type LocalQuery } from '../../../lib/local-search';

/** The text filters: each a prefix of the record's folded field (ignoring case, ë and ç). */
export type EmigrantTextField = keyof LocalEmigrantReference['folded'];

/**
 * The list's filter form (spec 02 §3 "List filters"), as the inputs hold it: text, the country's
 * id ('' for every country), and the creation-day range as typed, DD-MM-YYYY ('' or an unreadable
 * day is an open end).
 */
export interface EmigrantQuery extends LocalQuery<EmigrantTextField> {
  readonly country: string;
  readonly from_date: string;
  readonly to_date: string;
}

export const EMPTY_EMIGRANT_QUERY: EmigrantQuery = {
  name: '',
  surname: '',
  phone: '',
  city: '',
  city_albania: '',
  referues_name: '',
  country: '',
  from_date: '',
  to_date: '',
};

/**
 * The day a reference was made, in the display zone: the day its 'Data e krijimit' cell shows,
 * so a range typed from the table finds what the table shows.
 */
export function creationDay(record: Pick<LocalEmigrantReference, 'create_date'>, offsetHours: number): string {
  return formatInOffset(record.create_date, ISO_DAY_FORMAT, offsetHours);
}

/** The references the query matches, order kept. Both ends of the date range are included. */
export function filterEmigrants(
  records: readonly LocalEmigrantReference[],
  query: EmigrantQuery,
  offsetHours: number = getDisplayOffset(),
): readonly LocalEmigrantReference[] {
  const { country, from_date: typedFrom, to_date: typedTo, ...text } = query;
  const from = filterDayOf(typedFrom);
  const to = filterDayOf(typedTo);
  const byText = filterByPrefixes(records, text);
  if (country === '' && from === '' && to === '') return byText;
  const countryId = country === '' ? null : Number(country);
  return byText.filter((record) => {
    if (countryId !== null && record.country.id !== countryId) return false;
    if (from === '' && to === '') return true;
    // Days as YYYY-MM-DD compare as text.
    const day = creationDay(record, offsetHours);
    return (from === '' || day >= from) && (to === '' || day <= to);
  });
}
