import { foldText } from './fold-text';

/**
 * The search forms of both lists filter the device's copy: every filled field must be a prefix of
 * the record's folded field (ignoring case, ë→e, ç→c, as the server's filters do; spec 02 §5).
 */
export type LocalQuery<F extends string> = Readonly<Record<F, string>>;

/** The query folded once, with empty fields left out; null when no field is filled (everything matches). */
export function foldQuery<F extends string>(query: LocalQuery<F>): [F, string][] | null {
  const filled = (Object.entries(query) as [F, string][])
    .map(([field, value]): [F, string] => [field, foldText(value.trim())])
    .filter(([, value]) => value !== '');
  return filled.length === 0 ? null : filled;
}

/** The records whose folded fields start with every filled field of the query, order kept. */
export function filterByPrefixes<R extends { folded: Readonly<Record<F, string>> }, F extends string>(
  records: readonly R[],
  query: LocalQuery<F>,
): readonly R[] {
  const folded = foldQuery(query);
  if (folded === null) return records;
  return records.filter((record) => folded.every(([field, prefix]) => record.folded[field].startsWith(prefix)));
}
