import type { LocalDiasporaReference } from '../../../db/database';
import type { LocalQuery } from '../../../lib/local-search';

/** The text filters: prefixes of the record's folded fields (as the server's filters match). */
export type DiasporaTextField = keyof LocalDiasporaReference['folded'];
export type Evidence = 'all' | 'yes' | 'no';

/** The list's search form (spec 02 §2.14), as its inputs hold it: ids as strings, '' for "any". */
export interface DiasporaQuery extends LocalQuery<DiasporaTextField> {
  reference_type: string;
  country: string;
  evidence: Evidence;
}

export const EMPTY_DIASPORA_QUERY: DiasporaQuery = {
  name: '',
  surname: '',
  father_name: '',
  reference_type: '',
  referues_name: '',
  referues_surname: '',
  country: '',
  evidence: 'all',
};

export const EMPTY_TEXT_QUERY: LocalQuery<DiasporaTextField> = {
  name: '',
  surname: '',
  father_name: '',
  referues_name: '',
  referues_surname: '',
};

export function textPartOf(query: DiasporaQuery): LocalQuery<DiasporaTextField> {
  return {
    name: query.name,
    surname: query.surname,
    father_name: query.father_name,
    referues_name: query.referues_name,
    referues_surname: query.referues_surname,
  };
}

/**
 * The select filters, matched exactly against the member's own values (so an offline edit is
 * found under its new type or country). A reference made on this device is not in evidence: only
 * the server derives that.
 */
export function filterByChoices(
  records: readonly LocalDiasporaReference[],
  query: Pick<DiasporaQuery, 'reference_type' | 'country' | 'evidence'>,
): readonly LocalDiasporaReference[] {
  const type = query.reference_type === '' ? null : Number(query.reference_type);
  const country = query.country === '' ? null : Number(query.country);
  const evidence = query.evidence === 'all' ? null : query.evidence === 'yes';
  if (type === null && country === null && evidence === null) return records;
  return records.filter((record) => {
    const value = record.state.value;
    if (value === null) return false;
    return (type === null || value.reference_type === type) && (country === null || value.country_id === country) && (evidence === null || record.evidenca === evidence);
  });
}
